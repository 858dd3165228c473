//===- ProgramGraph.cpp - A program's dataflow as plain data --------------===//
#include "rlas/ProgramGraph.h"
#include "rlas/Context.h"
#include "rlas/Kernel.h"
#include "rlas/LoopNest.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/AffineExpr.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>

using namespace mlir;
namespace json = llvm::json;

namespace rlas {

static std::string printed(Attribute attr) {
  std::string text;
  llvm::raw_string_ostream os(text);
  attr.print(os);
  return text;
}

static std::string printed(Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  type.print(os);
  return text;
}

/// A float as JSON: a number, or "inf", "-inf", "nan" (JSON has none of them).
static json::Value floatValue(double value) {
  if (std::isnan(value))
    return "nan";
  if (std::isinf(value))
    return value > 0 ? "inf" : "-inf";
  return value;
}

static json::Value integerValue(const APInt &value) {
  if (value.getBitWidth() == 1)
    return static_cast<int64_t>(value.getZExtValue());
  return value.getSExtValue();
}

static json::Object typeObject(Type type) {
  json::Object object;
  if (auto shaped = dyn_cast<ShapedType>(type)) {
    object["kind"] = isa<MemRefType>(type) ? "memref" : "tensor";
    json::Array shape;
    if (shaped.hasRank())
      for (int64_t size : shaped.getShape())
        shape.push_back(ShapedType::isDynamic(size) ? json::Value(nullptr)
                                                     : json::Value(size));
    object["shape"] = std::move(shape);
    object["dtype"] = printed(shaped.getElementType());
    return object;
  }
  object["kind"] = type.isIntOrIndexOrFloat() ? "scalar" : "other";
  object["shape"] = json::Array();
  object["dtype"] = printed(type);
  return object;
}

/// An affine expression as a tree: ["d", i], ["s", i], ["c", value], or
/// [kind, lhs, rhs] with kind add, mul, mod, floordiv, ceildiv.
static json::Value expression(AffineExpr expr) {
  if (auto dim = dyn_cast<AffineDimExpr>(expr))
    return json::Array{"d", static_cast<int64_t>(dim.getPosition())};
  if (auto symbol = dyn_cast<AffineSymbolExpr>(expr))
    return json::Array{"s", static_cast<int64_t>(symbol.getPosition())};
  if (auto constant = dyn_cast<AffineConstantExpr>(expr))
    return json::Array{"c", constant.getValue()};
  auto binary = cast<AffineBinaryOpExpr>(expr);
  const char *kind = "add";
  switch (binary.getKind()) {
  case AffineExprKind::Add:
    kind = "add";
    break;
  case AffineExprKind::Mul:
    kind = "mul";
    break;
  case AffineExprKind::Mod:
    kind = "mod";
    break;
  case AffineExprKind::FloorDiv:
    kind = "floordiv";
    break;
  case AffineExprKind::CeilDiv:
    kind = "ceildiv";
    break;
  default:
    break;
  }
  return json::Array{kind, expression(binary.getLHS()), expression(binary.getRHS())};
}

namespace {
/// Writes one function's ops, naming each SSA value once: function arguments
/// aN, op results vN, block arguments of regions bN.
class GraphWriter {
public:
  json::Object function(func::FuncOp func);
  std::vector<ConstantData> takeConstants() { return std::move(constants); }

private:
  std::string define(Value value, const char *prefix, int64_t &counter) {
    std::string name = prefix + std::to_string(counter++);
    names[value] = name;
    return name;
  }
  json::Value use(Value value) {
    auto found = names.find(value);
    return found == names.end() ? json::Value(nullptr) : json::Value(found->second);
  }
  json::Value attribute(Attribute attr);
  json::Object op(Operation *op);
  json::Object region(Region &region);
  void constant(arith::ConstantOp constantOp, json::Object &object);

