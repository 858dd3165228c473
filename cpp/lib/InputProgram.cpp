//===- InputProgram.cpp - A user's program in the form the core schedules -===//
#include "rlas/InputProgram.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/StringSet.h"

#include <algorithm>

using namespace mlir;

namespace rlas {

/// The dialects whose ops the lowering (Lowering.cpp) takes to LLVM.
static bool isLowerableDialect(llvm::StringRef dialect) {
  static const llvm::StringSet<> dialects = {
      "builtin", "func",   "arith", "math", "linalg", "tensor", "bufferization",
      "scf",     "affine", "index", "vector", "cf",   "memref"};
  return dialects.contains(dialect);
}

/// What to do with an op of `dialect`, for the error that refuses it.
static llvm::StringRef conversionHint(llvm::StringRef dialect) {
  if (dialect == "tosa")
    return "; lower TOSA to linalg first (mlir-opt-19 --pass-pipeline="
           "\"builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,"
           "tosa-to-arith,tosa-to-tensor))\")";
  return "; lower it to linalg on tensors first";
}

static func::FuncOp enclosingFunction(Operation *op) {
  return op->getParentOfType<func::FuncOp>();
}

static std::string functionName(Operation *op) {
  func::FuncOp func = enclosingFunction(op);
  return func ? "@" + func.getSymName().str() : std::string("the module");
}

LogicalResult checkLowerable(ModuleOp module) {
  WalkResult walk = module.walk([&](Operation *op) {
    if (op == module.getOperation())
      return WalkResult::advance();
    llvm::StringRef dialect = op->getName().getDialectNamespace();
    if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op)) {
      if (linalgOp.hasPureTensorSemantics())
        return WalkResult::advance();
      op->emitError() << "'" << op->getName() << "' in " << functionName(op)
                      << " works on memrefs (a bufferized program); the core "
                         "schedules linalg on tensors: write the function on "
                         "tensors (tensor arguments, results returned), as "
                         "torch-mlir and IREE emit it before bufferization";
      return WalkResult::interrupt();
    }
    if (dialect == "linalg" &&
        !isa<linalg::AggregatedOpInterface, linalg::YieldOp, linalg::IndexOp>(op)) {
      op->emitError() << "'" << op->getName() << "' in " << functionName(op)
                      << " cannot be compiled by rl_autoscheduler: it is not a "
                         "structured linalg op, and it has no decomposition "
                         "into ones";
      return WalkResult::interrupt();
    }
    if (isLowerableDialect(dialect))
      return WalkResult::advance();
    op->emitError() << "'" << op->getName() << "' in " << functionName(op)
                    << " cannot be compiled by rl_autoscheduler: it lowers "
                       "linalg on tensors with tensor, arith, math and func ops"
                    << conversionHint(dialect);
    return WalkResult::interrupt();
  });
  return failure(walk.wasInterrupted());
}

FailureOr<std::vector<std::string>> decomposeAggregatedOps(ModuleOp module) {
  SmallVector<linalg::AggregatedOpInterface> aggregates;
  module.walk([&](linalg::AggregatedOpInterface op) { aggregates.push_back(op); });
  std::vector<std::string> names;
  IRRewriter rewriter(module.getContext());
  for (linalg::AggregatedOpInterface op : aggregates) {
    std::string name = op->getName().getStringRef().str();
    rewriter.setInsertionPoint(op);
    FailureOr<SmallVector<Value>> replacements = op.decomposeOperation(rewriter);
    if (failed(replacements))
      return op->emitError() << "'" << name << "' could not be decomposed into "
                                "structured linalg ops";
    rewriter.replaceOp(op, *replacements);
    if (llvm::find(names, name) == names.end())
      names.push_back(std::move(name));
  }
  std::sort(names.begin(), names.end());
  return names;
}

bool transposeFhwcFilters(ModuleOp module) {
  SmallVector<linalg::Conv2DNhwcFhwcOp> convolutions;
  module.walk([&](linalg::Conv2DNhwcFhwcOp op) { convolutions.push_back(op); });
  IRRewriter rewriter(module.getContext());
  bool changed = false;
  for (linalg::Conv2DNhwcFhwcOp op : convolutions) {
    rewriter.setInsertionPoint(op);
    // Only a filter of a shape the transpose cannot express (none in MLIR
    // 19's op definition) fails; the op then stays as written.
    changed |= succeeded(linalg::transposeConv2D(rewriter, op));
  }
  return changed;
}

bool copyAliasedInits(ModuleOp module) {
  module.getContext()->getOrLoadDialect<bufferization::BufferizationDialect>();
  bool changed = false;
  module.walk([&](linalg::LinalgOp op) {
    if (!op.hasPureTensorSemantics())
      return;
    for (OpOperand &init : op.getDpsInitsMutable()) {
      auto argument = dyn_cast<BlockArgument>(init.get());
      if (!argument || !isa<func::FuncOp>(argument.getOwner()->getParentOp()))
        continue;
      bool alsoRead = llvm::any_of(op.getDpsInputOperands(), [&](OpOperand *input) {
        return input->get() == argument;
      });
      if (!alsoRead)
        continue;
      OpBuilder builder(op);
      auto copy = builder.create<bufferization::AllocTensorOp>(
          op.getLoc(), cast<RankedTensorType>(argument.getType()),
          /*dynamicSizes=*/ValueRange(), /*copy=*/argument);
      init.set(copy.getResult());
      changed = true;
    }
  });
  return changed;
}

} // namespace rlas
