//===- MathLowering.cpp - Math ops the CPU code can compute ---------------===//
#include "rlas/MathLowering.h"

#include "mlir/Conversion/MathToLibm/MathToLibm.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Transforms/DialectConversion.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

using namespace mlir;

namespace rlas {

LogicalResult lowerMathForCPU(ModuleOp module) {
  MLIRContext *context = module.getContext();
  RewritePatternSet approximations(context);
  populateExpandTanPattern(approximations);
  populateExpandSinhPattern(approximations);
  populateExpandCoshPattern(approximations);
  populateExpandAsinhPattern(approximations);
  populateExpandAcoshPattern(approximations);
  populateExpandAtanhPattern(approximations);
  populateExpandFPowIPattern(approximations);
  populateMathPolynomialApproximationPatterns(approximations);
  if (failed(applyPatternsAndFoldGreedily(module, std::move(approximations))))
    return module.emitError("approximating the math ops did not converge");

  // The ops MLIR 19's math-to-llvm has no pattern for become libm calls; the
  // others stay for LLVM's intrinsics (sqrt, floor, fma, pow, ...).
  ConversionTarget target(*context);
  target.addLegalDialect<arith::ArithDialect, func::FuncDialect,
                         math::MathDialect, vector::VectorDialect>();
  target.addIllegalOp<math::AcosOp, math::AcoshOp, math::AsinOp,
                      math::AsinhOp, math::AtanOp, math::Atan2Op,
                      math::AtanhOp, math::CbrtOp, math::CoshOp, math::ErfOp,
                      math::SinhOp, math::TanOp, math::TanhOp>();
  RewritePatternSet libm(context);
  populateMathToLibmConversionPatterns(libm);
  return applyPartialConversion(module, target, std::move(libm));
}

} // namespace rlas