  llvm::DenseMap<Value, std::string> names;
  int64_t nextArgument = 0, nextResult = 0, nextBlockArgument = 0;
  std::vector<ConstantData> constants;
};
} // namespace

json::Value GraphWriter::attribute(Attribute attr) {
  if (auto integer = dyn_cast<IntegerAttr>(attr)) {
    if (integer.getType().isIndex())
      return integer.getInt();
    return integerValue(integer.getValue());
  }
  if (auto real = dyn_cast<FloatAttr>(attr))
    return floatValue(real.getValueAsDouble());
  if (auto string = dyn_cast<StringAttr>(attr))
    return string.getValue().str();
  if (auto array = dyn_cast<DenseI64ArrayAttr>(attr))
    return json::Array(array.asArrayRef());
  if (auto array = dyn_cast<DenseI32ArrayAttr>(attr))
    return json::Array(array.asArrayRef());
  if (auto elements = dyn_cast<DenseIntElementsAttr>(attr)) {
    json::Array values;
    for (const APInt &value : elements.getValues<APInt>())
      values.push_back(integerValue(value));
    return values;
  }
  if (auto array = dyn_cast<ArrayAttr>(attr)) {
    json::Array values;
    for (Attribute element : array)
      values.push_back(attribute(element));
    return values;
  }
  return printed(attr);
}

/// Scalars and splats go into the JSON; other dense data into `constants`.
void GraphWriter::constant(arith::ConstantOp constantOp, json::Object &object) {
  Attribute value = constantOp.getValue();
  if (auto integer = dyn_cast<IntegerAttr>(value)) {
    object["value"] = attribute(integer);
    return;
  }
  if (auto real = dyn_cast<FloatAttr>(value)) {
    object["value"] = floatValue(real.getValueAsDouble());
    return;
  }
  ConstantData data;
  auto shaped = dyn_cast<ShapedType>(constantOp.getType());
  if (!shaped || !shaped.hasStaticShape())
    return;
  data.shape.assign(shaped.getShape().begin(), shaped.getShape().end());
  Type element = shaped.getElementType();
  if (auto dense = dyn_cast<DenseElementsAttr>(value)) {
    if (dense.isSplat()) {
      object["splat"] = isa<FloatType>(element)
                            ? floatValue(dense.getSplatValue<APFloat>().convertToDouble())
                            : integerValue(dense.getSplatValue<APInt>());
      return;
    }
    data.values.reserve(dense.getNumElements());
    if (isa<FloatType>(element)) {
      for (const APFloat &v : dense.getValues<APFloat>())
        data.values.push_back(v.convertToDouble());
    } else {
      for (const APInt &v : dense.getValues<APInt>())
        data.values.push_back(static_cast<double>(
            v.getBitWidth() == 1 ? v.getZExtValue() : v.getSExtValue()));
    }
  } else if (auto blob = dyn_cast<DenseF32ResourceElementsAttr>(value)) {
    std::optional<ArrayRef<float>> floats = blob.tryGetAsArrayRef();
    if (!floats)
      return;
    data.values.assign(floats->begin(), floats->end());
  } else if (auto blob = dyn_cast<DenseF64ResourceElementsAttr>(value)) {
    std::optional<ArrayRef<double>> doubles = blob.tryGetAsArrayRef();
    if (!doubles)
      return;
    data.values.assign(doubles->begin(), doubles->end());
  } else {
    return;
  }
  object["constant"] = static_cast<int64_t>(constants.size());
  constants.push_back(std::move(data));
}

json::Object GraphWriter::region(Region &region) {
  json::Object object;
  if (region.empty())
    return object;
  Block &block = region.front();
  json::Array arguments, argumentTypes;
  for (BlockArgument argument : block.getArguments()) {
    arguments.push_back(define(argument, "b", nextBlockArgument));
    argumentTypes.push_back(typeObject(argument.getType()));
  }
  object["arguments"] = std::move(arguments);
  object["argument_types"] = std::move(argumentTypes);
  json::Array ops;
  for (Operation &bodyOp : block.without_terminator())
    ops.push_back(op(&bodyOp));
  object["ops"] = std::move(ops);
  json::Array yielded;
  if (!block.empty() && block.back().hasTrait<OpTrait::IsTerminator>())
    for (Value value : block.back().getOperands())
      yielded.push_back(use(value));
  object["yield"] = std::move(yielded);
  object["blocks"] = static_cast<int64_t>(region.getBlocks().size());
  return object;
}

json::Object GraphWriter::op(Operation *op) {
  json::Object object;
  object["op"] = op->getName().getStringRef().str();
  object["location"] = formatLocation(op->getLoc());
  json::Array operands, types, results;
  for (Value operand : op->getOperands())
    operands.push_back(use(operand));
  object["operands"] = std::move(operands);
  json::Object attributes;
  for (NamedAttribute named : op->getAttrs())
    attributes[named.getName().strref()] = attribute(named.getValue());
  if (auto tag = op->getAttrOfType<StringAttr>(kTagAttrName))
    object["tag"] = tag.getValue().str();
  if (auto compare = dyn_cast<arith::CmpFOp>(op))
    object["predicate"] = arith::stringifyCmpFPredicate(compare.getPredicate()).str();
  if (auto compare = dyn_cast<arith::CmpIOp>(op))
    object["predicate"] = arith::stringifyCmpIPredicate(compare.getPredicate()).str();
  if (auto constantOp = dyn_cast<arith::ConstantOp>(op))
    constant(constantOp, object);
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op)) {
    json::Object structured;
    structured["inputs"] = static_cast<int64_t>(linalgOp.getNumDpsInputs());
    structured["outputs"] = static_cast<int64_t>(linalgOp.getNumDpsInits());
    json::Array maps;
    for (AffineMap map : linalgOp.getIndexingMapsArray()) {
      json::Array results;
      for (AffineExpr result : map.getResults())
        results.push_back(expression(result));
      maps.push_back(std::move(results));
    }
    structured["maps"] = std::move(maps);
    json::Array iterators;
    for (utils::IteratorType iterator : linalgOp.getIteratorTypesArray())
      iterators.push_back(utils::stringifyIteratorType(iterator).str());
    structured["iterators"] = std::move(iterators);
    json::Array ranges;
    for (int64_t range : linalgOp.getStaticLoopRanges())
      ranges.push_back(ShapedType::isDynamic(range) ? json::Value(nullptr)
                                                     : json::Value(range));
    structured["ranges"] = std::move(ranges);
    object["structured"] = std::move(structured);
  }
  object["attributes"] = std::move(attributes);
  json::Array regions;
  for (Region &nested : op->getRegions())
    regions.push_back(region(nested));
  object["regions"] = std::move(regions);
  for (OpResult result : op->getResults()) {
    results.push_back(define(result, "v", nextResult));
    types.push_back(typeObject(result.getType()));
  }
  object["results"] = std::move(results);
  object["types"] = std::move(types);
  return object;
}

