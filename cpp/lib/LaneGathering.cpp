//===- LaneGathering.cpp - Strided window rows computed in vector lanes ---===//
//
// See LaneGathering.h. The match starts at the last `vector.insert_strided_slice`
// of a chain that fills a row vector (every dimension 1 but one, of length W)
// lane by lane. Lane 0's inserted value is the reference expression; every
// other lane's must have the same shape: the same elementwise ops, the same
// values where lane 0 uses a value that is not a lane extract, and single-lane
// `vector.extract_strided_slice`s of the same vector at offset o0 + step * w.
// Each such extract becomes one `vector.shuffle` of its (flattened) source
// with the mask [o0, o0 + step, ...], each op is recreated on vector<W>, and
// the row is the expression's result cast back to the row's shape.
//
//===----------------------------------------------------------------------===//
#include "rlas/LaneGathering.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"

#include <algorithm>
#include <optional>

using namespace mlir;

namespace rlas {
namespace {

/// A fixed-size vector whose every dimension is 1.
bool isUnitVector(Type type) {
  auto vector = dyn_cast<VectorType>(type);
  return vector && !vector.isScalable() && vector.getNumElements() == 1;
}

/// The dimension of a fixed-size vector that is not 1 (the last one when
/// every dimension is 1), or nothing when two dimensions are not 1.
std::optional<unsigned> rowAxis(VectorType type) {
  if (type.isScalable())
    return std::nullopt;
  std::optional<unsigned> axis;
  for (auto [index, size] : llvm::enumerate(type.getShape())) {
    if (size == 1)
      continue;
    if (axis)
      return std::nullopt;
    axis = index;
  }
  return axis.value_or(type.getRank() - 1);
}

/// The offset along `axis` of a slice whose other offsets are 0, or nothing
/// when one is not.
std::optional<int64_t> axisOffset(ArrayAttr offsets, unsigned axis) {
  int64_t along = 0;
  for (auto [index, attr] : llvm::enumerate(offsets)) {
    int64_t offset = cast<IntegerAttr>(attr).getInt();
    if (index == axis)
      along = offset;
    else if (offset != 0)
      return std::nullopt;
  }
  return along;
}

/// An elementwise `op` recreated on `operands` of another shape, of result `type`.
Value cloneLanewise(OpBuilder &builder, Operation *op, ValueRange operands, Type type) {
  OperationState state(op->getLoc(), op->getName());
  state.addOperands(operands);
  state.addTypes(type);
  state.addAttributes(op->getAttrs());
  return builder.create(state)->getResult(0);
}

/// The offset along its source's row axis of a single-lane extract, or
/// nothing when `value` is not one.
struct LaneExtract {
  Value source;
  int64_t offset;
};
std::optional<LaneExtract> laneExtract(Value value) {
  auto extract = value.getDefiningOp<vector::ExtractStridedSliceOp>();
  if (!extract || !isUnitVector(extract.getType()))
    return std::nullopt;
  VectorType source = extract.getSourceVectorType();
  if (source.getRank() != extract.getType().getRank())
    return std::nullopt;
  std::optional<unsigned> axis = rowAxis(source);
  if (!axis)
    return std::nullopt;
  std::optional<int64_t> offset = axisOffset(extract.getOffsets(), *axis);
  if (!offset)
    return std::nullopt;
  return LaneExtract{extract.getVector(), *offset};
}

/// An op that maps lanes independently and can be recreated on wider vectors.
bool isLanewise(Operation *op) {
  return op && op->hasTrait<OpTrait::Elementwise>() && op->getNumResults() == 1 &&
         op->getNumRegions() == 0 && isUnitVector(op->getResult(0).getType()) &&
         llvm::all_of(op->getOperandTypes(), isUnitVector);
}

/// Lane 0's expression, compared lane by lane with the others'.
class RowExpression {
public:
  RowExpression(int64_t lanes) : lanes(lanes) {}

