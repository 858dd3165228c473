//===- VectorWidening.cpp - Whole-register 1-D vector computations -------===//
//
// A 1-D vector that spans several registers without filling them (a 54-wide
// convolution row: three 16-lane registers and 6 floats) is legalized by LLVM
// in halves (27 + 27) that do not line up with the registers: the backend then
// assembles values from scalar loads, inserts and spills, and the kernel runs
// 2-3x slower. This conversion widens such values to whole registers
// (vector<54xf32> -> vector<64xf32>) through the ops that map lanes
// independently and through loop-carried values, and turns their memory
// accesses into masked loads and stores, which never touch the lanes they
// mask off. Anything else keeps its type, bridged by strided slices.
//
//===----------------------------------------------------------------------===//
#include "rlas/VectorWidening.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/Patterns.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Dialect/Vector/Transforms/VectorRewritePatterns.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/DialectConversion.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/TargetParser/Host.h"

using namespace mlir;

namespace rlas {

unsigned hostVectorRegisterBytes() {
  const llvm::StringMap<bool> features = llvm::sys::getHostCPUFeatures();
  if (features.lookup("avx512f"))
    return 64;
  if (features.lookup("avx"))
    return 32;
  return 16;
}

namespace {

/// The whole-register type for `type`, or null when `type` already fills
/// whole registers or is not a 1-D vector of scalars.
VectorType widenedType(Type type, unsigned registerBytes) {
  auto vector = dyn_cast<VectorType>(type);
  if (!vector || vector.getRank() != 1 || vector.isScalable())
    return {};
  unsigned bits = vector.getElementTypeBitWidth();
  if (bits == 0 || bits % 8 != 0 || registerBytes * 8 < bits)
    return {};
  int64_t lanes = registerBytes * 8 / bits;
  int64_t length = vector.getDimSize(0);
  // Within one register LLVM widens by itself (and does it well: masking an
  // 11-wide pooling window made its kernel 1.6x slower).
  if (length <= lanes || length % lanes == 0)
    return {};
  int64_t registers = llvm::divideCeil(length, lanes);
  // Three registers are widened to four: a loop-carried vector<48xf32> (a
  // pooling row's maximum, 37 floats) went through scalar inserts and the
  // stack in LLVM's code on every iteration, 5x slower than vector<64xf32>.
  if (registers == 3)
    registers = 4;
  int64_t rounded = registers * lanes;
  return VectorType::get({rounded}, vector.getElementType());
}

Value zeroVector(OpBuilder &builder, Location loc, VectorType type) {
  return builder.create<arith::ConstantOp>(loc, type, builder.getZeroAttr(type));
}

class WideningTypeConverter : public TypeConverter {
public:
  explicit WideningTypeConverter(unsigned registerBytes) {
    addConversion([](Type type) { return type; });
    addConversion([registerBytes](VectorType type) -> Type {
      VectorType wide = widenedType(type, registerBytes);
      return wide ? wide : type;
    });
    auto widen = [](OpBuilder &builder, VectorType wide, ValueRange inputs,
                    Location loc) -> std::optional<Value> {
      if (inputs.size() != 1)
        return std::nullopt;
      return builder
          .create<vector::InsertStridedSliceOp>(loc, inputs[0],
                                                zeroVector(builder, loc, wide),
                                                ArrayRef<int64_t>{0},
                                                ArrayRef<int64_t>{1})
          .getResult();
    };
    auto narrowBack = [](OpBuilder &builder, VectorType narrow, ValueRange inputs,
                         Location loc) -> std::optional<Value> {
      if (inputs.size() != 1)
        return std::nullopt;
      return builder
          .create<vector::ExtractStridedSliceOp>(
              loc, inputs[0], ArrayRef<int64_t>{0},
              ArrayRef<int64_t>{narrow.getDimSize(0)}, ArrayRef<int64_t>{1})
          .getResult();
    };
    addTargetMaterialization(widen);
    // An argument materialization goes from a converted block argument back
    // to its original type (a widened loop-carried vector read by an op that
    // keeps its width): it narrows, as a source materialization does.
    addArgumentMaterialization(narrowBack);
    addSourceMaterialization(narrowBack);
  }
};

/// `type` as `converter` widens it, or null when it stays as it is.
VectorType widenedBy(const TypeConverter *converter, Type type) {
  auto wide = dyn_cast_or_null<VectorType>(converter->convertType(type));
  return wide && wide != type ? wide : VectorType();
}

/// Integer division and remainder trap (or are undefined) on the zero lanes
/// that widening adds; they keep their type.
bool dividesIntegers(Operation *op) {
  static const llvm::StringSet<> names = {
      "arith.divsi",      "arith.divui",       "arith.remsi",
      "arith.remui",      "arith.ceildivsi",   "arith.ceildivui",
      "arith.floordivsi"};
  return names.contains(op->getName().getStringRef());
}

/// Lane-wise ops whose every operand and result is a scalar or a 1-D vector.
bool isLaneWise(Operation *op) {
  if (!op->hasTrait<OpTrait::Elementwise>() || op->getNumRegions() != 0 ||
      op->getNumResults() != 1 || dividesIntegers(op))
    return false;
  auto scalarOr1D = [](Type type) {
    auto vector = dyn_cast<VectorType>(type);
    return !vector || (vector.getRank() == 1 && !vector.isScalable());
  };
  return llvm::all_of(op->getOperandTypes(), scalarOr1D) &&
         llvm::all_of(op->getResultTypes(), scalarOr1D);
}

/// Whether `converter` widens a lane-wise op's vectors all to one length. A
/// comparison of widened floats gives an `i1` mask, which has no register
/// width of its own and keeps its type: such an op keeps its types too, its
/// widened operands narrowed back by the materializations.
bool widensUniformly(Operation *op, const TypeConverter &converter) {
  std::optional<int64_t> length;
  bool widens = false;
  auto agrees = [&](Type type) {
    auto vector = dyn_cast<VectorType>(type);
    if (!vector)
      return true;
    auto wide = dyn_cast_or_null<VectorType>(converter.convertType(type));
    if (!wide)
      return false;
    widens |= wide != vector;
    int64_t lanes = wide.getDimSize(0);
    if (length && *length != lanes)
      return false;
    length = lanes;
    return true;
  };
  return llvm::all_of(op->getOperandTypes(), agrees) &&
         llvm::all_of(op->getResultTypes(), agrees) && widens;
}

struct WidenLaneWise : ConversionPattern {
  WidenLaneWise(const TypeConverter &converter, MLIRContext *context)
      : ConversionPattern(converter, MatchAnyOpTypeTag(), /*benefit=*/1,
                          context) {}

