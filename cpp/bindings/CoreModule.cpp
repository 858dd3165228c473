//===- CoreModule.cpp - Python bindings of the core -----------------------===//
//
// The only file that knows about Python. Text goes in; text and plain data
// come out; every failure becomes one MLIRError carrying the diagnostics.
//
//===----------------------------------------------------------------------===//
#include "rlas/Context.h"
#include "rlas/InputProgram.h"
#include "rlas/Kernel.h"
#include "rlas/LoopNest.h"
#include "rlas/Lowering.h"
#include "rlas/OpExtraction.h"
#include "rlas/ProgramGraph.h"
#include "rlas/Transform.h"
#include "llvm/ADT/StringExtras.h"

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <map>
#include <stdexcept>

namespace py = pybind11;
using namespace rlas;

namespace {

struct CoreError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

[[noreturn]] void raise(CoreContext &context, const std::string &what) {
  std::string diagnostics = context.takeDiagnostics();
  throw CoreError(diagnostics.empty() ? what : what + ":\n" + diagnostics);
}

mlir::OwningOpRef<mlir::ModuleOp> parseOrRaise(CoreContext &context,
                                               const std::string &source,
                                               const std::string &name) {
  auto module = context.parse(source, name);
  if (!module)
    raise(context, "cannot parse " + name);
  return module;
}

/// The checks, rewrites, tags and loop nests of `analyze`, on a parsed module.
py::tuple analyzeModule(CoreContext &context, mlir::ModuleOp module,
                        const std::string &name) {
  if (mlir::failed(checkLowerable(module)))
    raise(context, "unsupported op in " + name);
  auto decomposed = decomposeAggregatedOps(module);
  if (mlir::failed(decomposed))
    raise(context, "cannot decompose the ops of " + name);
  if (transposeFhwcFilters(module))
    decomposed->push_back("linalg.conv_2d_nhwc_fhwc");
  copyAliasedInits(module);
  tagLinalgOps(module);
  auto nests = describeLoopNests(module);
  if (mlir::failed(nests))
    raise(context, "cannot describe the loop nests of " + name);
  return py::make_tuple(printOp(module.getOperation(), /*withLocations=*/true),
                        *nests, *decomposed);
}

py::tuple analyze(const std::string &source, const std::string &name) {
  CoreContext context;
  auto module = parseOrRaise(context, source, name);
  return analyzeModule(context, *module, name);
}

/// `apply_schedule` then `analyze` of its result, without printing and parsing the
/// program between them: a step of the walk on a network costs one parse, not two.
py::tuple applyScheduleAnalyzed(const std::string &source,
                                const std::string &script,
                                const std::string &name) {
  CoreContext context;
  auto module = parseOrRaise(context, source, name);
  if (mlir::failed(applyTransformScript(context, *module, script, "schedule")))
    raise(context, "the schedule failed on " + name);
  return analyzeModule(context, *module, name);
}

py::tuple programGraph(const std::string &source, const std::string &name) {
  CoreContext context;
  auto module = parseOrRaise(context, source, name);
  auto graph = describeProgram(*module);
  if (mlir::failed(graph))
    raise(context, "cannot describe the program " + name);
  py::list constants;
  for (ConstantData &data : graph->constants) {
    py::array_t<double> array(data.shape);
    std::copy(data.values.begin(), data.values.end(), array.mutable_data());
    constants.append(std::move(array));
  }
  return py::make_tuple(graph->json, constants);
}

std::string applySchedule(const std::string &source, const std::string &script,
                          const std::string &name, bool withLocations) {
  CoreContext context;
  auto module = parseOrRaise(context, source, name);
  if (mlir::failed(applyTransformScript(context, *module, script, "schedule")))
    raise(context, "the schedule failed on " + name);
  return printOp(module->getOperation(), withLocations);
}

std::string lowerToText(const std::string &source,
                        std::optional<std::string> schedule,
                        const std::string &name, unsigned threads) {
  CoreContext context;
  auto module = parseOrRaise(context, source, name);
  if (schedule &&
      mlir::failed(applyTransformScript(context, *module, *schedule, "schedule")))
    raise(context, "the schedule failed on " + name);
  std::map<std::string, double> stageSeconds;
  if (mlir::failed(bufferize(context, *module, threads, stageSeconds)) ||
      mlir::failed(lowerToLLVM(context, *module, threads)))
    raise(context, "cannot lower " + name);
  return printOp(module->getOperation());
}

std::unique_ptr<Kernel> compile(const std::string &source,
                                std::optional<std::string> schedule,
                                const std::string &name,
                                const std::string &function, unsigned threads,
                                unsigned optLevel, int64_t maxMemoryAccesses,
                                const std::string &objectFile) {
  CoreContext context;
  CompileOptions options{function, threads, optLevel, maxMemoryAccesses, objectFile};
  auto kernel = compileKernel(context, source, name, schedule, options);
  if (mlir::failed(kernel))
    raise(context, "cannot compile " + name);
  return std::move(*kernel);
}

std::unique_ptr<Kernel>
load(const std::string &objectFile, const std::string &function,
     const std::vector<std::pair<std::vector<int64_t>, std::string>> &arguments,
     size_t numOriginalArguments, int64_t allocatedBytes) {
  auto description = std::make_unique<Kernel>();
  description->functionName = function;
  for (const auto &[shape, dtype] : arguments)
    description->arguments.push_back({shape, dtype});
  description->numOriginalArguments = numOriginalArguments;
  description->allocatedBytes = allocatedBytes;
  std::tie(description->targetCpu, std::ignore) = hostCpu();
  auto kernel = loadKernel(objectFile, std::move(description));
  if (!kernel)
    throw CoreError("cannot load the kernel " + objectFile + ": " +
                    llvm::toString(kernel.takeError()));
  return std::move(*kernel);
}

/// The numpy dtype named `name`, built once: printing an array's dtype to
/// compare names runs numpy's Python-level __str__, about 3 us an argument,
/// which a network of 260 arguments paid at every call.
const py::dtype &numpyDtype(const std::string &name) {
  // Leaked on purpose: Python objects must not be released after the interpreter.
  static auto *cache = new std::map<std::string, py::dtype>();
  auto found = cache->find(name);
  if (found == cache->end())
    found = cache->emplace(name, py::dtype(name)).first;
  return found->second;
}

/// Checks each array against the kernel's argument specs and returns the
/// data pointers. Arrays must be C-contiguous and writeable (outputs are
/// written in place).
std::vector<void *> checkedPointers(const Kernel &kernel, const py::list &arrays) {
  const auto &specs = kernel.arguments;
  if (py::len(arrays) != specs.size())
    throw py::value_error("@" + kernel.functionName + " takes " +
                          std::to_string(specs.size()) + " arrays, got " +
                          std::to_string(py::len(arrays)));
  std::vector<void *> pointers;
  for (size_t i = 0; i < specs.size(); ++i) {
    auto array = py::cast<py::array>(arrays[i]);
    std::string where = "argument #" + std::to_string(i);
    if (!array.dtype().equal(numpyDtype(specs[i].dtype)))
      throw py::value_error(where + ": dtype must be " + specs[i].dtype);
    bool sameShape = static_cast<size_t>(array.ndim()) == specs[i].shape.size();
    for (size_t k = 0; sameShape && k < specs[i].shape.size(); ++k)
      sameShape = array.shape(k) == specs[i].shape[k];
    if (!sameShape)
      throw py::value_error(where + ": wrong shape");
    if (!(array.flags() & py::array::c_style) || !array.writeable())
      throw py::value_error(where + ": needs a C-contiguous writeable array");
    pointers.push_back(array.mutable_data());
  }
  return pointers;
}

} // namespace

