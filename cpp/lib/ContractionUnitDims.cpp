//===- ContractionUnitDims.cpp - vector.contract without unit dims --------===//
//
// See ContractionUnitDims.h.
//
//===----------------------------------------------------------------------===//
#include "rlas/ContractionUnitDims.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Utils/IndexingUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Sequence.h"
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

/// The position of each dimension of `contract` in the rewritten op, -1 if it
/// is dropped: the parallel dimensions first, in the accumulator's order, then
/// the reductions in theirs (the form MLIR's outer-product lowering takes
/// without transposing the accumulator).
static SmallVector<int64_t> newPositions(vector::ContractionOp contract,
                                         const llvm::SmallBitVector &dropped) {
  SmallVector<vector::IteratorType> iterators = contract.getIteratorTypesArray();
  SmallVector<int64_t> positions(iterators.size(), -1);
  int64_t next = 0;
  for (AffineExpr result : contract.getIndexingMapsArray()[2].getResults())
    if (unsigned dim = cast<AffineDimExpr>(result).getPosition(); !dropped.test(dim))
      positions[dim] = next++;
  for (auto [dim, iterator] : llvm::enumerate(iterators))
    if (!dropped.test(dim) && iterator == vector::IteratorType::reduction)
      positions[dim] = next++;
  return positions;
}

/// Whether the left operand of `contract` is indexed by the accumulator's
/// innermost dimension and the right one is not: the outer-product lowering
/// then broadcasts the wrong operand, one FMA per lane of a vector as long as
/// the rows (vector<8> FMAs for an 8 x 32 tile instead of vector<32> ones).
static bool lanesOnTheLeft(vector::ContractionOp contract) {
  SmallVector<AffineMap> maps = contract.getIndexingMapsArray();
  if (maps[2].getNumResults() == 0)
    return false;
  AffineExpr lanes = maps[2].getResults().back();
  return llvm::is_contained(maps[0].getResults(), lanes) &&
         !llvm::is_contained(maps[1].getResults(), lanes);
}

/// `map` over the dimensions at `positions` (without the dropped ones).
static AffineMap renumbered(AffineMap map, ArrayRef<int64_t> positions,
                            unsigned numDims) {
  SmallVector<AffineExpr> results;
  for (AffineExpr result : map.getResults())
    if (int64_t position = positions[cast<AffineDimExpr>(result).getPosition()];
        position >= 0)
      results.push_back(getAffineDimExpr(position, map.getContext()));
  return AffineMap::get(numDims, 0, results, map.getContext());
}

/// `value` reshaped to `type`, which has the same elements and drops or adds
/// unit dimensions only: row by row when the innermost dimension stays, so
/// that it lowers to moves of whole vectors. (MLIR 19 lowers a `shape_cast`
/// between n-D vectors element by element: 256 extracts and inserts for an
/// 8 x 32 accumulator, inside the reduction loop.)
static Value reshapedTo(PatternRewriter &rewriter, Location loc, Value value,
                        VectorType type) {
  auto source = cast<VectorType>(value.getType());
  ArrayRef<int64_t> from = source.getShape(), to = type.getShape();
  if (from.back() != to.back())
    return rewriter.create<vector::ShapeCastOp>(loc, type, value);
  if (to.size() == 1) // every other dimension of `value` is a unit
    return rewriter.create<vector::ExtractOp>(
        loc, value, SmallVector<int64_t>(from.size() - 1, 0));
  if (from.size() == 1)
    return rewriter.create<vector::BroadcastOp>(loc, type, value);
  Value result = rewriter.create<arith::ConstantOp>(loc, type, rewriter.getZeroAttr(type));
  SmallVector<int64_t> fromRows(from.drop_back()), toRows(to.drop_back());
  for (int64_t row = 0, rows = computeProduct(fromRows); row < rows; ++row) {
    Value vector = rewriter.create<vector::ExtractOp>(
        loc, value, delinearize(row, computeSuffixProduct(fromRows)));
    result = rewriter.create<vector::InsertOp>(
        loc, vector, result, delinearize(row, computeSuffixProduct(toRows)));
  }
  return result;
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
  return reshapedTo(rewriter, loc, value,
                    VectorType::get(operandShape, type.getElementType()));
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
    SmallVector<int64_t> positions = newPositions(contract, dropped);
    bool swap = lanesOnTheLeft(contract);
    if (dropped.none() && !swap &&
        llvm::equal(positions, llvm::seq<int64_t>(0, positions.size())))
      return rewriter.notifyMatchFailure(contract, "already in the outer-product form");
    SmallVector<int64_t> shape = *contract.getShapeForUnroll();
    auto numKept = static_cast<unsigned>(shape.size() - dropped.count());
    SmallVector<int64_t> keptShape(numKept);
    SmallVector<Attribute> iterators(numKept);
    for (auto [dim, size] : llvm::enumerate(shape)) {
      if (positions[dim] < 0)
        continue;
      keptShape[positions[dim]] = size;
      iterators[positions[dim]] = contract.getIteratorTypes()[dim];
    }
    Location loc = contract.getLoc();
    SmallVector<AffineMap> maps = contract.getIndexingMapsArray();
    SmallVector<AffineMap> keptMaps;
    SmallVector<Value> operands;
    Value values[] = {contract.getLhs(), contract.getRhs(), contract.getAcc()};
    if (swap) { // a product commutes
      std::swap(values[0], values[1]);
      std::swap(maps[0], maps[1]);
    }
    for (AffineMap map : maps) {
      keptMaps.push_back(renumbered(map, positions, numKept));
      if (keptMaps.back().getNumResults() == 0) // checked before any op is created
        return rewriter.notifyMatchFailure(contract, "an operand would be scalar");
    }
    for (auto [value, map, kept] : llvm::zip(values, maps, keptMaps))
      operands.push_back(reshaped(rewriter, loc, value, map, kept, keptShape));
    Value result = rewriter.create<vector::ContractionOp>(
        loc, operands[0], operands[1], operands[2],
        rewriter.getAffineMapArrayAttr(keptMaps), rewriter.getArrayAttr(iterators),
        contract.getKind());
    if (result.getType() != contract.getType())
      result = reshapedTo(rewriter, loc, result, cast<VectorType>(contract.getType()));
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
