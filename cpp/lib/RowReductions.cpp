//===- RowReductions.cpp - Row reductions and their broadcasts in registers===//
//
// See RowReductions.h.
//
//===----------------------------------------------------------------------===//
#include "rlas/RowReductions.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Utils/IndexingUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/bit.h"

using namespace mlir;

namespace rlas {

namespace {

/// Dot products: the operands indexed by the same map over every dimension
/// (no outer product), the accumulator by the parallel ones in order. It
/// becomes `lhs * rhs` reduced over the reduction dimensions.
struct DotProductToReduction final : OpRewritePattern<vector::ContractionOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(vector::ContractionOp contract,
                                PatternRewriter &rewriter) const override {
    auto accType = dyn_cast<VectorType>(contract.getAccType());
    if (isa<vector::MaskOp>(contract->getParentOp()) || !accType ||
        contract.getKind() != vector::CombiningKind::ADD ||
        !isa<FloatType>(accType.getElementType()) ||
        contract.getLhsType() != contract.getRhsType())
      return rewriter.notifyMatchFailure(contract, "not a floating-point dot product");
    SmallVector<AffineMap> maps = contract.getIndexingMapsArray();
    SmallVector<vector::IteratorType> iterators = contract.getIteratorTypesArray();
    SmallVector<int64_t> shape = *contract.getShapeForUnroll();
    if (!maps[0].isIdentity() || maps[1] != maps[0])
      return rewriter.notifyMatchFailure(contract, "operands not read alike");
    SmallVector<AffineExpr> parallel;
    SmallVector<bool> reduced;
    int64_t reducedSize = 1;
    for (auto [dim, iterator] : llvm::enumerate(iterators)) {
      bool isReduction = iterator == vector::IteratorType::reduction;
      reduced.push_back(isReduction);
      if (isReduction)
        reducedSize *= shape[dim];
      else
        parallel.push_back(rewriter.getAffineDimExpr(dim));
    }
    if (reducedSize == 1 || maps[2].getResults() != ArrayRef(parallel))
      return rewriter.notifyMatchFailure(contract, "no reduction to fold");
    Location loc = contract.getLoc();
    Value product = rewriter.create<arith::MulFOp>(loc, contract.getLhs(), contract.getRhs());
    rewriter.replaceOpWithNewOp<vector::MultiDimReductionOp>(
        contract, product, contract.getAcc(), reduced, vector::CombiningKind::ADD);
    return success();
  }
};

/// `source[..., offset : offset + width]` along the innermost dimension.
static Value innerSlice(PatternRewriter &rewriter, Location loc, Value source,
                        int64_t offset, int64_t width) {
  auto type = cast<VectorType>(source.getType());
  SmallVector<int64_t> offsets(type.getRank(), 0), sizes(type.getShape());
  SmallVector<int64_t> strides(type.getRank(), 1);
  offsets.back() = offset;
  sizes.back() = width;
  return rewriter.create<vector::ExtractStridedSliceOp>(loc, source, offsets, sizes,
                                                       strides);
}

/// A multi-reduction along a long innermost dimension, folded register by
/// register in a balanced tree (independent operations, not one chain). A
/// single row is folded on within the register, half by half, down to one
/// lane: reduced by the lowering instead, its last register is a chain of one
/// scalar operation per lane.
struct FoldInnerReduction final : OpRewritePattern<vector::MultiDimReductionOp> {
  FoldInnerReduction(MLIRContext *context, unsigned registerBytes)
      : OpRewritePattern(context), registerBytes(registerBytes) {}

