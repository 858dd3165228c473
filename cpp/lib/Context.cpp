//===- Context.cpp - MLIR context with captured diagnostics ---------------===//
#include "rlas/Context.h"

#include "mlir/IR/Verifier.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

namespace rlas {

void initializeProcess() {
  static const bool initialized = [] {
    registerAllPasses();
    llvm::InitializeNativeTarget();
    llvm::InitializeNativeTargetAsmPrinter();
    llvm::InitializeNativeTargetAsmParser();
    return true;
  }();
  (void)initialized;
}

static const DialectRegistry &sharedRegistry() {
  static const DialectRegistry *registry = [] {
    auto *r = new DialectRegistry();
    registerAllDialects(*r);
    registerAllExtensions(*r);
    registerAllToLLVMIRTranslations(*r);
    return r;
  }();
  return *registry;
}

std::string formatLocation(Location loc) {
  if (auto fileLoc = dyn_cast<FileLineColLoc>(loc))
    return (fileLoc.getFilename().strref() + ":" +
            llvm::Twine(fileLoc.getLine()) + ":" +
            llvm::Twine(fileLoc.getColumn()))
        .str();
  if (auto nameLoc = dyn_cast<NameLoc>(loc))
    return nameLoc.getName().str();
  if (auto fused = dyn_cast<FusedLoc>(loc)) {
    if (!fused.getLocations().empty())
      return formatLocation(fused.getLocations().front());
  }
  if (auto callSite = dyn_cast<CallSiteLoc>(loc))
    return formatLocation(callSite.getCallee());
  std::string text;
  llvm::raw_string_ostream os(text);
  os << loc;
  return text;
}

static const char *severityName(DiagnosticSeverity severity) {
  switch (severity) {
  case DiagnosticSeverity::Error:
    return "error";
  case DiagnosticSeverity::Warning:
    return "warning";
  case DiagnosticSeverity::Note:
    return "note";
  case DiagnosticSeverity::Remark:
    return "remark";
  }
  return "diagnostic";
}

CoreContext::CoreContext()
    : context(sharedRegistry(), MLIRContext::Threading::DISABLED) {
  initializeProcess();
  // Dialects load on demand from the registry (loading all costs ~2.5 ms a call).
  handler = std::make_unique<ScopedDiagnosticHandler>(
      &context, [this](Diagnostic &diag) {
        llvm::raw_string_ostream os(diagnostics);
        os << formatLocation(diag.getLocation()) << ": "
           << severityName(diag.getSeverity()) << ": " << diag << "\n";
        for (Diagnostic &note : diag.getNotes())
          os << "  " << formatLocation(note.getLocation())
             << ": note: " << note << "\n";
        return success();
      });
}

CoreContext::~CoreContext() = default;

std::string CoreContext::takeDiagnostics() {
  std::string taken;
  std::swap(taken, diagnostics);
  while (!taken.empty() && taken.back() == '\n')
    taken.pop_back();
  return taken;
}

OwningOpRef<ModuleOp> CoreContext::parse(llvm::StringRef source,
                                         llvm::StringRef bufferName) {
  ParserConfig config(&context);
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(source, config, bufferName);
  if (!module)
    return nullptr;
  if (failed(verify(*module)))
    return nullptr;
  return module;
}

std::string printOp(Operation *op, bool withLocations) {
  std::string text;
  llvm::raw_string_ostream os(text);
  OpPrintingFlags flags;
  if (withLocations)
    flags.enableDebugInfo(/*enable=*/true, /*prettyForm=*/false);
  op->print(os, flags);
  return text;
}

} // namespace rlas
