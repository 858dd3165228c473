//===- ReshapedTransfers.cpp - Transfers through expand_shape views -------===//
//
// See ReshapedTransfers.h.
//
//===----------------------------------------------------------------------===//
#include "rlas/ReshapedTransfers.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/SmallVector.h"

using namespace mlir;

namespace rlas {

/// The expand_shape a transfer can read or write through, or null: a 1-D,
/// in-bounds, unmasked transfer along the innermost dimension of a view of
/// static shape, so that its elements are contiguous in the expanded memref.
template <typename TransferOp>
static memref::ExpandShapeOp foldableExpand(TransferOp transfer) {
  auto expand = transfer.getSource().template getDefiningOp<memref::ExpandShapeOp>();
  if (!expand || transfer.getMask() || transfer.getVectorType().getRank() != 1 ||
      transfer.getVectorType().isScalable() || !transfer.isDimInBounds(0) ||
      !transfer.getPermutationMap().isMinorIdentity() ||
      !expand.getResultType().hasStaticShape())
    return {};
  return expand;
}

/// The indices into `expand`'s source of the element at `indices` of its
/// result: each reassociation group's indices linearized, row-major.
static SmallVector<Value> sourceIndices(OpBuilder &builder, Location loc,
                                        memref::ExpandShapeOp expand,
                                        ValueRange indices) {
  ArrayRef<int64_t> shape = expand.getResultType().getShape();
  SmallVector<Value> result;
  for (const ReassociationIndices &group : expand.getReassociationIndices()) {
    AffineExpr linear = builder.getAffineConstantExpr(0);
    int64_t stride = 1;
    SmallVector<OpFoldResult> operands;
    for (int64_t dim : llvm::reverse(group)) {
      linear = linear + builder.getAffineDimExpr(operands.size()) * stride;
      operands.push_back(indices[dim]);
      stride *= shape[dim];
    }
    result.push_back(affine::makeComposedAffineApply(
        builder, loc, AffineMap::get(operands.size(), 0, linear), operands));
  }
  return result;
}

template <typename TransferOp>
static void foldInto(TransferOp transfer, memref::ExpandShapeOp expand) {
  OpBuilder builder(transfer);
  SmallVector<Value> indices =
      sourceIndices(builder, transfer.getLoc(), expand, transfer.getIndices());
  auto sourceRank = static_cast<unsigned>(indices.size());
  transfer.getSourceMutable().assign(expand.getSrc());
  transfer.getIndicesMutable().assign(indices);
  transfer.setPermutationMapAttr(AffineMapAttr::get(
      AffineMap::getMinorIdentityMap(sourceRank, 1, builder.getContext())));
}

void foldExpandShapesIntoTransfers(ModuleOp module) {
  module.walk([&](Operation *op) {
    if (auto read = dyn_cast<vector::TransferReadOp>(op)) {
      if (memref::ExpandShapeOp expand = foldableExpand(read))
        foldInto(read, expand);
    } else if (auto write = dyn_cast<vector::TransferWriteOp>(op)) {
      if (memref::ExpandShapeOp expand = foldableExpand(write))
        foldInto(write, expand);
    }
  });
}

} // namespace rlas
