//===- ContractionUnitDims.h - vector.contract without unit dims -*- C++ -*-===//
#ifndef RLAS_CONTRACTIONUNITDIMS_H
#define RLAS_CONTRACTIONUNITDIMS_H

#include "mlir/IR/BuiltinOps.h"

namespace rlas {

/// Rewrites each `vector.contract` with dimensions of size 1 into one without
/// them, between `vector.shape_cast`s of its operands and result, in the form
/// the outer-product lowering takes as it is: the parallel dimensions first in
/// the accumulator's order, then the reductions, and the operand indexed by the
/// accumulator's innermost dimension (the lanes) on the right. One reduction dimension is kept
/// when every reduction dimension is a unit (the op stays a contraction), and
/// one parallel dimension likewise. Run before the contractions are lowered.
///
/// Why: MLIR 19 lowers a contraction to outer products (FMAs of a broadcast
/// row into accumulator vectors) only in the matmul form, two parallel
/// dimensions and one reduction. A register tile of a contraction in another
/// map shape keeps the tile's unit loops as dimensions: tpp-mlir's output
/// projection (`C[b, s, n] += A[b, s, h, d] * W[h, d, n]`, both reductions
/// tiled to 1) vectorizes to a contract over 1x8x1x1x32, which the generic
/// lowering unrolls into dot products and horizontal reductions (3 GFLOP/s on
/// the 64x32x512 projection; 237 as 8x32x1, 2 threads, `sapphirerapids`).
void dropContractionUnitDims(mlir::ModuleOp module);

} // namespace rlas

#endif // RLAS_CONTRACTIONUNITDIMS_H
