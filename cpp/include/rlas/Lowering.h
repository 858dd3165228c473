//===- Lowering.h - From scheduled linalg to the LLVM dialect ---*- C++ -*-===//
#ifndef RLAS_LOWERING_H
#define RLAS_LOWERING_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LogicalResult.h"

#include <cstdint>
#include <map>
#include <string>

namespace rlas {
class CoreContext;

/// Bufferizes the program and returns the bytes of buffers it allocates
/// (memref.alloc/alloca of static size, each counted once). Data movement no
/// schedule step owns is split across `numThreads` (see DataMovement.h).
/// The seconds of its stages ("bufferize", "vector", "deallocate") are added
/// to `stageSeconds`, so that a slow compile says where its time went.
mlir::FailureOr<int64_t> bufferize(CoreContext &context, mlir::ModuleOp module,
                                   unsigned numThreads,
                                   std::map<std::string, double> &stageSeconds);

/// Lowers a bufferized program to the LLVM dialect. `numThreads` bounds the
/// OpenMP parallel regions (0: the OpenMP default).
mlir::LogicalResult lowerToLLVM(CoreContext &context, mlir::ModuleOp module,
                                unsigned numThreads);

} // namespace rlas

#endif // RLAS_LOWERING_H
