//===- WriteBackForwarding.h - In-place results of packed ops ---*- C++ -*-===//
#ifndef RLAS_WRITEBACKFORWARDING_H
#define RLAS_WRITEBACKFORWARDING_H

#include "mlir/IR/BuiltinOps.h"

namespace rlas {

/// Replaces each tensor `linalg.copy` whose input is, through
/// destination-passing ops, loops and reshapes, a new version of the copy's
/// own destination, by that input. Run before one-shot bufferization.
///
/// Why: a matmul whose B is packed into panels computes into an
/// `expand_shape` of C, and `lower_unpack` copies the collapsed result back
/// into C. A copy's result is its input, so dropping it changes no value, but
/// one-shot bufferization cannot put the matmul in place while the copy reads
/// and writes C: it copies C into a temporary before the matmul and back after
/// it, two passes over C (8 MB on a 1024^3 matmul) that cost about 4% of the
/// kernel. Without the copy the matmul writes C in place.
void forwardWriteBackCopies(mlir::ModuleOp module);

} // namespace rlas

#endif // RLAS_WRITEBACKFORWARDING_H
