//===- ContractionUnitDims.cpp - vector.contract without unit dims --------===//
//
// See ContractionUnitDims.h.
//
//===----------------------------------------------------------------------===//
#include "rlas/ContractionUnitDims.h"

#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/SmallBitVector.h"

using namespace mlir;

namespace rlas {

namespace {

/// The unit dimensions of `contract` that can go: all of them but one
/// reduction if every reduction is a unit, and one parallel likewise.
static llvm::SmallBitVector droppableDims(vector::ContractionOp contract) {
  SmallVector<int64_t> shape = *contract.getShapeForUnroll();
  SmallVector<vector::IteratorType> iterators = contract.getIteratorTypesArray();
  llvm::SmallBitVector dropped(shape.size());
  for (bool reduction : {false, true}) {
    SmallVector<unsigned> units;
    bool allUnits = true, any = false;
    for (auto [dim, size] : llvm::enumerate(shape)) {
      if ((iterators[dim] == vector::IteratorType::reduction) != reduction)
        continue;
      any = true;
      if (size == 1)
        units.push_back(dim);
      else
        allUnits = false;
    }
    if (any && allUnits)
      units.pop_back(); // keep the innermost: the op stays this kind of contraction
    for (unsigned dim : units)
      dropped.set(dim);
  }
  return dropped;
}

/// `map` without the dimensions in `dropped`, as results and as inputs.
static AffineMap withoutDims(AffineMap map, const llvm::SmallBitVector &dropped) {
  SmallVector<AffineExpr> results;
  for (AffineExpr result : map.getResults())
    if (!dropped.test(cast<AffineDimExpr>(result).getPosition()))
      results.push_back(result);
  AffineMap kept = AffineMap::get(map.getNumDims(), 0, results, map.getContext());
  return compressDims(kept, dropped);
}

/// `value` (a vector indexed by `map`) reshaped to the vector `kept` indexes
/// in the iteration space of shape `keptShape`.
static Value reshaped(PatternRewriter &rewriter, Location loc, Value value,
                      AffineMap map, AffineMap kept, ArrayRef<int64_t> keptShape) {
  auto type = cast<VectorType>(value.getType());
  if (kept.getNumResults() == map.getNumResults())
    return value;
  SmallVector<int64_t> operandShape;
  for (AffineExpr result : kept.getResults())
    operandShape.push_back(keptShape[cast<AffineDimExpr>(result).getPosition()]);
  return rewriter.create<vector::ShapeCastOp>(
      loc, VectorType::get(operandShape, type.getElementType()), value);
}

struct DropUnitDims final : OpRewritePattern<vector::ContractionOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(vector::ContractionOp contract,
                                PatternRewriter &rewriter) const override {
    if (isa<vector::MaskOp>(contract->getParentOp()) ||
        !isa<VectorType>(contract.getAccType()) ||
        llvm::any_of(contract.getIndexingMapsArray(),
                     [](AffineMap map) { return !map.isProjectedPermutation(); }))
      return rewriter.notifyMatchFailure(contract, "not a plain contraction");
    llvm::SmallBitVector dropped = droppableDims(contract);
    if (dropped.none())
      return rewriter.notifyMatchFailure(contract, "no unit dimension to drop");
    SmallVector<int64_t> shape = *contract.getShapeForUnroll();
    SmallVector<int64_t> keptShape;
    SmallVector<Attribute> iterators;
    for (auto [dim, size] : llvm::enumerate(shape)) {
      if (dropped.test(dim))
        continue;
      keptShape.push_back(size);
      iterators.push_back(contract.getIteratorTypes()[dim]);
    }
    Location loc = contract.getLoc();
    SmallVector<AffineMap> maps = contract.getIndexingMapsArray();
    SmallVector<AffineMap> keptMaps;
    SmallVector<Value> operands;
    Value values[] = {contract.getLhs(), contract.getRhs(), contract.getAcc()};
    for (auto [value, map] : llvm::zip(values, maps)) {
      AffineMap kept = withoutDims(map, dropped);
      if (kept.getNumResults() == 0)
        return rewriter.notifyMatchFailure(contract, "an operand would be scalar");
      keptMaps.push_back(kept);
      operands.push_back(reshaped(rewriter, loc, value, map, kept, keptShape));
    }
    Value result = rewriter.create<vector::ContractionOp>(
        loc, operands[0], operands[1], operands[2],
        rewriter.getAffineMapArrayAttr(keptMaps), rewriter.getArrayAttr(iterators),
        contract.getKind());
    if (result.getType() != contract.getType())
      result = rewriter.create<vector::ShapeCastOp>(loc, contract.getType(), result);
    rewriter.replaceOp(contract, result);
    return success();
  }
};

} // namespace

void dropContractionUnitDims(ModuleOp module) {
  RewritePatternSet patterns(module.getContext());
  patterns.add<DropUnitDims>(module.getContext());
  (void)applyPatternsAndFoldGreedily(module, std::move(patterns));
}

} // namespace rlas
