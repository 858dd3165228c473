//===- RowShapeCasts.h - Transposes and reshapes of vectors row by row -*- C++ -*-===//
#ifndef RLAS_ROWSHAPECASTS_H
#define RLAS_ROWSHAPECASTS_H

#include "mlir/IR/BuiltinOps.h"

namespace rlas {

/// Lowers each `vector.transpose` that moves rows of several lanes into rows of
/// several lanes (a vectorized pack or unpack: 16 channels x 4 columns inside
/// unit dimensions) to a flat shuffle (`shuffle_1d`), and the shape_casts to
/// and from the flat vector that lowering makes a row at a time: a
/// vector.extract of each row of the source and a vector.insert into the result
/// (strided slices on the flat side). Every other op is left to MLIR's own
/// lowering. Run once transfers are 1-D, before the rest of the vector
/// lowering.
///
/// Why: MLIR 19 lowers a shape_cast of more than two dimensions one element at
/// a time (an extract and an insert per lane), so each such transpose moved
/// about one float per cycle. A depthwise NCHW convolution's packs and unpack
/// were most of its run time: the families' 56x56x672 5x5 ran 1.33 ms so and
/// 1.03 with rows moved whole; a 4-D permutation and the generic contractions
/// whose pack transposes C ran up to 1.2x faster (host rocketlake, 2 threads).
///
/// On a host with 64-byte vector registers (`registerBytes`, AVX-512) a 16x16
/// transpose of 32-bit lanes is lowered to MLIR's `shuffle_16x16` sequence
/// instead (64 two-register shuffles: unpacks and 128-bit lane permutes): the
/// families' 6272x1280 transpose in 16x16 tiles ran 5.7 ms with the flat
/// shuffle of 256 lanes, 2.9 so; the 12 families programs whose one pass it
/// changes (packed contractions, softmaxes) 0.93-1.53x, 1.10x in geometric mean
/// (znver4, 2 threads, both lowerings alternated in one process).
void lowerShapeCastsByRows(mlir::ModuleOp module, unsigned registerBytes);

} // namespace rlas

#endif // RLAS_ROWSHAPECASTS_H