  /// Whether lane `w`'s `other` has the shape of lane 0's `reference`.
  bool matches(Value reference, Value other, int64_t w) {
    auto [it, inserted] = seen.try_emplace({reference, w}, other);
    if (!inserted)
      return it->second == other;
    if (std::optional<LaneExtract> ref = laneExtract(reference)) {
      std::optional<LaneExtract> lane = laneExtract(other);
      if (!lane || lane->source != ref->source)
        return false;
      int64_t &step = steps[reference];
      if (w == 1)
        step = lane->offset - ref->offset;
      return lane->offset == ref->offset + step * w;
    }
    Operation *refOp = reference.getDefiningOp();
    if (!isLanewise(refOp))
      return reference == other; // the same value in every lane
    Operation *op = other.getDefiningOp();
    if (!op || op->getName() != refOp->getName() ||
        op->getAttrDictionary() != refOp->getAttrDictionary() ||
        op->getNumOperands() != refOp->getNumOperands())
      return false;
    for (auto [refOperand, operand] :
         llvm::zip(refOp->getOperands(), op->getOperands()))
      if (!matches(refOperand, operand, w))
        return false;
    return true;
  }

  /// Lanes [first, first + count) of lane 0's expression as one vector, built
  /// at `builder`'s insertion point. A chunk of one register keeps every
  /// shuffle within two registers of its source (x86: one vpermt2ps); a
  /// shuffle of a whole 37-wide row out of a 74-wide one was 3x slower.
  Value build(OpBuilder &builder, Value reference, int64_t first, int64_t count) {
    if (Value done = built.lookup({reference, first}))
      return done;
    Location loc = reference.getLoc();
    auto unitType = cast<VectorType>(reference.getType());
    auto chunkType = VectorType::get({count}, unitType.getElementType());
    Value chunk;
    if (std::optional<LaneExtract> ref = laneExtract(reference)) {
      auto sourceType = cast<VectorType>(ref->source.getType());
      int64_t length = sourceType.getNumElements();
      int64_t step = steps.lookup(reference);
      int64_t a = ref->offset + step * first, b = ref->offset + step * (first + count - 1);
      int64_t low = std::min(a, b), high = std::max(a, b);
      Value flat = builder.create<vector::ShapeCastOp>(
          loc, VectorType::get({length}, sourceType.getElementType()), ref->source);
      Value window = flat;
      if (low != 0 || high != length - 1)
        window = builder.create<vector::ExtractStridedSliceOp>(
            loc, flat, ArrayRef<int64_t>{low}, ArrayRef<int64_t>{high - low + 1},
            ArrayRef<int64_t>{1});
      SmallVector<int64_t> mask;
      for (int64_t w = first; w < first + count; ++w)
        mask.push_back(ref->offset + step * w - low);
      chunk = (step == 1 && high - low + 1 == count)
                  ? window
                  : builder.create<vector::ShuffleOp>(loc, window, window, mask).getResult();
    } else if (Operation *op = reference.getDefiningOp(); isLanewise(op)) {
      SmallVector<Value> operands;
      for (Value operand : op->getOperands())
        operands.push_back(build(builder, operand, first, count));
      chunk = cloneLanewise(builder, op, operands, chunkType);
    } else {
      SmallVector<int64_t> zeros(unitType.getRank(), 0);
      Value scalar = builder.create<vector::ExtractOp>(loc, reference, zeros);
      chunk = builder.create<vector::BroadcastOp>(loc, chunkType, scalar);
    }
    built[{reference, first}] = chunk;
    return chunk;
  }

  /// Lane 0's expression on vector<lanes>, in chunks of `chunkLanes`.
  Value buildRow(OpBuilder &builder, Value reference, int64_t chunkLanes) {
    Location loc = reference.getLoc();
    auto element = cast<VectorType>(reference.getType()).getElementType();
    if (lanes <= chunkLanes)
      return build(builder, reference, 0, lanes);
    auto rowType = VectorType::get({lanes}, element);
    Value row = builder.create<arith::ConstantOp>(loc, rowType, builder.getZeroAttr(rowType));
    for (int64_t first = 0; first < lanes; first += chunkLanes) {
      Value chunk = build(builder, reference, first, std::min(chunkLanes, lanes - first));
      row = builder.create<vector::InsertStridedSliceOp>(loc, chunk, row,
                                                         ArrayRef<int64_t>{first},
                                                         ArrayRef<int64_t>{1});
    }
    return row;
  }

