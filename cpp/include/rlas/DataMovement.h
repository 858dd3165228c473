//===- DataMovement.h - Vectorized copies and fills the schedule left -*- C++ -*-===//
#ifndef RLAS_DATAMOVEMENT_H
#define RLAS_DATAMOVEMENT_H

#include "mlir/IR/BuiltinOps.h"

namespace rlas {

/// Lowers the data movement no schedule step owns (the padded copy of an
/// input that `tensor.pad` bufferizes to, and copies of tiles into larger
/// buffers) to row-wise vector loads and stores, in bufferized `module`:
///
/// - a `memref.copy` between buffers that are not both contiguous becomes a
///   `linalg.copy`: `finalize-memref-to-llvm` would call the runtime's
///   generic `memrefCopy`, one element at a time through its index
///   arithmetic (the padding of one max-pool's input took 4 of its 4.2 ms);
/// - every `linalg.copy`, `linalg.fill` and `linalg.map` directly in a
///   function's body (not inside loops a schedule made) with a static shape is
///   tiled to single rows and vectorized along the row; one that moves more
///   than kParallelElements is first split into `numThreads` parallel chunks
///   along its outermost loop that has enough iterations (a pool's padded
///   input is bound by memory bandwidth, which one core does not reach).
///
/// The same lowering applies to the untransformed program and to every
/// schedule, so a speedup never comes from it. An op that does not tile or
/// vectorize is left to the scalar loops of `convert-linalg-to-loops`.
void vectorizeDataMovement(mlir::ModuleOp module, unsigned numThreads);

} // namespace rlas

#endif // RLAS_DATAMOVEMENT_H
