//===- ReshapedTransfers.h - Transfers through expand_shape views -*- C++ -*-===//
#ifndef RLAS_RESHAPEDTRANSFERS_H
#define RLAS_RESHAPEDTRANSFERS_H

#include "mlir/IR/BuiltinOps.h"

namespace rlas {

/// Rewrites each 1-D, in-bounds, unmasked `vector.transfer_read`/`write`
/// along the innermost dimension of a `memref.expand_shape` to access the
/// expanded memref directly, at the linearized indices. Run after transfers
/// are unrolled to 1-D and before hoisting.
///
/// Why: MLIR 19 hoists a loop's read/write pair (a matmul's accumulators out
/// of its k loop) only when the transfers' memref is not a view, and its
/// `fold_memref_alias_ops` folds subviews into transfers but not
/// `expand_shape`s. A matmul computing in place into an `expand_shape` of C
/// (see WriteBackForwarding.h) then reloads and stores its accumulators on
/// every k: 74 GFLOP/s instead of about 450 on a 1024^3 matmul.
void foldExpandShapesIntoTransfers(mlir::ModuleOp module);

} // namespace rlas

#endif // RLAS_RESHAPEDTRANSFERS_H
