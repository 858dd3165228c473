//===- DataMovement.cpp - Vectorized copies and fills the schedule left ---===//
#include "rlas/DataMovement.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/Utils/MemRefUtils.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/TileUsingInterface.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/SmallVector.h"

using namespace mlir;

namespace rlas {

/// Rows longer than this stay scalar loops rather than one unrolled vector.
static constexpr int64_t kMaxRowElements = 1024;

/// True for a copy the LLVM lowering turns into one `memcpy`.
static bool isContiguousCopy(memref::CopyOp copy) {
  auto source = dyn_cast<MemRefType>(copy.getSource().getType());
  auto target = dyn_cast<MemRefType>(copy.getTarget().getType());
  if (!source || !target) // unranked: leave it to the runtime
    return true;
  return memref::isStaticShapeAndContiguousRowMajor(source) &&
         memref::isStaticShapeAndContiguousRowMajor(target);
}

static void stridedCopiesToLinalg(ModuleOp module) {
  llvm::SmallVector<memref::CopyOp> strided;
  module.walk([&](memref::CopyOp copy) {
    if (!isContiguousCopy(copy))
      strided.push_back(copy);
  });
  for (memref::CopyOp copy : strided) {
    OpBuilder builder(copy);
    builder.create<linalg::CopyOp>(copy.getLoc(), ValueRange{copy.getSource()},
                                   ValueRange{copy.getTarget()});
    copy.erase();
  }
}

/// True when every buffer the op reads or writes is contiguous along its last
/// dimension: a row of a strided view would be gathered element by element,
/// slower than the scalar loop.
static bool rowsAreContiguous(linalg::LinalgOp op) {
  for (Value operand : op->getOperands()) {
    auto type = dyn_cast<MemRefType>(operand.getType());
    if (!type)
      continue; // a fill's scalar
    llvm::SmallVector<int64_t> strides;
    int64_t offset;
    if (failed(getStridesAndOffset(type, strides, offset)) ||
        (!strides.empty() && strides.back() != 1))
      return false;
  }
  return true;
}

/// The loop bounds of a data-movement op that can be vectorized row by row,
/// or an empty vector.
static llvm::SmallVector<int64_t> rowWiseBounds(linalg::LinalgOp op) {
  if (!isa<linalg::CopyOp, linalg::FillOp, linalg::MapOp>(op.getOperation()))
    return {};
  if (!isa<func::FuncOp>(op->getParentOp()) || !op.hasPureBufferSemantics() ||
      !rowsAreContiguous(op))
    return {};
  llvm::SmallVector<int64_t> bounds = op.getStaticLoopRanges();
  if (bounds.empty() || llvm::any_of(bounds, ShapedType::isDynamic) ||
      bounds.back() > kMaxRowElements)
    return {};
  return bounds;
}

static void vectorizeRows(RewriterBase &rewriter, linalg::LinalgOp op,
                          ArrayRef<int64_t> bounds) {
  llvm::SmallVector<OpFoldResult> tileSizes;
  for (size_t i = 0; i + 1 < bounds.size(); ++i)
    tileSizes.push_back(rewriter.getIndexAttr(1));
  tileSizes.push_back(rewriter.getIndexAttr(0)); // the whole row
  rewriter.setInsertionPoint(op);
  scf::SCFTilingOptions options;
  options.setTileSizes(tileSizes);
  FailureOr<scf::SCFTilingResult> tiled =
      scf::tileUsingSCF(rewriter, cast<TilingInterface>(op.getOperation()), options);
  if (failed(tiled) || tiled->tiledOps.empty())
    return;
  rewriter.eraseOp(op);
  for (Operation *row : tiled->tiledOps)
    (void)linalg::vectorize(rewriter, row); // a row that fails stays scalar
}

void vectorizeDataMovement(ModuleOp module) {
  stridedCopiesToLinalg(module);
  llvm::SmallVector<std::pair<linalg::LinalgOp, llvm::SmallVector<int64_t>>> rows;
  module.walk([&](linalg::LinalgOp op) {
    llvm::SmallVector<int64_t> bounds = rowWiseBounds(op);
    if (!bounds.empty())
      rows.emplace_back(op, std::move(bounds));
  });
  if (rows.empty())
    return;
  // The context loads dialects on demand; tiling and vectorizing build these.
  module.getContext()->loadDialect<arith::ArithDialect, scf::SCFDialect,
                                   vector::VectorDialect, memref::MemRefDialect>();
  IRRewriter rewriter(module.getContext());
  for (auto &[op, bounds] : rows)
    vectorizeRows(rewriter, op, bounds);
}

} // namespace rlas
