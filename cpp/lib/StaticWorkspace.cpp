//===- StaticWorkspace.cpp - Function-scope temporaries kept across calls -===//
//
// See StaticWorkspace.h.
//
//===----------------------------------------------------------------------===//
#include "rlas/StaticWorkspace.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <algorithm>

using namespace mlir;

namespace rlas {

/// The name of every workspace buffer (SymbolTable renames the second and later).
static const char *const kWorkspacePrefix = "__rlas_workspace";

/// Where in the shared workspace a temporary starts: a cache line apart, so that
/// two temporaries never share a line.
static constexpr int64_t kPoolAlignment = 64;

namespace {
/// A function-scope temporary and the span of the function's ops that touch it.
struct Temporary {
  memref::AllocOp alloc;
  int64_t bytes = 0;
  unsigned first = 0, last = 0;
  int64_t offset = 0;
};
} // namespace

static bool isPlainTemporary(memref::AllocOp alloc) {
  MemRefType type = alloc.getType();
  return type.hasStaticShape() && type.getLayout().isIdentity() &&
         alloc.getDynamicSizes().empty() && alloc.getSymbolOperands().empty();
}

/// Bytes of a temporary the shared workspace can hold (one of integer or float
/// elements of whole bytes, in the default memory space), else 0.
static int64_t poolableBytes(MemRefType type) {
  Type element = type.getElementType();
  if (!element.isIntOrFloat() || element.getIntOrFloatBitWidth() % 8 ||
      type.getMemorySpace())
    return 0;
  return type.getNumElements() * (element.getIntOrFloatBitWidth() / 8);
}

/// The positions in `body` of the first and last of its ops that use `buffer` or
/// a memref made from it (a subview, a reshape, a loop's result, ... : every
/// memref result of an op that uses it counts as one). False when the buffer
/// leaves the function (returned) or is used outside `body`'s ops.
static bool liveSpan(Value buffer, Block &body,
                     const DenseMap<Operation *, unsigned> &position, unsigned &first,
                     unsigned &last) {
  SmallVector<Value> aliases{buffer};
  DenseSet<Value> seen{buffer};
  bool used = false;
  while (!aliases.empty()) {
    Value alias = aliases.pop_back_val();
    for (Operation *user : alias.getUsers()) {
      if (isa<func::ReturnOp>(user))
        return false;
      Operation *top = body.findAncestorOpInBlock(*user);
      if (!top)
        return false;
      unsigned at = position.lookup(top);
      first = used ? std::min(first, at) : at;
      last = used ? std::max(last, at) : at;
      used = true;
      for (Value result : user->getResults())
        if (isa<BaseMemRefType>(result.getType()) && seen.insert(result).second)
          aliases.push_back(result);
    }
  }
  return used;
}

/// Offsets for `temporaries` (sorted by first use) in one buffer, greedily: each
/// takes the lowest offset free of every temporary live at the same time. Returns
/// the buffer's size. Lowest-first reuses the bytes the ops before just touched,
/// still in the caches.
static int64_t assignOffsets(MutableArrayRef<Temporary> temporaries) {
  SmallVector<const Temporary *> live;
  int64_t size = 0;
  for (Temporary &temporary : temporaries) {
    llvm::erase_if(live, [&](const Temporary *other) { return other->last < temporary.first; });
    llvm::sort(live, [](const Temporary *a, const Temporary *b) { return a->offset < b->offset; });
    int64_t offset = 0;
    for (const Temporary *other : live) {
      if (offset + temporary.bytes <= other->offset)
        break;
      offset = std::max<int64_t>(offset, llvm::alignTo(other->offset + other->bytes, kPoolAlignment));
    }
    temporary.offset = offset;
    size = std::max(size, offset + temporary.bytes);
    live.push_back(&temporary);
  }
  return static_cast<int64_t>(llvm::alignTo(size, kPoolAlignment));
}

static memref::GlobalOp createWorkspace(OpBuilder &builder, SymbolTable &symbols, ModuleOp module,
                                        Location loc, MemRefType type, IntegerAttr alignment) {
  builder.setInsertionPointToStart(module.getBody());
  auto global = builder.create<memref::GlobalOp>(
      loc, kWorkspacePrefix, builder.getStringAttr("private"), type,
      /*initial_value=*/Attribute(), /*constant=*/false, alignment);
  symbols.insert(global); // renames it when the name is taken: __rlas_workspace_1, ...
  return global;
}

/// A workspace of its own for `alloc` (one the shared buffer cannot hold).
static void moveToOwnWorkspace(OpBuilder &builder, SymbolTable &symbols, ModuleOp module,
                               memref::AllocOp alloc) {
  MemRefType type = alloc.getType();
  memref::GlobalOp global =
      createWorkspace(builder, symbols, module, alloc.getLoc(), type, alloc.getAlignmentAttr());
  builder.setInsertionPoint(alloc);
  auto buffer = builder.create<memref::GetGlobalOp>(alloc.getLoc(), type, global.getSymName());
  alloc.getResult().replaceAllUsesWith(buffer.getResult());
  alloc.erase();
}

static void poolFunctionTemporaries(func::FuncOp func, OpBuilder &builder, SymbolTable &symbols,
                                    ModuleOp module) {
  Block &body = func.getBody().front();
  DenseMap<Operation *, unsigned> position;
  for (auto [index, op] : llvm::enumerate(body))
    position[&op] = index;
  SmallVector<Temporary> pooled;
  SmallVector<memref::AllocOp> own;
  for (Operation &op : body) {
    auto alloc = dyn_cast<memref::AllocOp>(op);
    if (!alloc || !isPlainTemporary(alloc))
      continue;
    Temporary temporary{alloc, poolableBytes(alloc.getType())};
    bool spans = liveSpan(alloc.getResult(), body, position, temporary.first, temporary.last);
    int64_t alignment = alloc.getAlignment().value_or(kPoolAlignment);
    if (temporary.bytes && spans && kPoolAlignment % alignment == 0)
      pooled.push_back(temporary);
    else
      own.push_back(alloc);
  }
  for (memref::AllocOp alloc : own)
    moveToOwnWorkspace(builder, symbols, module, alloc);
  if (pooled.empty())
    return;
  llvm::stable_sort(pooled, [](const Temporary &a, const Temporary &b) { return a.first < b.first; });
  int64_t size = assignOffsets(pooled);
  auto poolType = MemRefType::get({size}, builder.getI8Type());
  memref::GlobalOp global = createWorkspace(builder, symbols, module, func.getLoc(), poolType,
                                            builder.getI64IntegerAttr(kPoolAlignment));
  builder.setInsertionPointToStart(&body);
  Value pool = builder.create<memref::GetGlobalOp>(func.getLoc(), poolType, global.getSymName());
  for (Temporary &temporary : pooled) {
    builder.setInsertionPoint(temporary.alloc);
    Location loc = temporary.alloc.getLoc();
    Value offset = builder.create<arith::ConstantIndexOp>(loc, temporary.offset);
    Value view = builder.create<memref::ViewOp>(loc, temporary.alloc.getType(), pool, offset,
                                                ValueRange{});
    temporary.alloc.getResult().replaceAllUsesWith(view);
    temporary.alloc.erase();
  }
}

void moveTemporariesToWorkspace(ModuleOp module) {
  SymbolTable symbols(module);
  OpBuilder builder(module.getBodyRegion());
  SmallVector<func::FuncOp> functions;
  module.walk([&](func::FuncOp func) {
    if (!func.isExternal())
      functions.push_back(func);
  });
  for (func::FuncOp func : functions)
    poolFunctionTemporaries(func, builder, symbols, module);
}

bool isWorkspace(memref::GlobalOp global) {
  return global.getSymName().starts_with(kWorkspacePrefix);
}

} // namespace rlas
