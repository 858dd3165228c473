//===- RowReductions.h - Row reductions and their broadcasts in registers -*- C++ -*-===//
#ifndef RLAS_ROWREDUCTIONS_H
#define RLAS_ROWREDUCTIONS_H

#include "mlir/IR/BuiltinOps.h"

namespace rlas {

/// Rewrites each vector reduction along its innermost dimension so that it
/// lowers to whole-register arithmetic:
/// - a `vector.contract` of dot products (both operands indexed alike: no
///   outer product) becomes an elementwise product and a
///   `vector.multi_reduction`;
/// - a `vector.multi_reduction` whose innermost dimension is reduced and is
///   longer than one register (`registerBytes`) is first folded, register by
///   register, in a balanced tree, down to one register's width; the rest (a
///   remainder narrower than a register) is reduced after it. A reduction of a
///   single row (every other dimension 1) is folded on within the register,
///   half by half, down to one lane, and so is its remainder;
/// - a per-row value broadcast back along the rows (`vector.transpose` of a
///   `vector.broadcast` whose new dimension becomes the innermost: a row's
///   maximum subtracted from the row) becomes one splat register row per row.
/// Run before the multi-reductions, contractions and transposes are lowered.
///
/// Why: MLIR 19 lowers a multi-reduction with the `innerparallel` strategy (the
/// right one for the register tiles of contractions and for reductions across
/// rows) by moving the reduced dimension outermost, so a row of 640 reduced
/// along its lanes became 640 scalar additions in one dependence chain, and
/// the outer-product lowering turns a dot product into as many scalar FMAs.
/// Even folded to one register, a single row's last register was a chain of
/// 16 scalar maximums or additions: a softmax of 49-wide rows fused a row at a
/// time ran at 0.6x PyTorch.
/// A layer norm's row sums ran at a fifth of the memory bandwidth. And the
/// vectorizer broadcasts a per-row value to a block of rows as a broadcast
/// along a new outer dimension then a transpose, which MLIR 19 lowers as a
/// shuffle of the whole block (2,048 lanes for 16 rows of a softmax).
void lowerRowReductions(mlir::ModuleOp module, unsigned registerBytes);

/// Replaces each in-bounds vector read of a `linalg.fill` result (on tensors)
/// by the fill value, broadcast. Run before bufferization.
///
/// Why: a reduction fused into a loop keeps its accumulator's fill there, as a
/// small tensor the vectorized reduction reads; bufferized, that is a heap
/// allocation and a free in every iteration (4,096 of them in a layer norm
/// fused two rows at a time, which ran 2.5x slower than with the fill folded).
void foldFillReads(mlir::ModuleOp module);

} // namespace rlas

#endif // RLAS_ROWREDUCTIONS_H
