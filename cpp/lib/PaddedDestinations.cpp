//===- PaddedDestinations.cpp - Producers written into their pads ---------===//
//
// See PaddedDestinations.h.
//
//===----------------------------------------------------------------------===//
#include "rlas/PaddedDestinations.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "llvm/ADT/SmallVector.h"

using namespace mlir;

namespace rlas {

/// How many ops `emptyDestination` follows before giving up.
static constexpr int kMaxChain = 16;

/// The operand holding the `tensor.empty` that `value` is a new version of,
/// through ops that write into their destination operand (linalg ops,
/// scf.forall's shared outputs, scf.for's iteration arguments): the tensor
/// one-shot bufferization computes `value` in. Null when there is none.
static OpOperand *emptyDestination(Value value) {
  OpOperand *operand = nullptr;
  for (int step = 0; step < kMaxChain; ++step) {
    Operation *producer = value.getDefiningOp();
    if (!producer)
      return nullptr;
    if (isa<tensor::EmptyOp>(producer))
      return operand;
    auto result = cast<OpResult>(value);
    if (auto forall = dyn_cast<scf::ForallOp>(producer)) {
      operand = forall.getTiedOpOperand(result);
    } else if (auto loop = dyn_cast<scf::ForOp>(producer)) {
      operand = loop.getTiedLoopInit(result);
    } else if (auto writer = dyn_cast<DestinationStyleOpInterface>(producer)) {
      operand = writer.getTiedOpOperand(result);
    } else {
      return nullptr;
    }
    if (!operand)
      return nullptr;
    value = operand->get();
  }
  return nullptr;
}

arith::ConstantOp staticPaddingConstant(tensor::PadOp pad) {
  Value padding = pad.getConstantPaddingValue();
  if (!padding || !pad.getResultType().hasStaticShape() ||
      !pad.getSourceType().hasStaticShape() ||
      !isa_and_nonnull<func::FuncOp>(pad->getParentOp()) ||
      ShapedType::isDynamicShape(pad.getStaticLow()) ||
      ShapedType::isDynamicShape(pad.getStaticHigh()))
    return nullptr;
  return padding.getDefiningOp<arith::ConstantOp>();
}

/// The pad's rewrite (see the header); false when it does not apply.
static bool writeIntoPad(tensor::PadOp pad) {
  arith::ConstantOp constant = staticPaddingConstant(pad);
  if (!constant)
    return false;
  RankedTensorType type = pad.getResultType();
  ArrayRef<int64_t> low = pad.getStaticLow();
  OpOperand *destination = emptyDestination(pad.getSource());
  if (!destination || destination->get().getParentBlock() != pad->getBlock())
    return false;
  Operation *sourceEmpty = destination->get().getDefiningOp();

  // The padded tensor, filled right before the op that computes into the
  // empty tensor (nothing here has operands, so it dominates that op): the
  // fill is still in cache when the producer overwrites the interior. Filling
  // only the border was no faster: its columns write one value per cache line
  // of every row, scattered over the whole buffer.
  OpBuilder builder(destination->getOwner());
  Location loc = pad.getLoc();
  Value value = builder.create<arith::ConstantOp>(loc, constant.getValue());
  Value empty = builder.create<tensor::EmptyOp>(loc, type.getShape(), type.getElementType());
  Value padded = builder.create<linalg::FillOp>(loc, value, empty).getResult(0);
  ArrayRef<int64_t> sourceShape = pad.getSourceType().getShape();
  SmallVector<OpFoldResult> offsets, sizes, strides(type.getRank(), builder.getIndexAttr(1));
  for (int64_t dim = 0; dim < type.getRank(); ++dim) {
    offsets.push_back(builder.getIndexAttr(low[dim]));
    sizes.push_back(builder.getIndexAttr(sourceShape[dim]));
  }
  Value interior = builder.create<tensor::ExtractSliceOp>(loc, padded, offsets, sizes, strides);
  destination->set(interior);

  IRRewriter rewriter(pad);
  rewriter.replaceOpWithNewOp<tensor::InsertSliceOp>(pad, pad.getSource(), padded, offsets,
                                                     sizes, strides);
  if (sourceEmpty->use_empty())
    sourceEmpty->erase();
  return true;
}

void writeProducersIntoPads(ModuleOp module) {
  SmallVector<tensor::PadOp> pads;
  module.walk([&](tensor::PadOp pad) { pads.push_back(pad); });
  for (tensor::PadOp pad : pads)
    writeIntoPad(pad);
}

} // namespace rlas
