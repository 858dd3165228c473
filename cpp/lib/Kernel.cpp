//===- Kernel.cpp - JIT-compiled programs ---------------------------------===//
#include "rlas/Kernel.h"
#include "rlas/Context.h"
#include "rlas/Lowering.h"
#include "rlas/StreamedResults.h"
#include "rlas/Transform.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h"
#include "llvm/ExecutionEngine/Orc/LLJIT.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Error.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/TargetParser/Host.h"

#include <chrono>

#ifndef RLAS_LLVM_LIBDIR
#error "RLAS_LLVM_LIBDIR must name the directory of libomp and the runner utils"
#endif

using namespace mlir;
using Clock = std::chrono::steady_clock;

namespace rlas {

Kernel::Kernel() = default;
Kernel::~Kernel() = default;

static double secondsSince(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

static FailureOr<std::string> dtypeName(Location loc, Type type) {
  if (type.isF32())
    return std::string("float32");
  if (type.isF64())
    return std::string("float64");
  if (type.isInteger(32))
    return std::string("int32");
  if (type.isInteger(64))
    return std::string("int64");
  return emitError(loc) << "unsupported element type " << type
                        << " (supported: f32, f64, i32, i64)";
}

FailureOr<func::FuncOp> findEntry(ModuleOp module, llvm::StringRef name) {
  if (!name.empty()) {
    if (auto func = module.lookupSymbol<func::FuncOp>(name))
      return func;
    return emitError(module.getLoc()) << "no function named @" << name;
  }
  func::FuncOp found;
  for (auto func : module.getOps<func::FuncOp>()) {
    if (func.isExternal() || func.isPrivate())
      continue;
    if (found)
      return emitError(func.getLoc())
             << "several public functions: name the one to run";
    found = func;
  }
  if (!found)
    return emitError(module.getLoc()) << "the program has no public function";
  return found;
}

static FailureOr<std::vector<ArgumentSpec>> describeArguments(func::FuncOp func) {
  std::vector<ArgumentSpec> specs;
  for (auto [index, type] : llvm::enumerate(func.getArgumentTypes())) {
    auto shaped = dyn_cast<ShapedType>(type);
    if (!shaped || !shaped.hasStaticShape())
      return func.emitError("argument #")
             << index << " has type " << type
             << ": only statically shaped tensors and memrefs are supported";
    FailureOr<std::string> dtype =
        dtypeName(func.getLoc(), shaped.getElementType());
    if (failed(dtype))
      return failure();
    specs.push_back({{shaped.getShape().begin(), shaped.getShape().end()}, *dtype});
  }
  return specs;
}

std::pair<std::string, std::vector<std::string>> hostCpu() {
  initializeProcess();
  std::vector<std::string> features;
  for (const auto &feature : llvm::sys::getHostCPUFeatures())
    if (feature.second)
      features.push_back(feature.first().str());
  std::sort(features.begin(), features.end());
  return {llvm::sys::getHostCPUName().str(), features};
}

FailureOr<std::unique_ptr<Kernel>>
compileKernel(CoreContext &context, llvm::StringRef source,
              llvm::StringRef sourceName, std::optional<std::string> schedule,
              const CompileOptions &options) {
  auto kernel = std::make_unique<Kernel>();
  Clock::time_point start = Clock::now(), stageStart = start;
  OwningOpRef<ModuleOp> module = context.parse(source, sourceName);
  if (!module)
    return failure();
  FailureOr<func::FuncOp> func = findEntry(*module, options.functionName);
  if (failed(func))
    return failure();
  kernel->functionName = func->getSymName().str();
  FailureOr<std::vector<ArgumentSpec>> original = describeArguments(*func);
  if (failed(original))
    return failure();
  kernel->numOriginalArguments = original->size();
  // The access limit is per linalg op: a network of 70 ops has 70 ops' worth of code.
  int64_t linalgOps = 0;
  module->walk([&](linalg::LinalgOp) { ++linalgOps; });
  int64_t accessLimit = options.maxMemoryAccesses * std::max<int64_t>(1, linalgOps);
  kernel->compileSeconds["parse"] = secondsSince(stageStart);

  stageStart = Clock::now();
  if (schedule &&
      failed(applyTransformScript(context, *module, *schedule, "schedule")))
    return failure();
  kernel->compileSeconds["transform"] = secondsSince(stageStart);

  stageStart = Clock::now();
  FailureOr<int64_t> bytes =
      bufferize(context, *module, options.numThreads, kernel->compileSeconds);
  if (failed(bytes))
    return failure();
  kernel->allocatedBytes = *bytes;
  func::FuncOp bufferized =
      module->lookupSymbol<func::FuncOp>(kernel->functionName);
  if (!bufferized || bufferized.getNumResults() != 0)
    return emitError(module->getLoc())
           << "@" << kernel->functionName
           << " still returns values after bufferization";
  FailureOr<std::vector<ArgumentSpec>> arguments = describeArguments(bufferized);
  if (failed(arguments))
    return failure();
  kernel->arguments = std::move(*arguments);
  stageStart = Clock::now();
  if (failed(lowerToLLVM(context, *module, options.numThreads)))
    return failure();
  kernel->compileSeconds["lower"] = secondsSince(stageStart);
  if (options.maxMemoryAccesses > 0) {
    int64_t accesses = 0;
    // A kernel's streamed copy (StreamedResults.h) repeats its accesses.
    module->walk([&](LLVM::LLVMFuncOp function) {
      if (function.getName().ends_with(kStreamedSuffix))
        return;
      function.walk([&](Operation *op) {
        if (isa<LLVM::LoadOp, LLVM::StoreOp, LLVM::MaskedLoadOp, LLVM::MaskedStoreOp>(op))
          ++accesses;
      });
    });
    if (accesses > accessLimit)
      return emitError(module->getLoc())
             << "the lowered kernel has " << accesses
             << " separate loads and stores (limit " << options.maxMemoryAccesses
             << " per linalg op, " << accessLimit << " for its " << linalgOps
             << "): a vector tile read through a transposed or strided access "
                "was unrolled into scalar accesses; tile it smaller, or make "
                "its innermost loop the contiguous one, before vectorizing";
  }

  stageStart = Clock::now();
  auto machineBuilder = llvm::orc::JITTargetMachineBuilder::detectHost();
  if (!machineBuilder)
    return emitError(module->getLoc())
           << "cannot detect the host: " << llvm::toString(machineBuilder.takeError());
  llvm::CodeGenOptLevel level = options.optLevel >= 3 ? llvm::CodeGenOptLevel::Aggressive
                                : options.optLevel == 2 ? llvm::CodeGenOptLevel::Default
                                : options.optLevel == 1 ? llvm::CodeGenOptLevel::Less
                                                        : llvm::CodeGenOptLevel::None;
  machineBuilder->setCodeGenOptLevel(level);
  auto targetMachine = machineBuilder->createTargetMachine();
  if (!targetMachine)
    return emitError(module->getLoc())
           << "cannot create the target machine: "
           << llvm::toString(targetMachine.takeError());
  kernel->targetCpu = (*targetMachine)->getTargetCPU().str();
  kernel->targetFeatures = (*targetMachine)->getTargetFeatureString().str();

  static const std::string runnerUtils =
      std::string(RLAS_LLVM_LIBDIR) + "/libmlir_c_runner_utils.so";
  static const std::string openMP = std::string(RLAS_LLVM_LIBDIR) + "/libomp.so";
  llvm::SmallVector<llvm::StringRef> sharedLibraries = {runnerUtils, openMP};
  ExecutionEngineOptions engineOptions;
  engineOptions.transformer =
      makeOptimizingTransformer(options.optLevel, 0, targetMachine->get());
  engineOptions.jitCodeGenOptLevel = level;
  engineOptions.sharedLibPaths = sharedLibraries;
  engineOptions.enableGDBNotificationListener = false;
  engineOptions.enablePerfNotificationListener = false;
  engineOptions.enableObjectDump = !options.objectFile.empty();
  auto engine = ExecutionEngine::create(*module, engineOptions,
                                        std::move(*targetMachine));
  if (!engine)
    return emitError(module->getLoc())
           << "JIT compilation failed: " << llvm::toString(engine.takeError());
  kernel->engine = std::move(*engine);
  auto entry = kernel->engine->lookupPacked("_mlir_ciface_" + kernel->functionName);
  if (!entry)
    return emitError(module->getLoc())
           << "JIT symbol lookup failed: " << llvm::toString(entry.takeError());
  kernel->entry = *entry;
  if (!options.objectFile.empty()) {
    // The engine prints its own error and returns nothing: check the file.
    llvm::sys::fs::remove(options.objectFile);
    kernel->engine->dumpToObjectFile(options.objectFile);
    if (!llvm::sys::fs::exists(options.objectFile))
      return emitError(module->getLoc())
             << "cannot write the object file " << options.objectFile;
  }
  kernel->compileSeconds["jit"] = secondsSince(stageStart);
  kernel->compileSeconds["total"] = secondsSince(start);
  return kernel;
}

namespace {
/// The memref descriptors of one call: allocated and aligned pointers,
/// offset, sizes, strides; with the packed-call indirections.
struct CallFrame {
  std::vector<std::vector<int64_t>> descriptors;
  std::vector<void *> descriptorPointers;
  std::vector<void *> packed;

  CallFrame(const std::vector<ArgumentSpec> &arguments,
            const std::vector<void *> &data) {
    assert(arguments.size() == data.size() && "argument count checked by caller");
    size_t count = arguments.size();
    descriptors.resize(count);
    descriptorPointers.resize(count);
    packed.resize(count);
    for (size_t i = 0; i < count; ++i) {
      const std::vector<int64_t> &shape = arguments[i].shape;
      size_t rank = shape.size();
      std::vector<int64_t> &d = descriptors[i];
      d.assign(3 + 2 * rank, 0);
      d[0] = d[1] = static_cast<int64_t>(reinterpret_cast<intptr_t>(data[i]));
      int64_t stride = 1;
      for (size_t k = rank; k-- > 0;) {
        d[3 + k] = shape[k];
        d[3 + rank + k] = stride;
        stride *= shape[k];
      }
      descriptorPointers[i] = d.data();
      packed[i] = &descriptorPointers[i];
    }
  }
};
} // namespace

void Kernel::call(const std::vector<void *> &argumentPointers) const {
  CallFrame frame(arguments, argumentPointers);
  entry(frame.packed.data());
}

std::vector<double> Kernel::time(const std::vector<void *> &argumentPointers,
                                 int warmup, int repeat) const {
  CallFrame frame(arguments, argumentPointers);
  for (int i = 0; i < warmup; ++i)
    entry(frame.packed.data());
  std::vector<double> seconds;
  seconds.reserve(repeat);
  for (int i = 0; i < repeat; ++i) {
    Clock::time_point start = Clock::now();
    entry(frame.packed.data());
    seconds.push_back(secondsSince(start));
  }
  return seconds;
}

} // namespace rlas
