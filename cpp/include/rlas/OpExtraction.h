//===- OpExtraction.h - One op of a program as a program of its own -*- C++ -*-===//
//
// A network's ops are tuned and timed one at a time: each becomes a program
// whose function takes the op's operands as arguments and returns its results.
// What makes an operand cheap to rebuild (a constant, an empty tensor, a fill
// of one) is cloned with the op, so the extracted op keeps the producers it
// would fuse with and reads no argument it does not need; every other operand
// becomes an argument. The copies carry no tags: the extracted program is a
// source of its own, tagged afresh when it is read.
//
//===----------------------------------------------------------------------===//
#ifndef RLAS_OPEXTRACTION_H
#define RLAS_OPEXTRACTION_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/Support/LogicalResult.h"
#include "llvm/ADT/ArrayRef.h"

#include <string>

namespace rlas {

/// A new module in `module`'s context holding `func.func @<name>` with the ops
/// tagged `tags` (their `rl.tag` attributes), in program order, and the cheap
/// producers they read; a value one of them computes for another stays inside,
/// and the function returns the results of the last. Several ops are extracted
/// together where a schedule fuses them (a consumer and its fused producers).
/// Fails with a diagnostic when no op, or several, carry one of the tags.
mlir::FailureOr<mlir::OwningOpRef<mlir::ModuleOp>>
extractOps(mlir::ModuleOp module, llvm::ArrayRef<std::string> tags, const std::string &name);

} // namespace rlas

#endif // RLAS_OPEXTRACTION_H
