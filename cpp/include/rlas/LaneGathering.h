//===- LaneGathering.h - Strided window rows computed in vector lanes -*- C++ -*-===//
#ifndef RLAS_LANEGATHERING_H
#define RLAS_LANEGATHERING_H

#include "mlir/IR/BuiltinOps.h"

namespace rlas {

/// Rewrites a vector assembled one lane at a time, each lane the same
/// elementwise expression over single lanes of other vectors at offsets
/// affine in the lane, into that expression over whole vectors whose lanes
/// are gathered by `vector.shuffle`.
///
/// This is what MLIR 19's 1-D convolution vectorizer emits for a strided
/// window (`pooling_ncw_max` with stride 2 after `decompose`): it cannot read
/// a strided window as a vector, so it computes the output row one point at a
/// time, each from lanes `sw * w + kw` of the contiguous input row. With the
/// channels tiled to 1, that is one scalar max (and a NaN check) per window
/// element, which LLVM does not re-vectorize. Gathered, the row takes one
/// shuffle and one vector max per window column. Only rows whose every lane is
/// rewritten are touched; the result is the same values in the same order of
/// operations, so outputs are bit-identical. The row is built in chunks of one
/// register of `registerBytes`.
///
/// Then casts rows that are n-D vectors with one dimension that is not 1 and
/// not the innermost (`vector<1x19x1xf32>`, the vectorizer's NWC form of a
/// pooling row with one channel) to 1-D: LLVM would unroll them lane by lane.
void gatherStridedLanes(mlir::ModuleOp module, unsigned registerBytes);

} // namespace rlas

#endif // RLAS_LANEGATHERING_H
