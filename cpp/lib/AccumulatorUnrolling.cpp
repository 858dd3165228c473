//===- AccumulatorUnrolling.cpp - Register-tile loops unrolled ------------===//
//
// See AccumulatorUnrolling.h.
//
//===----------------------------------------------------------------------===//
#include "rlas/AccumulatorUnrolling.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Utils/Utils.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "llvm/ADT/STLExtras.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/SmallVector.h"

using namespace mlir;

namespace rlas {

/// Ops in a loop's body past which it is not unrolled (a register tile's is
/// 20-60; four copies of a larger one would crowd the instruction cache).
static constexpr int64_t kMaxBodyOps = 96;

/// Whether `loop` carries values, all of them vectors (accumulators).
static bool carriesOnlyVectors(scf::ForOp loop) {
  return loop.getNumRegionIterArgs() > 0 &&
         llvm::all_of(loop.getRegionIterArgs(),
                      [](Value arg) { return isa<VectorType>(arg.getType()); });
}

/// The unroll factor for `loop`, or 0 when it is not a register tile's
/// reduction loop (see the header).
static int64_t unrollFactor(scf::ForOp loop) {
  if (!carriesOnlyVectors(loop))
    return 0;
  std::optional<int64_t> lower = getConstantIntValue(loop.getLowerBound());
  std::optional<int64_t> upper = getConstantIntValue(loop.getUpperBound());
  std::optional<int64_t> step = getConstantIntValue(loop.getStep());
  if (!lower || !upper || !step || *step <= 0)
    return 0;
  int64_t trips = (*upper - *lower + *step - 1) / *step;
  Block *body = loop.getBody();
  int64_t ops = 0;
  bool fma = false;
  for (Operation &op : *body) {
    if (op.getNumRegions())
      return 0; // not innermost
    fma |= isa<vector::FMAOp>(op);
    ++ops;
  }
  if (!fma || ops > kMaxBodyOps)
    return 0;
  for (int64_t factor : {4, 2})
    if (trips >= factor && trips % factor == 0)
      return factor;
  return 0;
}

/// Vectors a loop must carry for its multiply-adds to become FMAs: two FMA
/// units of four cycles' latency keep eight independent chains busy.
static constexpr int64_t kMinFusedAccumulators = 8;

/// The 1-D vectors `loop` carries: an n-D accumulator (a packed depthwise
/// convolution's 2x8 points of 16 lanes, vector<2x8x16xf32>) counts as its
/// rows, which it lowers to.
static int64_t carriedRows(scf::ForOp loop) {
  int64_t rows = 0;
  for (Value arg : loop.getRegionIterArgs()) {
    auto type = cast<VectorType>(arg.getType());
    rows += type.getNumElements() / type.getShape().back();
  }
  return rows;
}

/// Whether `loop` is an innermost loop carrying at least
/// `kMinFusedAccumulators` vectors (a register tile's reduction loop).
static bool carriesRegisterTile(scf::ForOp loop) {
  if (!carriesOnlyVectors(loop) || carriedRows(loop) < kMinFusedAccumulators)
    return false;
  return llvm::none_of(loop.getBody()->getOperations(),
                       [](Operation &op) { return op.getNumRegions() > 0; });
}

void fuseAccumulatorMultiplyAdds(ModuleOp module) {
  SmallVector<arith::AddFOp> adds;
  module.walk([&](scf::ForOp loop) {
    if (!carriesRegisterTile(loop))
      return;
    for (auto add : loop.getBody()->getOps<arith::AddFOp>())
      if (isa<VectorType>(add.getType()))
        adds.push_back(add);
  });
  IRRewriter rewriter(module.getContext());
  for (arith::AddFOp add : adds) {
    for (unsigned index : {0u, 1u}) {
      auto multiply = add->getOperand(index).getDefiningOp<arith::MulFOp>();
      if (!multiply || !multiply->hasOneUse() || multiply->getBlock() != add->getBlock())
        continue;
      rewriter.setInsertionPoint(add); // replaceOpWithNewOp builds where the rewriter is
      rewriter.replaceOpWithNewOp<vector::FMAOp>(add, multiply.getLhs(), multiply.getRhs(),
                                                 add->getOperand(1 - index));
      rewriter.eraseOp(multiply);
      break;
    }
  }
}

void unrollAccumulatorLoops(ModuleOp module) {
  SmallVector<std::pair<scf::ForOp, int64_t>> loops;
  module.walk([&](scf::ForOp loop) {
    if (int64_t factor = unrollFactor(loop))
      loops.emplace_back(loop, factor);
  });
  for (auto [loop, factor] : loops)
    (void)loopUnrollByFactor(loop, factor); // a loop it cannot unroll stays rolled
}

} // namespace rlas