  LogicalResult
  matchAndRewrite(Operation *op, ArrayRef<Value> operands,
                  ConversionPatternRewriter &rewriter) const override {
    if (!isLaneWise(op) || !widensUniformly(op, *getTypeConverter()))
      return failure();
    VectorType wide = widenedBy(getTypeConverter(), op->getResult(0).getType());
    if (!wide)
      return failure();
    // Every vector operand has the result's shape (Elementwise), so each
    // was widened alike.
    OperationState state(op->getLoc(), op->getName(), operands, {wide},
                         op->getAttrs());
    rewriter.replaceOp(op, rewriter.create(state)->getResults());
    return success();
  }
};

struct WidenSplatConstant : OpConversionPattern<arith::ConstantOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(arith::ConstantOp constant, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto splat = dyn_cast<SplatElementsAttr>(constant.getValue());
    VectorType wide = widenedBy(getTypeConverter(), constant.getType());
    if (!splat || !wide)
      return failure();
    rewriter.replaceOpWithNewOp<arith::ConstantOp>(
        constant, wide,
        SplatElementsAttr::get(wide, splat.getSplatValue<Attribute>()));
    return success();
  }
};

struct WidenScalarBroadcast : OpConversionPattern<vector::BroadcastOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(vector::BroadcastOp broadcast, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    VectorType wide = widenedBy(getTypeConverter(), broadcast.getType());
    if (isa<VectorType>(broadcast.getSourceType()) || !wide)
      return failure();
    rewriter.replaceOpWithNewOp<vector::BroadcastOp>(broadcast, wide,
                                                     adaptor.getSource());
    return success();
  }
};

Value prefixMask(OpBuilder &builder, Location loc, VectorType wide,
                 int64_t length) {
  auto maskType = VectorType::get(wide.getShape(), builder.getI1Type());
  return builder.create<vector::ConstantMaskOp>(
      loc, maskType, builder.getI64ArrayAttr({length}));
}

