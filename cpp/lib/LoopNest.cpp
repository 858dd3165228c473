//===- LoopNest.cpp - Loop-nest descriptions of linalg ops ----------------===//
#include "rlas/LoopNest.h"
#include "rlas/Context.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/AffineExpr.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

namespace rlas {

void tagLinalgOps(ModuleOp module) {
  // The module remembers the next tag: an op a step creates (two transposes a
  // canonicalization folds into one) must not take the tag of an op a step
  // consumed, or a schedule's later steps on that tag would name another op than
  // its transform script replayed from the written program finds.
  int64_t next = 0;
  if (auto recorded = module->getAttrOfType<IntegerAttr>(kNextTagAttrName))
    next = recorded.getInt();
  module.walk([&](linalg::LinalgOp op) {
    auto tag = op->getAttrOfType<StringAttr>(kTagAttrName);
    int64_t index = 0;
    if (tag && tag.getValue().starts_with("op") &&
        !tag.getValue().drop_front(2).getAsInteger(10, index))
      next = std::max(next, index + 1);
  });
  module.walk([&](linalg::LinalgOp op) {
    if (op->hasAttr(kTagAttrName))
      return;
    op->setAttr(kTagAttrName,
                StringAttr::get(op->getContext(), "op" + std::to_string(next++)));
  });
  module->setAttr(kNextTagAttrName,
                  IntegerAttr::get(IntegerType::get(module.getContext(), 64), next));
}

/// Adds `scale * expr` into `row` (columns: dims, then the constant).
static LogicalResult accumulateLinear(AffineExpr expr, int64_t scale,
                                      std::vector<int64_t> &row) {
  if (auto dim = dyn_cast<AffineDimExpr>(expr)) {
    row[dim.getPosition()] += scale;
    return success();
  }
  if (auto cst = dyn_cast<AffineConstantExpr>(expr)) {
    row.back() += scale * cst.getValue();
    return success();
  }
  auto binary = dyn_cast<AffineBinaryOpExpr>(expr);
  if (!binary)
    return failure();
  if (binary.getKind() == AffineExprKind::Add)
    return success(succeeded(accumulateLinear(binary.getLHS(), scale, row)) &&
                   succeeded(accumulateLinear(binary.getRHS(), scale, row)));
  if (binary.getKind() == AffineExprKind::Mul) {
    if (auto cst = dyn_cast<AffineConstantExpr>(binary.getRHS()))
      return accumulateLinear(binary.getLHS(), scale * cst.getValue(), row);
    if (auto cst = dyn_cast<AffineConstantExpr>(binary.getLHS()))
      return accumulateLinear(binary.getRHS(), scale * cst.getValue(), row);
  }
  return failure();
}

static std::string typeToString(Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  type.print(os);
  return text;
}

/// Appends to `found` the linalg ops whose results `value` carries, looking
/// through slices and loop iteration arguments (a tiled op reads its producer
/// that way) and, with `throughTensorOps`, through the reshapes, pads, casts,
/// packs, concatenations and insertions a network puts between its ops (an
/// `insert_slice` carries both its source and its destination).
static void collectProducers(Value value, bool throughTensorOps,
                             SmallVectorImpl<linalg::LinalgOp> &found) {
  SmallVector<Value> worklist = {value};
  while (!worklist.empty()) {
    Value current = worklist.pop_back_val();
    if (auto argument = dyn_cast<BlockArgument>(current)) {
      auto loop = dyn_cast_or_null<LoopLikeOpInterface>(
          argument.getOwner()->getParentOp());
      if (OpOperand *init = loop ? loop.getTiedLoopInit(argument) : nullptr)
        worklist.push_back(init->get());
      continue;
    }
    Operation *definer = current.getDefiningOp();
    if (!definer)
      continue;
    if (auto producer = dyn_cast<linalg::LinalgOp>(definer)) {
      if (llvm::find(found, producer) == found.end())
        found.push_back(producer);
      continue;
    }
    if (auto slice = dyn_cast<tensor::ExtractSliceOp>(definer)) {
      worklist.push_back(slice.getSource());
      continue;
    }
    if (!throughTensorOps)
      continue;
    if (isa<tensor::PadOp, tensor::ExpandShapeOp, tensor::CollapseShapeOp,
            tensor::CastOp, tensor::PackOp, tensor::UnPackOp>(definer)) {
      worklist.push_back(definer->getOperand(0));
    } else if (auto concat = dyn_cast<tensor::ConcatOp>(definer)) {
      for (Value input : llvm::reverse(concat.getInputs()))
        worklist.push_back(input);
    } else if (auto insert = dyn_cast<tensor::InsertSliceOp>(definer)) {
      // Popped last-in first-out: the source is looked at first.
      worklist.push_back(insert.getDest());
      worklist.push_back(insert.getSource());
    }
  }
}

/// Appends the tags of `producers` not yet in `tags`.
static void appendTags(ArrayRef<linalg::LinalgOp> producers,
                       std::vector<std::string> &tags) {
  for (linalg::LinalgOp producer : producers)
    if (auto tag = producer->getAttrOfType<StringAttr>(kTagAttrName))
      if (llvm::find(tags, tag.getValue().str()) == tags.end())
        tags.push_back(tag.getValue().str());
}

static FailureOr<OpNest> describe(linalg::LinalgOp op) {
  OpNest nest;
  nest.name = op->getName().getStringRef().str();
  nest.location = formatLocation(op->getLoc());
  if (auto tag = op->getAttrOfType<StringAttr>(kTagAttrName))
    nest.tag = tag.getValue().str();

  if (op.hasDynamicShape())
    return op->emitError("dynamic shapes are not supported: ")
           << nest.name << " has an operand of dynamic shape";
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  for (auto [range, iterator] : llvm::zip(ranges, iterators)) {
    if (ShapedType::isDynamic(range))
      return op->emitError("loop with a dynamic trip count in ") << nest.name;
    nest.loops.push_back({range, iterator == utils::IteratorType::reduction});
  }

  unsigned numLoops = op.getNumLoops();
  for (OpOperand &operand : op->getOpOperands()) {
    OperandAccess access;
    access.isInit = op.isDpsInit(&operand);
    Type type = operand.get().getType();
    if (auto shaped = dyn_cast<ShapedType>(type)) {
      access.shape.assign(shaped.getShape().begin(), shaped.getShape().end());
      access.elementType = typeToString(shaped.getElementType());
    } else {
      access.elementType = typeToString(type);
    }
    AffineMap map = op.getMatchingIndexingMap(&operand);
    for (AffineExpr result : map.getResults()) {
      std::vector<int64_t> row(numLoops + 1, 0);
      if (failed(accumulateLinear(result, 1, row)))
        return op->emitError("indexing map is not affine-linear: ")
               << AffineMapAttr::get(map);
      access.accessMatrix.push_back(std::move(row));
    }
    SmallVector<linalg::LinalgOp> direct, all;
    collectProducers(operand.get(), /*throughTensorOps=*/false, direct);
    collectProducers(operand.get(), /*throughTensorOps=*/true, all);
    appendTags(direct, access.directProducers);
    appendTags(direct, nest.directProducers);
    appendTags(all, nest.producers);
    nest.operands.push_back(std::move(access));
  }

  for (Operation &bodyOp : op.getBlock()->without_terminator())
    ++nest.arithmeticCounts[bodyOp.getName().getStringRef().str()];
  return nest;
}

FailureOr<std::vector<OpNest>> describeLoopNests(ModuleOp module) {
  std::vector<OpNest> nests;
  WalkResult walk = module.walk([&](linalg::LinalgOp op) {
    FailureOr<OpNest> nest = describe(op);
    if (failed(nest))
      return WalkResult::interrupt();
    nests.push_back(std::move(*nest));
    return WalkResult::advance();
  });
  if (walk.wasInterrupted())
    return failure();
  return nests;
}

} // namespace rlas