  /// Whether every lane extract's offsets stay inside its source.
  bool inBounds() const {
    for (auto &[reference, step] : steps) {
      LaneExtract ref = *laneExtract(reference);
      int64_t length = cast<VectorType>(ref.source.getType()).getNumElements();
      int64_t last = ref.offset + step * (lanes - 1);
      if (ref.offset < 0 || ref.offset >= length || last < 0 || last >= length)
        return false;
    }
    return true;
  }

private:
  int64_t lanes;
  llvm::DenseMap<std::pair<Value, int64_t>, Value> seen;
  /// Per lane extract of lane 0: its offset's step from one lane to the next.
  llvm::DenseMap<Value, int64_t> steps;
  llvm::DenseMap<std::pair<Value, int64_t>, Value> built;
};

/// The values inserted lane by lane into the row `last` ends, indexed by
/// lane, or nothing when `last` does not fill a whole row that way.
std::optional<SmallVector<Value>> rowLanes(vector::InsertStridedSliceOp last) {
  VectorType rowType = last.getDestVectorType();
  std::optional<unsigned> axis = rowAxis(rowType);
  if (!axis)
    return std::nullopt;
  int64_t lanes = rowType.getDimSize(*axis);
  if (lanes < 2)
    return std::nullopt;
  SmallVector<Value> values(lanes);
  int64_t filled = 0;
  for (auto insert = last; insert;
       insert = insert.getDest().getDefiningOp<vector::InsertStridedSliceOp>()) {
    if (!isUnitVector(insert.getSourceVectorType()) ||
        insert.getSourceVectorType().getRank() != rowType.getRank())
      return std::nullopt;
    std::optional<int64_t> lane = axisOffset(insert.getOffsets(), *axis);
    if (!lane)
      return std::nullopt;
    if (!values[*lane]) { // a later insert at the same lane wins
      values[*lane] = insert.getSource();
      ++filled;
    }
  }
  if (filled != lanes)
    return std::nullopt;
  return values;
}

/// A vector whose one dimension that is not 1 is not the innermost: LLVM
/// unrolls an n-D vector along its outer dimensions, so `vector<1x19x1xf32>`
/// (a pooling row in the vectorizer's NWC form) becomes 19 one-lane operations
/// unless it is cast to `vector<19xf32>` first. (`vector<1x19xf32>` is already
/// one 19-lane operation and is left alone.)
std::optional<VectorType> flatRow(Type type) {
  auto vector = dyn_cast<VectorType>(type);
  if (!vector || vector.getRank() < 2 || vector.getNumElements() < 2)
    return std::nullopt;
  std::optional<unsigned> axis = rowAxis(vector);
  if (!axis || *axis == vector.getRank() - 1)
    return std::nullopt;
  return VectorType::get({vector.getNumElements()}, vector.getElementType());
}

Value toFlat(PatternRewriter &rewriter, Location loc, Value value) {
  return rewriter.create<vector::ShapeCastOp>(loc, *flatRow(value.getType()), value);
}

/// An elementwise op on rows runs on their 1-D casts.
struct FlattenLanewiseRow : RewritePattern {
  FlattenLanewiseRow(MLIRContext *context)
      : RewritePattern(MatchAnyOpTypeTag(), /*benefit=*/1, context) {}
  LogicalResult matchAndRewrite(Operation *op, PatternRewriter &rewriter) const override {
    if (!op->hasTrait<OpTrait::Elementwise>() || op->getNumResults() != 1 ||
        op->getNumRegions() != 0 || op->getNumOperands() == 0)
      return failure();
    Type type = op->getResult(0).getType();
    std::optional<VectorType> flat = flatRow(type);
    if (!flat)
      return failure();
    auto shape = cast<VectorType>(type).getShape();
    for (Type operand : op->getOperandTypes()) {
      auto vector = dyn_cast<VectorType>(operand);
      if (!vector || vector.getShape() != shape)
        return failure();
    }
    SmallVector<Value> operands;
    for (Value operand : op->getOperands())
      operands.push_back(toFlat(rewriter, op->getLoc(), operand));
    Value row = cloneLanewise(rewriter, op, operands, *flat);
    rewriter.replaceOpWithNewOp<vector::ShapeCastOp>(op, type, row);
    return success();
  }
};

/// A transpose that moves only dimensions of 1 keeps the lanes in order.
struct RowTransposeToShapeCast : OpRewritePattern<vector::TransposeOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(vector::TransposeOp op,
                                PatternRewriter &rewriter) const override {
    VectorType source = op.getSourceVectorType();
    if (source.getRank() < 2 || !rowAxis(source))
      return failure();
    rewriter.replaceOpWithNewOp<vector::ShapeCastOp>(op, op.getResultVectorType(),
                                                     op.getVector());
    return success();
  }
};

/// A slice of a row along its row dimension is a 1-D slice.
struct FlattenRowSlice : OpRewritePattern<vector::ExtractStridedSliceOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(vector::ExtractStridedSliceOp op,
                                PatternRewriter &rewriter) const override {
    VectorType source = op.getSourceVectorType(), result = op.getType();
    if (!flatRow(source) || !flatRow(result) || source.getRank() != result.getRank() ||
        rowAxis(source) != rowAxis(result))
      return failure();
    unsigned axis = *rowAxis(source);
    int64_t offset = cast<IntegerAttr>(op.getOffsets()[axis]).getInt();
    Value flat = toFlat(rewriter, op.getLoc(), op.getVector());
    Value slice = rewriter.create<vector::ExtractStridedSliceOp>(
        op.getLoc(), flat, ArrayRef<int64_t>{offset},
        ArrayRef<int64_t>{result.getNumElements()}, ArrayRef<int64_t>{1});
    rewriter.replaceOpWithNewOp<vector::ShapeCastOp>(op, result, slice);
    return success();
  }
};

} // namespace