struct WidenLoad : OpConversionPattern<vector::LoadOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(vector::LoadOp load, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    VectorType narrow = load.getVectorType();
    VectorType wide = widenedBy(getTypeConverter(), narrow);
    if (!wide)
      return failure();
    Location loc = load.getLoc();
    Value mask = prefixMask(rewriter, loc, wide, narrow.getDimSize(0));
    rewriter.replaceOpWithNewOp<vector::MaskedLoadOp>(
        load, wide, adaptor.getBase(), adaptor.getIndices(), mask,
        zeroVector(rewriter, loc, wide));
    return success();
  }
};

struct WidenStore : OpConversionPattern<vector::StoreOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(vector::StoreOp store, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    VectorType narrow = store.getVectorType();
    VectorType wide = widenedBy(getTypeConverter(), narrow);
    if (!wide)
      return failure();
    Value mask =
        prefixMask(rewriter, store.getLoc(), wide, narrow.getDimSize(0));
    rewriter.replaceOpWithNewOp<vector::MaskedStoreOp>(
        store, adaptor.getBase(), adaptor.getIndices(), mask,
        adaptor.getValueToStore());
    return success();
  }
};

/// The row shape (1 x ... x 1 x n) a lane-wise op of rank 2 or more is split
/// into when its rows would be widened; nullopt for any other op.
std::optional<SmallVector<int64_t>> raggedRowShape(Operation *op,
                                                   unsigned registerBytes) {
  if (!op->hasTrait<OpTrait::Elementwise>() || op->getNumResults() != 1 ||
      dividesIntegers(op))
    return std::nullopt;
  auto vector = dyn_cast<VectorType>(op->getResult(0).getType());
  if (!vector || vector.getRank() < 2 || vector.isScalable())
    return std::nullopt;
  int64_t length = vector.getShape().back();
  if (!widenedType(VectorType::get({length}, vector.getElementType()),
                   registerBytes))
    return std::nullopt;
  SmallVector<int64_t> row(vector.getRank(), 1);
  row.back() = length;
  return row;
}

/// The row of a vector whose dimensions are all 1 but the last, when the
/// widening takes that row (vector<1x1x37xf32> -> vector<37xf32>); else null.
VectorType raggedRowOfUnitDims(Type type, unsigned registerBytes) {
  auto vector = dyn_cast<VectorType>(type);
  if (!vector || vector.getRank() < 2 || vector.isScalable() ||
      llvm::any_of(vector.getShape().drop_back(),
                   [](int64_t size) { return size != 1; }))
    return {};
  auto row = VectorType::get({vector.getShape().back()}, vector.getElementType());
  return widenedType(row, registerBytes) ? row : VectorType();
}

/// Carries `loop`'s ragged rows of unit outer dimensions as 1-D values. A
/// pooling row's hoisted accumulator (vector<1x1x37xf32>) is otherwise carried
/// through the window loops as an LLVM array the widening below does not see:
/// each iteration then moved its 37 floats through scalar inserts and the
/// stack, and stride-1 NCHW max pools ran 3-6x slower than torch.compile. The
/// row is taken out with `vector.extract` and put back with
/// `vector.broadcast`, which fold into the ops around them.
void carryRowsOneDimensional(scf::ForOp loop, unsigned registerBytes) {
  SmallVector<Value> inits(loop.getInitArgs());
  SmallVector<unsigned> rows;
  for (auto [index, init] : llvm::enumerate(inits))
    if (raggedRowOfUnitDims(init.getType(), registerBytes))
      rows.push_back(index);
  if (rows.empty())
    return;
  IRRewriter rewriter(loop.getContext());
  Location loc = loop.getLoc();
  auto toRow = [&](Value value) -> Value {
    auto type = cast<VectorType>(value.getType());
    SmallVector<int64_t> zeros(type.getRank() - 1, 0);
    return rewriter.create<vector::ExtractOp>(loc, value, zeros);
  };
  rewriter.setInsertionPoint(loop);
  for (unsigned index : rows)
    inits[index] = toRow(inits[index]);
  auto carried = rewriter.create<scf::ForOp>(loc, loop.getLowerBound(),
                                             loop.getUpperBound(),
                                             loop.getStep(), inits);
  Block *body = carried.getBody();
  assert(body->empty() && "a loop built with iter_args has no yield yet");
  rewriter.setInsertionPointToStart(body);
  SmallVector<Value> arguments(body->getArguments());
  for (unsigned index : rows) {
    Value argument = body->getArgument(index + 1);
    arguments[index + 1] = rewriter.create<vector::BroadcastOp>(
        loc, loop.getRegionIterArgs()[index].getType(), argument);
  }
  rewriter.mergeBlocks(loop.getBody(), body, arguments);
  auto yield = cast<scf::YieldOp>(body->getTerminator());
  rewriter.setInsertionPoint(yield);
  for (unsigned index : rows)
    yield->setOperand(index, toRow(yield->getOperand(index)));
  rewriter.setInsertionPointAfter(carried);
  SmallVector<Value> results(carried.getResults());
  for (unsigned index : rows)
    results[index] = rewriter.create<vector::BroadcastOp>(
        loc, loop.getResult(index).getType(), results[index]);
  rewriter.replaceOp(loop, results);
}

