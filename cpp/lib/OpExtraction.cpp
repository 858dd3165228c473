//===- OpExtraction.cpp - Ops of a program as a program of their own ------===//
#include "rlas/OpExtraction.h"
#include "rlas/LoopNest.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringMap.h"

#include <functional>

using namespace mlir;

namespace rlas {

/// Ops rebuilt in the extracted program rather than passed in: they cost
/// nothing to recompute, and a fill is a producer the op's schedule may fuse.
static bool isCheap(Operation *op) {
  if (isa<arith::ConstantOp, tensor::EmptyOp>(op))
    return true;
  auto fill = dyn_cast<linalg::FillOp>(op);
  return fill && llvm::all_of(fill->getOperands(), [](Value operand) {
           Operation *producer = operand.getDefiningOp();
           return producer && isa<arith::ConstantOp, tensor::EmptyOp>(producer);
         });
}

/// The values `op` reads: its operands and what its regions use from above.
static llvm::SetVector<Value> readValues(Operation *op) {
  llvm::SetVector<Value> values(op->operand_begin(), op->operand_end());
  getUsedValuesDefinedAbove(op->getRegions(), values);
  return values;
}

FailureOr<OwningOpRef<ModuleOp>> extractOps(ModuleOp module, ArrayRef<std::string> tags,
                                            const std::string &name) {
  if (tags.empty())
    return module.emitError() << "no op to extract";
  // The targets in program order, each tag on exactly one op.
  llvm::SetVector<Operation *> targets;
  llvm::StringMap<unsigned> found;
  module.walk([&](linalg::LinalgOp op) {
    auto attr = op->getAttrOfType<StringAttr>(kTagAttrName);
    if (!attr || !llvm::is_contained(tags, attr.getValue().str()))
      return;
    ++found[attr.getValue()];
    targets.insert(op);
  });
  for (const std::string &tag : tags) {
    unsigned count = found.lookup(tag);
    if (count != 1)
      return module.emitError() << (count ? "several ops are tagged " : "no op is tagged ")
                                << tag;
  }

  // The cheap producers, operands first (each before its users), and the
  // arguments: every other value a target or a cloned producer reads that no
  // target computes.
  llvm::SetVector<Operation *> cloned;
  llvm::SetVector<Value> arguments;
  std::function<void(Value)> visit = [&](Value value) {
    Operation *producer = value.getDefiningOp();
    if (producer && targets.contains(producer))
      return;
    if (!producer || !isCheap(producer)) {
      arguments.insert(value);
      return;
    }
    if (cloned.contains(producer))
      return;
    for (Value operand : readValues(producer))
      visit(operand);
    cloned.insert(producer);
  };
  for (Operation *target : targets)
    for (Value value : readValues(target))
      visit(value);

  Operation *last = targets.back();
  Location loc = last->getLoc();
  OpBuilder builder(module.getContext());
  OwningOpRef<ModuleOp> extracted = ModuleOp::create(loc);
  builder.setInsertionPointToEnd(extracted->getBody());
  SmallVector<Type> argumentTypes;
  for (Value value : arguments)
    argumentTypes.push_back(value.getType());
  auto function = builder.create<func::FuncOp>(
      loc, name, builder.getFunctionType(argumentTypes, last->getResultTypes()));
  Block *body = function.addEntryBlock();
  builder.setInsertionPointToEnd(body);
  IRMapping mapping;
  for (auto [value, argument] : llvm::zip(arguments, body->getArguments()))
    mapping.map(value, argument);
  for (Operation *producer : cloned)
    builder.clone(*producer, mapping)->removeAttr(kTagAttrName);
  Operation *copy = nullptr;
  for (Operation *target : targets) {
    copy = builder.clone(*target, mapping);
    copy->removeAttr(kTagAttrName);
  }
  builder.create<func::ReturnOp>(loc, copy->getResults());
  return extracted;
}

} // namespace rlas
