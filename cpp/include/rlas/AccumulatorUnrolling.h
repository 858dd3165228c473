//===- AccumulatorUnrolling.h - Register-tile loops unrolled -*- C++ -*-===//
#ifndef RLAS_ACCUMULATORUNROLLING_H
#define RLAS_ACCUMULATORUNROLLING_H

#include "mlir/IR/BuiltinOps.h"

namespace rlas {

/// Unrolls by 4 (or 2, whichever divides its trip count) every innermost
/// `scf.for` of static bounds that carries only vectors (the accumulators of a
/// register tile, hoisted out of its reduction loop) and computes FMAs: the
/// reduction loop of a vectorized matmul, contraction or convolution tile. Run
/// after the vector lowering, once the accumulators are loop-carried.
///
/// Why: such a loop's body is a few loads and broadcasts and 16-24 FMAs, plus
/// an increment, a compare and a branch. The loop's integer ops issue on the
/// ports the FMAs need, and LLVM does not unroll a body this size (past the
/// x86 scheduling model's 50-uop partial-unrolling budget). BERT's
/// 128x768x3072 projection, 8x32 register tiles, k one at a time: 1.93 ms
/// rolled, 1.82 unrolled by 4 (8: no faster); its layer 7.44 -> 7.05 ms, ViT's
/// block 13.04 -> 12.13 (host rocketlake, 2 threads).
void unrollAccumulatorLoops(mlir::ModuleOp module);

/// Turns each vector `arith.addf` of a `arith.mulf` (its only use) into one
/// `vector.fma` in the innermost `scf.for` loops that carry at least
/// `kMinFusedAccumulators` vectors: a register tile's reduction loop whose tile
/// was vectorized as elementwise multiplies and adds, not as a
/// `vector.contract` (a strided convolution's single-point tiles; a packed
/// depthwise convolution's window loops, which carry its points x lanes as one
/// n-D vector, counted as its rows). Run before `unrollAccumulatorLoops`, which
/// then counts them as FMA loops.
///
/// Why only there: separate multiplies and adds use half the FMA units'
/// throughput (ResNet-18's 7x7 stride-2 stem: 195 GFLOP/s), but where few
/// accumulators chain the adds, the add's shorter latency wins. Contracting
/// every multiply-add in LLVM (-ffp-contract=fast) made the stem 1.5x faster
/// and torch-mlir's ResNet-18 1.11x slower (host rocketlake, 2 threads).
void fuseAccumulatorMultiplyAdds(mlir::ModuleOp module);

} // namespace rlas

#endif // RLAS_ACCUMULATORUNROLLING_H