PYBIND11_MODULE(_core, m) {
  m.doc() = "MLIR 19 core of rl_autoscheduler: loop nests, schedules, JIT.";
  py::register_exception<CoreError>(m, "MLIRError");

  py::class_<Loop>(m, "Loop")
      .def_readonly("trip_count", &Loop::tripCount)
      .def_readonly("is_reduction", &Loop::isReduction);
  py::class_<OperandAccess>(m, "OperandAccess")
      .def_readonly("is_init", &OperandAccess::isInit)
      .def_readonly("shape", &OperandAccess::shape)
      .def_readonly("element_type", &OperandAccess::elementType)
      .def_readonly("access_matrix", &OperandAccess::accessMatrix)
      .def_readonly("direct_producers", &OperandAccess::directProducers);
  py::class_<OpNest>(m, "OpNest")
      .def_readonly("tag", &OpNest::tag)
      .def_readonly("name", &OpNest::name)
      .def_readonly("location", &OpNest::location)
      .def_readonly("loops", &OpNest::loops)
      .def_readonly("operands", &OpNest::operands)
      .def_readonly("arithmetic_counts", &OpNest::arithmeticCounts)
      .def_readonly("producers", &OpNest::producers)
      .def_readonly("direct_producers", &OpNest::directProducers);

  m.def("analyze", &analyze, py::arg("source"), py::arg("name") = "<string>",
        "Parses, checks that the core can lower every op, decomposes the ops "
        "that stand for several (linalg.softmax), tags the linalg ops and "
        "returns (tagged text with source locations, loop nests, names of "
        "the decomposed ops).");
  m.def(
      "canonical_text",
      [](const std::string &source, const std::string &name) {
        CoreContext context;
        auto module = parseOrRaise(context, source, name);
        (*module)->removeAttr(rlas::kNextTagAttrName); // bookkeeping, not the program
        return printOp(module->getOperation());
      },
      py::arg("source"), py::arg("name") = "<string>",
      "Parses and prints without locations: equal programs give equal text.");
  m.def("program_graph", &programGraph, py::arg("source"),
        py::arg("name") = "<string>",
        "Returns (JSON of the public function's ops in program order, each "
        "linalg op in generic form; the arrays of its non-splat constants).");
  m.def(
      "extract_ops",
      [](const std::string &source, const std::vector<std::string> &tags,
         const std::string &function, const std::string &name) {
        CoreContext context;
        auto module = parseOrRaise(context, source, name);
        auto extracted = extractOps(*module, tags, function);
        if (mlir::failed(extracted))
          raise(context, "cannot extract " + llvm::join(tags, ", ") + " from " + name);
        return printOp(extracted->get().getOperation(), /*withLocations=*/true);
      },
      py::arg("source"), py::arg("tags"), py::arg("function"), py::arg("name") = "<string>",
      "Returns a program whose function `function` runs the ops tagged `tags` alone, "
      "returning the last one's results: what they read from outside are arguments, "
      "but for the constants, empty tensors and fills, which are rebuilt.");
  m.def("apply_schedule_analyzed", &applyScheduleAnalyzed, py::arg("source"),
        py::arg("script"), py::arg("name") = "<string>",
        "Applies a transform script and returns `analyze` of the result, from the "
        "module in memory.");
  m.def("apply_schedule", &applySchedule, py::arg("source"), py::arg("script"),
        py::arg("name") = "<string>", py::arg("with_locations") = true,
        "Applies a transform script and returns the transformed program.");
  m.def("lower_to_llvm", &lowerToText, py::arg("source"),
        py::arg("schedule") = py::none(), py::arg("name") = "<string>",
        py::arg("threads") = 1, "Returns the program in the LLVM dialect.");

  py::class_<Kernel>(m, "Kernel")
      .def_property_readonly("arguments",
                             [](const Kernel &k) {
                               py::list out;
                               for (const auto &spec : k.arguments)
                                 out.append(py::make_tuple(py::tuple(py::cast(spec.shape)),
                                                           spec.dtype));
                               return out;
                             })
      .def_readonly("num_original_arguments", &Kernel::numOriginalArguments)
      .def_readonly("allocated_bytes", &Kernel::allocatedBytes)
      .def_readonly("compile_seconds", &Kernel::compileSeconds)
      .def_readonly("function_name", &Kernel::functionName)
      .def_readonly("target_cpu", &Kernel::targetCpu)
      .def_readonly("target_features", &Kernel::targetFeatures)
      .def(
          "run",
          [](const Kernel &k, const py::list &arrays) {
            std::vector<void *> pointers = checkedPointers(k, arrays);
            py::gil_scoped_release release;
            k.call(pointers);
          },
          py::arg("arrays"), "Runs once, writing outputs into the arrays.")
      .def(
          "run_addresses",
          [](const Kernel &k, const std::vector<uintptr_t> &addresses) {
            if (addresses.size() != k.arguments.size())
              throw py::value_error("@" + k.functionName + " takes " +
                                    std::to_string(k.arguments.size()) +
                                    " buffers, got " + std::to_string(addresses.size()));
            std::vector<void *> pointers;
            pointers.reserve(addresses.size());
            for (uintptr_t address : addresses)
              pointers.push_back(reinterpret_cast<void *>(address));
            py::gil_scoped_release release;
            k.call(pointers);
          },
          py::arg("addresses"),
          "Runs once on the buffers at these addresses (e.g. torch's data_ptr()), "
          "writing outputs in place. Unchecked: the caller vouches that each is a "
          "C-contiguous buffer of its argument's shape and dtype, alive for the call.")
      .def(
          "time",
          [](const Kernel &k, const py::list &arrays, int warmup, int repeat) {
            if (warmup < 0 || repeat < 1)
              throw py::value_error("need warmup >= 0 and repeat >= 1");
            std::vector<void *> pointers = checkedPointers(k, arrays);
            py::gil_scoped_release release;
            return k.time(pointers, warmup, repeat);
          },
          py::arg("arrays"), py::arg("warmup") = 1, py::arg("repeat") = 5,
          "Returns the seconds of each timed run (GIL released).");

  m.def("compile", &compile, py::arg("source"), py::arg("schedule") = py::none(),
        py::arg("name") = "<string>", py::arg("function") = "",
        py::arg("threads") = 1, py::arg("opt_level") = 3,
        py::arg("max_memory_accesses") = CompileOptions().maxMemoryAccesses,
        py::arg("object_file") = "",
        "Applies the schedule, lowers and JIT-compiles for the host CPU. A "
        "lowered program with more than `max_memory_accesses` loads and stores per linalg op "
        "in its code is refused (0: no limit): LLVM would take minutes. With "
        "`object_file`, the machine code is written there for `load_kernel`.");
  m.def("load_kernel", &load, py::arg("object_file"), py::arg("function"),
        py::arg("arguments"), py::arg("num_original_arguments"),
        py::arg("allocated_bytes"),
        "Links the machine code `compile(..., object_file=)` wrote, for this "
        "host: the kernel as compiled, given what `compile` found (function "
        "name, arguments, original argument count, allocated bytes).");
  m.def("host_cpu", &hostCpu, "Returns (cpu name, sorted feature list).");
  m.attr("LLVM_LIBDIR") = RLAS_LLVM_LIBDIR;
}