  LogicalResult matchAndRewrite(vector::MultiDimReductionOp reduction,
                                PatternRewriter &rewriter) const override {
    VectorType type = reduction.getSourceVectorType();
    unsigned elementBits = type.getElementTypeBitWidth();
    if (isa<vector::MaskOp>(reduction->getParentOp()) || type.isScalable() ||
        elementBits == 0 || elementBits % 8 || !reduction.isReducedDim(type.getRank() - 1))
      return rewriter.notifyMatchFailure(reduction, "not a fixed inner reduction");
    int64_t lanes = registerBytes * 8 / elementBits;
    int64_t length = type.getShape().back();
    bool oneRow = computeProduct(type.getShape().drop_back()) == 1;
    if (lanes < 2 || length < (oneRow ? 2 : 2 * lanes))
      return rewriter.notifyMatchFailure(reduction, "at most one register wide");
    int64_t width = lanes;
    if (oneRow)
      width = std::min<int64_t>(lanes, llvm::bit_floor(static_cast<uint64_t>(length)));
    Location loc = reduction.getLoc();
    vector::CombiningKind kind = reduction.getKind();
    SmallVector<Value> chunks;
    for (int64_t offset = 0; offset + width <= length; offset += width)
      chunks.push_back(innerSlice(rewriter, loc, reduction.getSource(), offset, width));
    while (chunks.size() > 1) {
      SmallVector<Value> next;
      for (size_t i = 0; i + 1 < chunks.size(); i += 2)
        next.push_back(vector::makeArithReduction(rewriter, loc, kind, chunks[i],
                                                  chunks[i + 1]));
      if (chunks.size() % 2)
        next.push_back(chunks.back());
      chunks = std::move(next);
    }
    Value folded = chunks.front();
    for (int64_t half = width / 2; oneRow && half >= 1; half /= 2)
      folded = vector::makeArithReduction(rewriter, loc, kind,
                                          innerSlice(rewriter, loc, folded, 0, half),
                                          innerSlice(rewriter, loc, folded, half, half));
    SmallVector<bool> reduced = reduction.getReductionMask();
    Value result = rewriter.create<vector::MultiDimReductionOp>(
        loc, folded, reduction.getAcc(), reduced, kind);
    if (int64_t rest = length % width) {
      Value remainder =
          innerSlice(rewriter, loc, reduction.getSource(), length - rest, rest);
      result = rewriter.create<vector::MultiDimReductionOp>(loc, remainder, result,
                                                            reduced, kind);
    }
    rewriter.replaceOp(reduction, result);
    return success();
  }

  unsigned registerBytes;
};

/// The broadcasts an elementwise computation of vectors reads, with what they
/// broadcast: every leaf a `vector.broadcast` of a vector of one type to one
/// wide type, a broadcast scalar or a splat constant.
struct BroadcastLeaves {
  VectorType source, wide;
  SmallVector<Operation *> ops; // the elementwise ops, producers first

  static constexpr size_t kMaxOps = 16;

  bool collect(Value value) {
    Operation *op = value.getDefiningOp();
    if (!op || op->getNumResults() != 1)
      return false;
    if (auto broadcast = dyn_cast<vector::BroadcastOp>(op)) {
      auto from = dyn_cast<VectorType>(broadcast.getSourceType());
      if (!from)
        return true; // a scalar, splat
      if ((source && from != source) || (wide && broadcast.getResultVectorType() != wide))
        return false;
      source = from;
      wide = broadcast.getResultVectorType();
      return true;
    }
    if (auto constant = dyn_cast<arith::ConstantOp>(op)) {
      auto dense = dyn_cast<DenseElementsAttr>(constant.getValue());
      return dense && dense.isSplat();
    }
    if (!OpTrait::hasElementwiseMappableTraits(op) || op->getNumRegions() ||
        llvm::is_contained(ops, op) || ops.size() == kMaxOps)
      return false;
    for (Value operand : op->getOperands())
      if (!collect(operand))
        return false;
    ops.push_back(op);
    return true;
  }

  /// `value` computed on the broadcasts' sources: one element per row.
  Value compact(PatternRewriter &rewriter, Value value, IRMapping &mapping) {
    if (Value done = mapping.lookupOrNull(value))
      return done;
    Operation *op = value.getDefiningOp();
    auto type = VectorType::get(source.getShape(),
                                cast<VectorType>(value.getType()).getElementType());
    Value result;
    if (auto broadcast = dyn_cast<vector::BroadcastOp>(op)) {
      result = isa<VectorType>(broadcast.getSourceType())
                   ? broadcast.getSource()
                   : rewriter.create<vector::BroadcastOp>(op->getLoc(), type,
                                                          broadcast.getSource());
    } else if (auto constant = dyn_cast<arith::ConstantOp>(op)) {
      auto dense = cast<DenseElementsAttr>(constant.getValue());
      result = rewriter.create<arith::ConstantOp>(op->getLoc(), type, dense.resizeSplat(type));
    } else {
      for (Value operand : op->getOperands())
        compact(rewriter, operand, mapping);
      Operation *clone = rewriter.clone(*op, mapping);
      clone->getResult(0).setType(type);
      result = clone->getResult(0);
    }
    mapping.map(value, result);
    return result;
  }
};

/// A per-row value broadcast along the rows: the transpose of an elementwise
/// computation of broadcasts (`BroadcastLeaves`) whose innermost result
/// dimension is one the broadcasts added or stretched from a unit. The
/// computation runs once per row on the compact sources, and each row of the
/// result is one element of it, splat.
struct RowBroadcast final : OpRewritePattern<vector::TransposeOp> {
  using OpRewritePattern::OpRewritePattern;

