//===- KernelLoading.cpp - Kernels linked from saved object files ---------===//
//
// Compiling a whole network spends most of its time in the transform
// interpreter, the lowering and LLVM's code generation (MobileNetV2: 15 s on
// two cores). The machine code of a kernel compiled before, written by
// `compileKernel` to an object file, is linked here into a fresh ORC JIT as
// MLIR's ExecutionEngine links its own: the OpenMP runtime and the C runner
// utilities as libraries, the process's symbols behind them.
//
//===----------------------------------------------------------------------===//
#include "rlas/Context.h"
#include "rlas/Kernel.h"

#include "llvm/ExecutionEngine/Orc/ExecutionUtils.h"
#include "llvm/ExecutionEngine/Orc/LLJIT.h"
#include "llvm/ExecutionEngine/Orc/RTDyldObjectLinkingLayer.h"
#include "llvm/ExecutionEngine/SectionMemoryManager.h"
#include "llvm/Support/MemoryBuffer.h"

#ifndef RLAS_LLVM_LIBDIR
#error "RLAS_LLVM_LIBDIR must name the directory of libomp and the runner utils"
#endif

using namespace llvm;
using namespace llvm::orc;

namespace rlas {

/// The libraries a kernel's code calls into, as `compileKernel` names them.
static SmallVector<std::string> runtimeLibraries() {
  return {std::string(RLAS_LLVM_LIBDIR) + "/libmlir_c_runner_utils.so",
          std::string(RLAS_LLVM_LIBDIR) + "/libomp.so"};
}

Expected<std::unique_ptr<Kernel>>
loadKernel(StringRef objectFile, std::unique_ptr<Kernel> description) {
  initializeProcess();
  auto object = MemoryBuffer::getFile(objectFile);
  if (!object)
    return createStringError(object.getError(), "cannot read %s: %s",
                             objectFile.str().c_str(),
                             object.getError().message().c_str());
  // Large code model objects from the JIT's target machine, linked as the
  // ExecutionEngine links them (RuntimeDyld, section memory manager).
  auto jit = LLJITBuilder()
                 .setObjectLinkingLayerCreator(
                     [](ExecutionSession &session, const Triple &) {
                       return std::make_unique<RTDyldObjectLinkingLayer>(
                           session, [] {
                             return std::make_unique<SectionMemoryManager>();
                           });
                     })
                 .create();
  if (!jit)
    return jit.takeError();
  JITDylib &main = (*jit)->getMainJITDylib();
  char prefix = (*jit)->getDataLayout().getGlobalPrefix();
  for (const std::string &library : runtimeLibraries()) {
    auto generator = DynamicLibrarySearchGenerator::Load(library.c_str(), prefix);
    if (!generator)
      return generator.takeError();
    main.addGenerator(std::move(*generator));
  }
  auto process = DynamicLibrarySearchGenerator::GetForCurrentProcess(prefix);
  if (!process)
    return process.takeError();
  main.addGenerator(std::move(*process));
  if (Error error = (*jit)->addObjectFile(std::move(*object)))
    return std::move(error);
  // The packed wrapper MLIR's ExecutionEngine adds to every function.
  auto entry = (*jit)->lookup("_mlir__mlir_ciface_" + description->functionName);
  if (!entry)
    return entry.takeError();
  description->entry = entry->toPtr<void (*)(void **)>();
  description->loaded = std::move(*jit);
  return description;
}

} // namespace rlas
