//===- RowShapeCasts.cpp - Transposes and reshapes of vectors row by row ===//
//
// See RowShapeCasts.h.
//
//===----------------------------------------------------------------------===//
#include "rlas/RowShapeCasts.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Utils/IndexingUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Dialect/Vector/Transforms/LoweringPatterns.h"
#include "mlir/Dialect/Vector/Transforms/VectorTransforms.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/DenseSet.h"

using namespace mlir;

namespace rlas {

namespace {

/// The register width whose 16 lanes of 32 bits `shuffle_16x16` fills.
constexpr unsigned kAvx512RegisterBytes = 64;

/// The row one rank of `type` stores: its innermost dimension, or the whole
/// vector if it is flat.
int64_t rowLength(VectorType type) { return type.getShape().back(); }

/// `op` moved a row at a time (see `lowerShapeCastsByRows`): a vector.extract
/// of each row of the source and a vector.insert into the result, with strided
/// slices on a flat side. Fails where the shapes end in different rows or the
/// rows are single lanes.
LogicalResult castByRows(RewriterBase &rewriter, vector::ShapeCastOp op) {
  VectorType source = op.getSourceVectorType();
  VectorType result = op.getResultVectorType();
  if (source.isScalable() || result.isScalable())
    return failure();
  bool flatSource = source.getRank() == 1, flatResult = result.getRank() == 1;
  if (flatSource && flatResult)
    return failure();
  int64_t row = flatSource ? rowLength(result) : rowLength(source);
  if ((!flatSource && !flatResult && rowLength(result) != row) || row == 1)
    return failure();
  SmallVector<int64_t> sourceStrides =
      flatSource ? SmallVector<int64_t>{} : computeStrides(source.getShape().drop_back());
  SmallVector<int64_t> resultStrides =
      flatResult ? SmallVector<int64_t>{} : computeStrides(result.getShape().drop_back());
  int64_t rows = source.getNumElements() / row;
  Location loc = op.getLoc();
  rewriter.setInsertionPoint(op);
  Value moved = rewriter.create<arith::ConstantOp>(loc, result, rewriter.getZeroAttr(result));
  for (int64_t index = 0; index < rows; ++index) {
    Value slice =
        flatSource
            ? rewriter
                  .create<vector::ExtractStridedSliceOp>(
                      loc, op.getSource(), ArrayRef<int64_t>{index * row},
                      ArrayRef<int64_t>{row}, ArrayRef<int64_t>{1})
                  .getResult()
            : rewriter
                  .create<vector::ExtractOp>(loc, op.getSource(),
                                             delinearize(index, sourceStrides))
                  .getResult();
    moved = flatResult
                ? rewriter
                      .create<vector::InsertStridedSliceOp>(
                          loc, slice, moved, ArrayRef<int64_t>{index * row},
                          ArrayRef<int64_t>{1})
                      .getResult()
                : rewriter
                      .create<vector::InsertOp>(loc, slice, moved,
                                                delinearize(index, resultStrides))
                      .getResult();
  }
  rewriter.replaceOp(op, moved);
  return success();
}

/// Whether `transpose` moves rows of more than one lane into rows of more than
/// one lane (a vectorized pack or unpack: 16 channels x 4 columns), not a
/// broadcast of one value along a row.
bool transposesRows(vector::TransposeOp transpose) {
  VectorType source = transpose.getSourceVectorType();
  VectorType result = transpose.getResultVectorType();
  return !source.isScalable() && rowLength(source) > 1 && rowLength(result) > 1;
}

} // namespace

void lowerShapeCastsByRows(ModuleOp module, unsigned registerBytes) {
  SmallVector<Operation *> transposes;
  DenseSet<Operation *> castsBefore;
  module.walk([&](Operation *op) {
    if (auto transpose = dyn_cast<vector::TransposeOp>(op); transpose && transposesRows(transpose))
      transposes.push_back(op);
    if (isa<vector::ShapeCastOp>(op))
      castsBefore.insert(op);
  });
  if (transposes.empty())
    return;
  // Only these transposes, and only the shape_casts their lowering makes: a
  // kernel without them is left as it was (rewriting every cast, and folding
  // around them, turned a layer norm's broadcast of its mean into 256 lane
  // insertions).
  RewritePatternSet patterns(module.getContext());
  vector::VectorTransformsOptions options;
  // Shuffle16x16 takes only 16x16 transposes; every other shape falls back to
  // the flat shuffle, as Shuffle1D lowers it.
  options.setVectorTransposeLowering(registerBytes >= kAvx512RegisterBytes
                                         ? vector::VectorTransposeLowering::Shuffle16x16
                                         : vector::VectorTransposeLowering::Shuffle1D);
  vector::populateVectorTransposeLoweringPatterns(patterns, options);
  GreedyRewriteConfig config;
  config.strictMode = GreedyRewriteStrictness::ExistingOps;
  (void)applyOpPatternsAndFold(transposes, std::move(patterns), config);
  SmallVector<vector::ShapeCastOp> casts;
  module.walk([&](vector::ShapeCastOp cast) {
    if (!castsBefore.contains(cast))
      casts.push_back(cast);
  });
  IRRewriter rewriter(module.getContext());
  for (vector::ShapeCastOp cast : casts)
    (void)castByRows(rewriter, cast); // what fails is lowered by MLIR's own patterns
}

} // namespace rlas