json::Object GraphWriter::function(func::FuncOp func) {
  json::Object object;
  object["function"] = func.getSymName().str();
  object["location"] = formatLocation(func.getLoc());
  json::Array arguments;
  for (BlockArgument argument : func.getArguments()) {
    json::Object described = typeObject(argument.getType());
    described["id"] = define(argument, "a", nextArgument);
    arguments.push_back(std::move(described));
  }
  object["arguments"] = std::move(arguments);
  json::Array ops, returns;
  Block &entry = func.getBody().front();
  for (Operation &bodyOp : entry.without_terminator())
    ops.push_back(op(&bodyOp));
  for (Value value : entry.getTerminator()->getOperands())
    returns.push_back(use(value));
  object["ops"] = std::move(ops);
  object["returns"] = std::move(returns);
  object["blocks"] = static_cast<int64_t>(func.getBody().getBlocks().size());
  return object;
}

FailureOr<ProgramGraph> describeProgram(ModuleOp module) {
  FailureOr<func::FuncOp> found = findEntry(module, /*name=*/"");
  if (failed(found))
    return failure();
  tagLinalgOps(module);
  GraphWriter writer;
  json::Object described = writer.function(*found);
  ProgramGraph graph;
  llvm::raw_string_ostream os(graph.json);
  os << json::Value(std::move(described));
  os.flush();
  graph.constants = writer.takeConstants();
  return graph;
}

} // namespace rlas
