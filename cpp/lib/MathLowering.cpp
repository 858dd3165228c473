//===- MathLowering.cpp - Math ops the CPU code can compute ---------------===//
#include "rlas/MathLowering.h"

#include "mlir/Conversion/MathToLibm/MathToLibm.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/DialectConversion.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

using namespace mlir;

namespace rlas {

namespace {

/// f32 `erf(x)` as Eigen's and XLA's rational approximation: x P(x^2) / Q(x^2)
/// on x clamped to [-4, 4] (erf(4) is 1 in f32), clamped to [-1, 1]. Within
/// 4.5e-7 of erf everywhere; NaN stays NaN.
///
/// Why: MLIR 19's erf picks one of three rational pieces per element with
/// about twenty selects, which made an erf GELU compute-bound: 2.4 G elements/s
/// on 2 znver4 cores in the cache and beyond it alike, 0.6-0.8x PyTorch's in
/// the cache. This one is fifteen vector ops and a division.
struct RationalErfF32 : OpRewritePattern<math::ErfOp> {
  RationalErfF32(MLIRContext *context)
      : OpRewritePattern<math::ErfOp>(context, /*benefit=*/2) {}

  LogicalResult matchAndRewrite(math::ErfOp op,
                                PatternRewriter &rewriter) const override {
    Type type = op.getType();
    if (!getElementTypeOrSelf(type).isF32())
      return failure();
    static constexpr float kNumerator[] = {
        -2.72614225801306e-10f, 2.77068142495902e-08f, -2.10102402082508e-06f,
        -5.69250639462346e-05f, -7.34990630326855e-04f, -2.95459980854025e-03f,
        -1.60960333262415e-02f};
    static constexpr float kDenominator[] = {
        -1.45660718464996e-05f, -2.13374055278905e-04f, -1.68282697438203e-03f,
        -7.37332916720468e-03f, -1.42647390514189e-02f};
    Location loc = op.getLoc();
    auto constant = [&](float value) -> Value {
      Attribute scalar = rewriter.getF32FloatAttr(value);
      if (auto shaped = dyn_cast<ShapedType>(type))
        return rewriter.create<arith::ConstantOp>(
            loc, DenseElementsAttr::get(shaped, scalar));
      return rewriter.create<arith::ConstantOp>(loc, cast<TypedAttr>(scalar));
    };
    auto clamp = [&](Value value, float bound) -> Value {
      Value upper = rewriter.create<arith::MinimumFOp>(loc, value, constant(bound));
      return rewriter.create<arith::MaximumFOp>(loc, upper, constant(-bound));
    };
    auto polynomial = [&](Value x, ArrayRef<float> coefficients) -> Value {
      Value sum = constant(coefficients.front());
      for (float coefficient : coefficients.drop_front())
        sum = rewriter.create<math::FmaOp>(loc, sum, x, constant(coefficient));
      return sum;
    };
    Value x = clamp(op.getOperand(), 4.0f);
    Value square = rewriter.create<arith::MulFOp>(loc, x, x);
    Value numerator = rewriter.create<arith::MulFOp>(
        loc, x, polynomial(square, kNumerator));
    Value ratio = rewriter.create<arith::DivFOp>(
        loc, numerator, polynomial(square, kDenominator));
    rewriter.replaceOp(op, clamp(ratio, 1.0f));
    return success();
  }
};

} // namespace

LogicalResult lowerMathForCPU(ModuleOp module) {
  MLIRContext *context = module.getContext();
  RewritePatternSet approximations(context);
  approximations.add<RationalErfF32>(context);
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
