//===- StaticWorkspace.cpp - Function-scope temporaries kept across calls -===//
//
// See StaticWorkspace.h.
//
//===----------------------------------------------------------------------===//
#include "rlas/StaticWorkspace.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/SmallVector.h"


using namespace mlir;

namespace rlas {

/// The name of every workspace buffer (SymbolTable renames the second and later).
static const char *const kWorkspacePrefix = "__rlas_workspace";

void moveTemporariesToWorkspace(ModuleOp module) {
  SymbolTable symbols(module);
  llvm::SmallVector<memref::AllocOp> temporaries;
  module.walk([&](func::FuncOp func) {
    if (func.isExternal())
      return;
    for (Operation &op : func.getBody().front())
      if (auto alloc = dyn_cast<memref::AllocOp>(op))
        if (alloc.getType().hasStaticShape() && alloc.getType().getLayout().isIdentity() &&
            alloc.getDynamicSizes().empty() && alloc.getSymbolOperands().empty())
          temporaries.push_back(alloc);
  });
  OpBuilder builder(module.getBodyRegion());
  for (memref::AllocOp alloc : temporaries) {
    builder.setInsertionPointToStart(module.getBody());
    MemRefType type = alloc.getType();
    auto global = builder.create<memref::GlobalOp>(
        alloc.getLoc(), kWorkspacePrefix, builder.getStringAttr("private"), type,
        /*initial_value=*/Attribute(), /*constant=*/false, alloc.getAlignmentAttr());
    symbols.insert(global); // renames it when the name is taken: __rlas_workspace_1, ...
    builder.setInsertionPoint(alloc);
    auto buffer = builder.create<memref::GetGlobalOp>(alloc.getLoc(), type, global.getSymName());
    alloc.getResult().replaceAllUsesWith(buffer.getResult());
    alloc.erase();
  }
}

bool isWorkspace(memref::GlobalOp global) {
  return global.getSymName().starts_with(kWorkspacePrefix);
}

} // namespace rlas
