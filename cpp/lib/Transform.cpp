//===- Transform.cpp - Apply transform-dialect scripts --------------------===//
#include "rlas/Transform.h"
#include "rlas/Context.h"

#include "mlir/Dialect/Transform/IR/TransformDialect.h"
#include "mlir/Dialect/Transform/Interfaces/TransformInterfaces.h"
#include "mlir/Dialect/Transform/Transforms/TransformInterpreterUtils.h"
#include "mlir/IR/Verifier.h"

using namespace mlir;

namespace rlas {

LogicalResult applyTransformScript(CoreContext &context, ModuleOp payload,
                                   llvm::StringRef script,
                                   llvm::StringRef scriptName) {
  OwningOpRef<ModuleOp> scriptModule = context.parse(script, scriptName);
  if (!scriptModule)
    return failure();
  Operation *entry = transform::detail::findTransformEntryPoint(
      payload, *scriptModule,
      transform::TransformDialect::kTransformEntryPointSymbolName);
  if (!entry)
    return emitError(scriptModule->getLoc())
           << "the transform script has no @"
           << transform::TransformDialect::kTransformEntryPointSymbolName;
  transform::TransformOptions options;
  options.enableExpensiveChecks(false);
  if (failed(transform::applyTransformNamedSequence(payload, entry,
                                                    *scriptModule, options)))
    return failure();
  if (failed(verify(payload)))
    return emitError(payload.getLoc())
           << "the program is invalid after the transform script";
  return success();
}

} // namespace rlas
