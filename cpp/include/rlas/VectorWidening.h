//===- VectorWidening.h - Masked full-register memory accesses --*- C++ -*-===//
#ifndef RLAS_VECTORWIDENING_H
#define RLAS_VECTORWIDENING_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LogicalResult.h"

namespace rlas {

/// The width in bytes of the host's widest vector registers (64 with
/// AVX-512, 32 with AVX, 16 otherwise).
unsigned hostVectorRegisterBytes();

/// Widens 1-D vector values that span several registers without filling them
/// (a 54-wide convolution row: 3 registers and 6 floats) to whole
/// registers (three registers to four), through lane-wise ops, loop-carried
/// values (a row carried as vector<1x1xNxf32> first as a 1-D row) and masked
/// loads and stores. LLVM otherwise splits them into halves that do not line
/// up with registers and assembles the pieces from scalars, which can cost
/// more than the arithmetic. Does nothing for registers narrower than AVX's (32 bytes),
/// which have no masked loads.
mlir::LogicalResult widenPartialVectorAccesses(mlir::ModuleOp module,
                                               unsigned registerBytes);

} // namespace rlas

#endif // RLAS_VECTORWIDENING_H
