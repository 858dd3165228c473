//===- Context.h - MLIR context with captured diagnostics -------*- C++ -*-===//
//
// Every entry point of the core works in its own CoreContext: an MLIRContext
// with all dialects registered whose diagnostics are collected into a string
// instead of being printed, so that failures reach Python as one exception
// carrying every location and message.
//
//===----------------------------------------------------------------------===//
#ifndef RLAS_CONTEXT_H
#define RLAS_CONTEXT_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OwningOpRef.h"
#include "llvm/ADT/StringRef.h"

#include <memory>
#include <string>

namespace rlas {

/// Registers passes and the native LLVM target once per process.
void initializeProcess();

/// Formats a location as `file:line:col` (or the name of a NameLoc).
std::string formatLocation(mlir::Location loc);

/// An MLIRContext whose diagnostics are captured, not printed.
class CoreContext {
public:
  CoreContext();
  ~CoreContext();

  mlir::MLIRContext &get() { return context; }
  /// Returns and clears the diagnostics captured so far.
  std::string takeDiagnostics();
  /// Parses `source` (named `bufferName` in locations) and verifies it.
  mlir::OwningOpRef<mlir::ModuleOp> parse(llvm::StringRef source,
                                          llvm::StringRef bufferName);

private:
  mlir::MLIRContext context;
  std::string diagnostics;
  std::unique_ptr<mlir::ScopedDiagnosticHandler> handler;
};

/// Prints an operation in its custom form. With `withLocations`, the source
/// locations are kept so that later diagnostics still name the user's file.
std::string printOp(mlir::Operation *op, bool withLocations = false);

} // namespace rlas

#endif // RLAS_CONTEXT_H
