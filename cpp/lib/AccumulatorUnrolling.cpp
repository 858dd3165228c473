//===- AccumulatorUnrolling.cpp - Register-tile loops unrolled ------------===//
//
// See AccumulatorUnrolling.h.
//
//===----------------------------------------------------------------------===//
#include "rlas/AccumulatorUnrolling.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Utils/Utils.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"

using namespace mlir;

namespace rlas {

/// Ops in a loop's body past which it is not unrolled (a register tile's is
/// 20-60; four copies of a larger one would crowd the instruction cache).
static constexpr int64_t kMaxBodyOps = 96;

/// The unroll factor for `loop`, or 0 when it is not a register tile's
/// reduction loop (see the header).
static int64_t unrollFactor(scf::ForOp loop) {
  if (loop.getNumRegionIterArgs() == 0 ||
      !llvm::all_of(loop.getRegionIterArgs(),
                    [](Value arg) { return isa<VectorType>(arg.getType()); }))
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