void gatherStridedLanes(ModuleOp module, unsigned registerBytes) {
  SmallVector<vector::InsertStridedSliceOp> rows;
  module.walk([&](vector::InsertStridedSliceOp insert) {
    bool extended = llvm::any_of(insert->getUsers(), [](Operation *user) {
      return isa<vector::InsertStridedSliceOp>(user);
    });
    if (!extended)
      rows.push_back(insert);
  });
  for (vector::InsertStridedSliceOp last : rows) {
    std::optional<SmallVector<Value>> lanes = rowLanes(last);
    if (!lanes)
      continue;
    RowExpression expression(lanes->size());
    bool same = true;
    for (int64_t w = 1; same && w < static_cast<int64_t>(lanes->size()); ++w)
      same = expression.matches((*lanes)[0], (*lanes)[w], w);
    if (!same || !expression.inBounds())
      continue;
    OpBuilder builder(last);
    auto element = last.getDestVectorType().getElementType();
    unsigned bits = element.isIntOrFloat() ? element.getIntOrFloatBitWidth() : 64;
    int64_t chunkLanes = std::max<int64_t>(1, registerBytes * 8 / std::max(8u, bits));
    Value row = expression.buildRow(builder, (*lanes)[0], chunkLanes);
    Value shaped =
        builder.create<vector::ShapeCastOp>(last.getLoc(), last.getDestVectorType(), row);
    last.getResult().replaceAllUsesWith(shaped);
  }
  // Rows that were vectorized whole (a stride-1 window) or just gathered are
  // n-D vectors with one dimension that is not 1: cast them to 1-D.
  RewritePatternSet patterns(module.getContext());
  patterns.add<FlattenLanewiseRow, RowTransposeToShapeCast, FlattenRowSlice>(
      module.getContext());
  vector::ShapeCastOp::getCanonicalizationPatterns(patterns, module.getContext());
  (void)applyPatternsAndFoldGreedily(module, std::move(patterns));
}

} // namespace rlas
