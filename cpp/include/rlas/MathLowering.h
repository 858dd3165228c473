//===- MathLowering.h - Math ops the CPU code can compute -------*- C++ -*-===//
#ifndef RLAS_MATHLOWERING_H
#define RLAS_MATHLOWERING_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LogicalResult.h"

namespace rlas {

/// Rewrites the `math` ops of `module` into what the LLVM lowering handles:
/// f32 `erf` becomes Eigen's and XLA's rational function of x^2 (a third of
/// MLIR's piecewise one's vector ops: erf GELUs 1.9-2.8x faster in the cache),
/// f32 `tanh`, `exp`, `log`, `atan`, `sin`, ... MLIR's polynomial
/// approximations (arith and `math.fma` on the same vector types, so a
/// vectorized body stays vectorized); `tan`, `sinh`, `cosh` and the inverse
/// hyperbolics are expanded into those first; what is left without an LLVM
/// lowering (f64 `erf`, `tanh`, ...) becomes a libm call.
///
/// Why: MLIR 19's `convert-to-llvm` lowers only the math ops that LLVM has
/// intrinsics for, and leaves e.g. `math.erf` (a GELU) to fail at translation;
/// `convert-math-to-libm` alone would turn every op into a scalar call,
/// `sqrt` and `floor` too, and it refuses `rsqrt`.
mlir::LogicalResult lowerMathForCPU(mlir::ModuleOp module);

} // namespace rlas

#endif // RLAS_MATHLOWERING_H