  static constexpr int64_t kMaxRows = 256;

  LogicalResult matchAndRewrite(vector::TransposeOp transpose,
                                PatternRewriter &rewriter) const override {
    BroadcastLeaves leaves;
    VectorType result = transpose.getResultVectorType();
    if (!leaves.collect(transpose.getVector()) || !leaves.source || result.isScalable() ||
        result.getRank() < 2 || leaves.wide != transpose.getSourceVectorType())
      return rewriter.notifyMatchFailure(transpose, "not a transposed vector broadcast");
    VectorType source = leaves.source, wide = leaves.wide;
    int64_t added = wide.getRank() - source.getRank();
    ArrayRef<int64_t> permutation = transpose.getPermutation();
    auto sourceDim = [&](int64_t wideDim) -> std::optional<int64_t> {
      if (wideDim < added || source.getDimSize(wideDim - added) != wide.getDimSize(wideDim))
        return std::nullopt; // added, or stretched from a unit
      return wideDim - added;
    };
    ArrayRef<int64_t> rowsShape = result.getShape().drop_back();
    int64_t rows = computeProduct(rowsShape);
    if (sourceDim(permutation.back()) || rows > kMaxRows)
      return rewriter.notifyMatchFailure(transpose, "the lanes are not broadcast");
    IRMapping mapping;
    Value compact = leaves.compact(rewriter, transpose.getVector(), mapping);
    Location loc = transpose.getLoc();
    auto rowType = VectorType::get({result.getShape().back()}, result.getElementType());
    Value out = rewriter.create<arith::ConstantOp>(loc, result, rewriter.getZeroAttr(result));
    for (int64_t row = 0; row < rows; ++row) {
      SmallVector<int64_t> position = delinearize(row, computeSuffixProduct(rowsShape));
      SmallVector<int64_t> element(source.getRank(), 0);
      for (auto [dim, index] : llvm::enumerate(position))
        if (std::optional<int64_t> from = sourceDim(permutation[dim]))
          element[*from] = index;
      Value scalar = rewriter.create<vector::ExtractOp>(loc, compact, element);
      Value splat = rewriter.create<vector::BroadcastOp>(loc, rowType, scalar);
      out = rewriter.create<vector::InsertOp>(loc, splat, out, position);
    }
    rewriter.replaceOp(transpose, out);
    return success();
  }
};

/// A vector read of a filled tensor is the fill value, broadcast.
struct FoldFillRead final : OpRewritePattern<vector::TransferReadOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(vector::TransferReadOp read,
                                PatternRewriter &rewriter) const override {
    auto fill = read.getSource().getDefiningOp<linalg::FillOp>();
    if (!fill || read.getMask() || !fill.hasPureTensorSemantics() ||
        llvm::any_of(read.getInBoundsValues(), [](bool inBounds) { return !inBounds; }))
      return rewriter.notifyMatchFailure(read, "not an in-bounds read of a fill");
    rewriter.replaceOpWithNewOp<vector::BroadcastOp>(read, read.getVectorType(),
                                                     fill.getInputs().front());
    return success();
  }
};

} // namespace

void foldFillReads(ModuleOp module) {
  RewritePatternSet patterns(module.getContext());
  patterns.add<FoldFillRead>(module.getContext());
  (void)applyPatternsAndFoldGreedily(module, std::move(patterns));
}

void lowerRowReductions(ModuleOp module, unsigned registerBytes) {
  RewritePatternSet patterns(module.getContext());
  patterns.add<DotProductToReduction, RowBroadcast>(module.getContext());
  patterns.add<FoldInnerReduction>(module.getContext(), registerBytes);
  (void)applyPatternsAndFoldGreedily(module, std::move(patterns));
}

} // namespace rlas
