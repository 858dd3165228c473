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

#include <string>

namespace rlas {

/// A new module in `module`'s context holding `func.func @<name>` with the op
/// tagged `tag` (its `rl.tag` attribute) and the cheap producers it reads.
/// Fails with a diagnostic when no op, or several, carry the tag.
mlir::FailureOr<mlir::OwningOpRef<mlir::ModuleOp>>
extractOp(mlir::ModuleOp module, const std::string &tag, const std::string &name);

} // namespace rlas

#endif // RLAS_OPEXTRACTION_H
