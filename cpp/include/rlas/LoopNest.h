//===- LoopNest.h - Loop-nest descriptions of linalg ops --------*- C++ -*-===//
//
// Describes each linalg op of a program as plain data: loops, operand access
// matrices, body arithmetic and producers. This is what the agent observes.
//
//===----------------------------------------------------------------------===//
#ifndef RLAS_LOOPNEST_H
#define RLAS_LOOPNEST_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LogicalResult.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace rlas {

/// The discardable attribute that names an op for schedules.
inline constexpr const char *kTagAttrName = "rl.tag";
/// The module attribute holding the next free tag index (`tagLinalgOps`).
inline constexpr const char *kNextTagAttrName = "rl.next_tag";

struct Loop {
  int64_t tripCount = 0;
  bool isReduction = false;
};

struct OperandAccess {
  bool isInit = false;             ///< An `outs` operand, else an input.
  std::vector<int64_t> shape;      ///< Empty for scalars.
  std::string elementType;
  /// One row per operand dimension; columns are the loops, then a constant.
  std::vector<std::vector<int64_t>> accessMatrix;
  /// Tags of the linalg ops it is read from directly or through an extract_slice.
  std::vector<std::string> directProducers;
};

struct OpNest {
  std::string tag;
  std::string name;
  std::string location;
  std::vector<Loop> loops;
  std::vector<OperandAccess> operands;
  /// Body operations by name (e.g. "arith.mulf"), yield excluded.
  std::map<std::string, int64_t> arithmeticCounts;
  /// Tags of the linalg ops whose results this op reads, in operand order,
  /// also through the reshapes, pads and slices between them: what it depends on.
  std::vector<std::string> producers;
  /// Those it reads directly or through an `extract_slice`: what tiled fusion
  /// (`fuse_into_containing_op`) can fuse into its loops.
  std::vector<std::string> directProducers;
};

/// Gives every linalg op without a tag the tag "opN" (N in walk order, after
/// the highest existing one), so that tags are stable across calls.
void tagLinalgOps(mlir::ModuleOp module);

/// Describes every linalg op. Fails with a diagnostic on the op when its
/// shapes are dynamic or an indexing map is not affine-linear.
mlir::FailureOr<std::vector<OpNest>> describeLoopNests(mlir::ModuleOp module);

} // namespace rlas

#endif // RLAS_LOOPNEST_H
