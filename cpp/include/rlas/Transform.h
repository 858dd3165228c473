//===- Transform.h - Apply transform-dialect scripts ------------*- C++ -*-===//
#ifndef RLAS_TRANSFORM_H
#define RLAS_TRANSFORM_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LogicalResult.h"
#include "llvm/ADT/StringRef.h"

namespace rlas {
class CoreContext;

/// Parses `script` (a module with `@__transform_main`) and applies it to
/// `payload` with the transform interpreter, then verifies the payload.
/// On failure the diagnostics are in the context and the payload may be
/// partially transformed: callers work on a copy they can discard.
mlir::LogicalResult applyTransformScript(CoreContext &context,
                                         mlir::ModuleOp payload,
                                         llvm::StringRef script,
                                         llvm::StringRef scriptName);

} // namespace rlas

#endif // RLAS_TRANSFORM_H
