//===- InputProgram.h - A user's program in the form the core schedules -*- C++ -*-===//
//
// The core schedules structured linalg ops on tensors, surrounded by the
// tensor, arith, math and func ops a network needs, and lowers them for the
// CPU. A user's program may hold more: named ops that are not structured ops
// (`linalg.softmax`), which are decomposed here into the generics they stand
// for, and ops the core cannot lower (another dialect, linalg on memrefs),
// which are refused here with one error on the op saying what to do.
//
//===----------------------------------------------------------------------===//
#ifndef RLAS_INPUTPROGRAM_H
#define RLAS_INPUTPROGRAM_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LogicalResult.h"

#include <string>
#include <vector>

namespace rlas {

/// Refuses, with an error on the first such op, an op the core cannot lower:
/// one of a dialect outside linalg/tensor/arith/math/func and the few the
/// lowering handles (scf, memref, ...), a linalg op that is neither structured
/// nor decomposable, or a linalg op on memrefs (a bufferized program, which
/// the schedules' tiled fusion and packing cannot transform).
mlir::LogicalResult checkLowerable(mlir::ModuleOp module);

/// Decomposes every op implementing `linalg::AggregatedOpInterface` (MLIR 19:
/// `linalg.softmax`) into the linalg ops it stands for, as
/// `transform.structured.decompose_interface` does. Returns the names of the
/// decomposed ops, sorted and unique (empty: nothing changed).
mlir::FailureOr<std::vector<std::string>>
decomposeAggregatedOps(mlir::ModuleOp module);

/// Rewrites every `linalg.conv_2d_nhwc_fhwc` into a `linalg.transpose` of its
/// filter and a `linalg.conv_2d_nhwc_hwcf`, as
/// `transform.structured.transpose_conv2d` does. Returns whether it did.
///
/// Why: the output channels are the vector lanes of an NHWC convolution, and
/// an FHWC filter stores them outermost, so every lane of a filter vector
/// came from another row (a 3x3 28x28x160x96 convolution reached 0.3x
/// PyTorch). In HWCF the filter's rows are the lanes; transposing it once per
/// call costs one pass over the filter, and MLIR decomposes and vectorizes
/// the HWCF convolution as it does any other.
bool transposeFhwcFilters(mlir::ModuleOp module);

/// Gives each linalg op that writes into a function argument it also reads
/// (`ins(%x) outs(%x)`, an in-place update) a copy of that argument to write
/// into (`bufferization.alloc_tensor() copy(%x)`). Returns whether it did.
///
/// Why: bufferization computes such an op in place in the argument's buffer
/// only while it can prove every read precedes the write; tiled, the op reads
/// slices of the argument after writing others, so the scheduled program
/// returns a new buffer where the untransformed one updated the argument, and
/// the two take different arguments. With the copy both return a new buffer.
bool copyAliasedInits(mlir::ModuleOp module);

} // namespace rlas

#endif // RLAS_INPUTPROGRAM_H
