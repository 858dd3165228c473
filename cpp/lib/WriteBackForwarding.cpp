//===- WriteBackForwarding.cpp - In-place results of packed ops -----------===//
//
// See WriteBackForwarding.h.
//
//===----------------------------------------------------------------------===//
#include "rlas/WriteBackForwarding.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "llvm/ADT/SmallVector.h"

using namespace mlir;

namespace rlas {

/// How many ops `isVersionOf` follows before giving up (a packed matmul's
/// chain is four: collapse, forall, fill, expand).
static constexpr int kMaxChain = 16;

/// Whether `value` is `destination` after ops that write into their
/// destination operand (linalg ops, scf.forall's shared outputs, scf.for's
/// iteration arguments) and reshapes of it: the tensor one-shot
/// bufferization puts in `destination`'s buffer when nothing else reads it.
static bool isVersionOf(Value value, Value destination) {
  for (int step = 0; step < kMaxChain; ++step) {
    if (value == destination)
      return true;
    Operation *producer = value.getDefiningOp();
    if (!producer)
      return false;
    if (auto collapse = dyn_cast<tensor::CollapseShapeOp>(producer)) {
      value = collapse.getSrc();
    } else if (auto expand = dyn_cast<tensor::ExpandShapeOp>(producer)) {
      value = expand.getSrc();
    } else if (auto forall = dyn_cast<scf::ForallOp>(producer)) {
      value = forall.getTiedOpOperand(cast<OpResult>(value))->get();
    } else if (auto loop = dyn_cast<scf::ForOp>(producer)) {
      value = loop.getTiedLoopInit(cast<OpResult>(value))->get();
    } else if (auto writer = dyn_cast<DestinationStyleOpInterface>(producer)) {
      OpOperand *init = writer.getTiedOpOperand(cast<OpResult>(value));
      if (!init)
        return false;
      value = init->get();
    } else {
      return false;
    }
  }
  return false;
}

void forwardWriteBackCopies(ModuleOp module) {
  llvm::SmallVector<linalg::CopyOp> copies;
  module.walk([&](linalg::CopyOp copy) {
    if (!copy.hasPureTensorSemantics() || copy->getNumResults() != 1)
      return;
    Value input = copy.getInputs().front();
    Value destination = copy.getOutputs().front();
    if (input.getType() == destination.getType() && isVersionOf(input, destination))
      copies.push_back(copy);
  });
  for (linalg::CopyOp copy : copies) {
    copy->getResult(0).replaceAllUsesWith(copy.getInputs().front());
    copy->erase();
  }
}

} // namespace rlas