/// Splits the lane-wise ops on n-D vectors with ragged rows (a 16 x 28 tile of
/// a depthwise convolution) into one op per row, and folds the row inserts and
/// extracts around them away. The rows are then 1-D values the widening
/// below takes; left 2-D, each row was legalized by LLVM in halves and bridged
/// to its widened loads and accumulators by shuffles, 6x slower than the same
/// tile with one channel per row (MobileNetV2's 144-channel depthwise layer:
/// 2.4 ms against 0.4).
LogicalResult splitRaggedRows(ModuleOp module, unsigned registerBytes) {
  MLIRContext *context = module.getContext();
  vector::UnrollVectorOptions options;
  options.setNativeShapeFn([registerBytes](Operation *op) {
    return raggedRowShape(op, registerBytes);
  });
  RewritePatternSet patterns(context);
  vector::populateVectorUnrollPatterns(patterns, options);
  vector::populateCastAwayVectorLeadingOneDimPatterns(patterns);
  for (Dialect *dialect : context->getLoadedDialects())
    dialect->getCanonicalizationPatterns(patterns);
  for (RegisteredOperationName name : context->getRegisteredOperations())
    name.getCanonicalizationPatterns(patterns, context);
  if (failed(applyPatternsAndFoldGreedily(module, std::move(patterns))))
    return emitError(module.getLoc())
           << "splitting vector tiles into rows did not converge";
  return success();
}

} // namespace

LogicalResult widenPartialVectorAccesses(ModuleOp module,
                                         unsigned registerBytes) {
  // Before AVX there are no masked loads: LLVM would emulate them lane by lane.
  if (registerBytes < 32)
    return success();
  SmallVector<scf::ForOp> loops;
  module.walk([&](scf::ForOp loop) { loops.push_back(loop); });
  for (scf::ForOp loop : loops)
    carryRowsOneDimensional(loop, registerBytes);
  if (failed(splitRaggedRows(module, registerBytes)))
    return failure();
  MLIRContext *context = module.getContext();
  WideningTypeConverter converter(registerBytes);
  auto typesChange = [&](Operation *op) { return !converter.isLegal(op); };

  ConversionTarget target(*context);
  target.markUnknownOpDynamicallyLegal([&](Operation *op) {
    if (isLaneWise(op))
      return !widensUniformly(op, converter);
    if (auto constant = dyn_cast<arith::ConstantOp>(op))
      return !isa<SplatElementsAttr>(constant.getValue()) || !typesChange(op);
    if (auto broadcast = dyn_cast<vector::BroadcastOp>(op))
      return isa<VectorType>(broadcast.getSourceType()) || !typesChange(op);
    if (auto load = dyn_cast<vector::LoadOp>(op))
      return !widenedType(load.getVectorType(), registerBytes);
    if (auto store = dyn_cast<vector::StoreOp>(op))
      return !widenedType(store.getVectorType(), registerBytes);
    return true;
  });

  RewritePatternSet patterns(context);
  patterns.add<WidenLaneWise>(converter, context);
  patterns.add<WidenSplatConstant, WidenScalarBroadcast, WidenLoad, WidenStore>(
      converter, context);
  scf::populateSCFStructuralTypeConversionsAndLegality(converter, patterns,
                                                       target);
  if (failed(applyPartialConversion(module, target, std::move(patterns))))
    return emitError(module.getLoc())
           << "widening 1-D vectors to whole registers failed";
  return success();
}

} // namespace rlas
