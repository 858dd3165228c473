//===- ProgramGraph.h - A program's dataflow as plain data ------*- C++ -*-===//
//
// Describes the public function of a program as JSON: its arguments, every op
// in program order with its operands, results, types and attributes, and for
// each linalg op its generic form (indexing maps as expression trees, iterator
// types, loop ranges and the body's ops). The PyTorch, JAX and float64
// references translate this description, so they compute any linalg program
// (named or generic) without a Python MLIR parser. Large constants travel
// beside the JSON as arrays.
//
//===----------------------------------------------------------------------===//
#ifndef RLAS_PROGRAMGRAPH_H
#define RLAS_PROGRAMGRAPH_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LogicalResult.h"

#include <cstdint>
#include <string>
#include <vector>

namespace rlas {

/// A non-splat dense constant: its shape and values (as doubles; integer
/// constants are exact below 2^53).
struct ConstantData {
  std::vector<int64_t> shape;
  std::vector<double> values;
};

struct ProgramGraph {
  std::string json;
  /// Indexed by the `constant` field of an `arith.constant` in the JSON.
  std::vector<ConstantData> constants;
};

/// Describes the module's public function (the one a kernel runs, `findEntry`).
/// Fails with a diagnostic when there is none, or several.
mlir::FailureOr<ProgramGraph> describeProgram(mlir::ModuleOp module);

} // namespace rlas

#endif // RLAS_PROGRAMGRAPH_H
