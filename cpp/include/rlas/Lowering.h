//===- Lowering.h - From scheduled linalg to the LLVM dialect ---*- C++ -*-===//
#ifndef RLAS_LOWERING_H
#define RLAS_LOWERING_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LogicalResult.h"

#include <cstdint>

namespace rlas {
class CoreContext;

/// Bufferizes the program and returns the bytes of buffers it allocates
/// (memref.alloc/alloca of static size, each counted once). Data movement no
/// schedule step owns is split across `numThreads` (see DataMovement.h).
mlir::FailureOr<int64_t> bufferize(CoreContext &context, mlir::ModuleOp module,
                                   unsigned numThreads);

/// Lowers a bufferized program to the LLVM dialect. `numThreads` bounds the
/// OpenMP parallel regions (0: the OpenMP default).
mlir::LogicalResult lowerToLLVM(CoreContext &context, mlir::ModuleOp module,
                                unsigned numThreads);

} // namespace rlas

#endif // RLAS_LOWERING_H
