//===- Kernel.h - JIT-compiled programs -------------------------*- C++ -*-===//
//
// A Kernel is one program (optionally scheduled) compiled to machine code by
// the MLIR ExecutionEngine. Its arguments are the function's memrefs after
// bufferization: the original arguments, then any out-parameters that
// replaced returned buffers. The machine code can be written to an object
// file and linked again in another process (`loadKernel`).
//
//===----------------------------------------------------------------------===//
#ifndef RLAS_KERNEL_H
#define RLAS_KERNEL_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LogicalResult.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace llvm::orc {
class LLJIT;
} // namespace llvm::orc

namespace rlas {
class CoreContext;

struct ArgumentSpec {
  std::vector<int64_t> shape;
  std::string dtype; ///< numpy dtype name: float32, float64, int32, int64.
};

struct CompileOptions {
  std::string functionName; ///< Empty: the only public function.
  unsigned numThreads = 1;
  unsigned optLevel = 3;
  /// Refuse lowered programs with more memory accesses (loads and stores in
  /// the code, not executed) than this per linalg op of the program as given
  /// (0: no limit). A vector tile read
  /// through a transposed access unrolls into one scalar access per element:
  /// 8192 of them took LLVM 110 s to compile. The experts have at most 60.
  int64_t maxMemoryAccesses = 4096;
  /// Write the machine code to this object file once compiled (empty: none),
  /// for `loadKernel` in a later process.
  std::string objectFile;
};

class Kernel {
public:
  Kernel();
  ~Kernel();

  /// Calls the kernel once. `argumentPointers[i]` points at the data of
  /// argument i, laid out row-major as described by `arguments[i]`.
  void call(const std::vector<void *> &argumentPointers) const;

  /// Runs `warmup` untimed calls, then returns the wall time in seconds of
  /// each of `repeat` calls.
  std::vector<double> time(const std::vector<void *> &argumentPointers,
                           int warmup, int repeat) const;

  std::vector<ArgumentSpec> arguments;
  size_t numOriginalArguments = 0;
  int64_t allocatedBytes = 0;
  std::map<std::string, double> compileSeconds; ///< By stage, plus "total".
  std::string functionName;
  std::string targetCpu;
  std::string targetFeatures;

private:
  friend mlir::FailureOr<std::unique_ptr<Kernel>>
  compileKernel(CoreContext &, llvm::StringRef, llvm::StringRef,
                std::optional<std::string>, const CompileOptions &);
  friend llvm::Expected<std::unique_ptr<Kernel>>
  loadKernel(llvm::StringRef, std::unique_ptr<Kernel>);
  std::unique_ptr<mlir::ExecutionEngine> engine;
  /// A kernel loaded from an object file has this instead of `engine`.
  std::unique_ptr<llvm::orc::LLJIT> loaded;
  void (*entry)(void **) = nullptr;
};

/// Parses `source`, applies `schedule` (a transform script) when given,
/// bufferizes, lowers and JIT-compiles for the host CPU.
mlir::FailureOr<std::unique_ptr<Kernel>>
compileKernel(CoreContext &context, llvm::StringRef source,
              llvm::StringRef sourceName, std::optional<std::string> schedule,
              const CompileOptions &options);

/// The kernel whose machine code `compileKernel` wrote to `objectFile` (with
/// `CompileOptions::objectFile`), linked in this process: `description` holds
/// what compiling it found (arguments, function name, allocated bytes), saved
/// beside the file by the caller. No MLIR is parsed, transformed or lowered.
llvm::Expected<std::unique_ptr<Kernel>>
loadKernel(llvm::StringRef objectFile, std::unique_ptr<Kernel> description);

/// The function a kernel runs: the one named `name`, or with an empty name
/// the module's only public function (an error names the problem otherwise).
mlir::FailureOr<mlir::func::FuncOp> findEntry(mlir::ModuleOp module,
                                              llvm::StringRef name);

/// Host CPU name and the features LLVM detects on it.
std::pair<std::string, std::vector<std::string>> hostCpu();

} // namespace rlas

#endif // RLAS_KERNEL_H
