//===- StreamedResults.h - Non-temporal stores of results beyond the cache -===//
#ifndef RLAS_STREAMEDRESULTS_H
#define RLAS_STREAMEDRESULTS_H

#include "mlir/IR/BuiltinOps.h"

#include <cstdint>

namespace rlas {

/// The suffix of the copy of a kernel whose streamed results are written with
/// non-temporal stores (`streamLargeResults`).
inline constexpr const char *kStreamedSuffix = "__rlas_streamed";

/// For each public function whose result arguments (memrefs of static shape
/// and identity layout) are larger than `cacheBytes` (or, for a result no
/// argument of its shape is read with, at least a quarter of it in a call
/// that moves more), written only by full-register `vector.store`s at offsets
/// that are whole registers from the buffer's start, and never read: makes a
/// copy of the function (named with `kStreamedSuffix`) in which those stores
/// are non-temporal, and makes the function call the copy when every such
/// result's data is aligned to a register, else its own body, unchanged. Run
/// on the bufferized, vector-lowered module, before `lowerToLLVM`;
/// `finishStreamedStores` finishes the copy after it.
///
/// Why: an ordinary store first reads the line it writes (to own it), so a
/// result written once and never read back costs a read and a write of
/// memory; a non-temporal store writes the line whole, around the caches.
/// The families' 8192x2048 layer norm (128 MB read and written) ran at 65-70%
/// of the triad's bandwidth with ordinary stores, and a hand-written C layer
/// norm at about the same; with aligned non-temporal stores the C one ran at
/// 84-86% (znver4, 2 threads). Only aligned vector stores qualify: LLVM splits
/// an unaligned one into eight 8-byte stores, which ran no faster than the
/// ordinary store. Results the caches would hold are left alone: the next op
/// (or the caller) reads them from there.
void streamLargeResults(mlir::ModuleOp module, unsigned registerBytes,
                        int64_t cacheBytes);

/// Finishes the streamed copies (`streamLargeResults`) once lowered: sets
/// the alignment of their non-temporal stores to `registerBytes`, which their
/// offsets and the dispatch's check guarantee (the vector-to-LLVM lowering
/// gives a store its element's alignment, and LLVM makes a register's
/// non-temporal store only when it is aligned to one), and fences them, each
/// thread at the end of its parallel region. Run after `lowerToLLVM`.
void finishStreamedStores(mlir::ModuleOp module, unsigned registerBytes);

} // namespace rlas

#endif // RLAS_STREAMEDRESULTS_H
