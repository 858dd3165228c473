//===- Lowering.h - From scheduled linalg to the LLVM dialect ---*- C++ -*-===//
#ifndef RLAS_LOWERING_H
#define RLAS_LOWERING_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LogicalResult.h"

#include <cstdint>

namespace rlas {
class CoreContext;

/// The transform scripts run after bufferization: the first folds aliasing,
/// hoists loop-invariant vector transfers and lowers vector ops to what LLVM
/// vectorizes well (outer products, 1-D transfers); the second, run once the
/// 1-D transfers no longer go through reshaped views (ReshapedTransfers.h),
/// hoists again and finishes the lowering.
extern const char *const kVectorUnrollingScript;
extern const char *const kVectorFinishingScript;

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
