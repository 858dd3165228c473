//===- StreamedResults.cpp - Non-temporal stores of results beyond the cache ===//
//
// See StreamedResults.h.
//
//===----------------------------------------------------------------------===//
#include "rlas/StreamedResults.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/OpenMP/OpenMPDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallVector.h"

using namespace mlir;

namespace rlas {

/// How deep `isMultipleOf` follows an index's computation before it gives up.
static constexpr int kMaxIndexDepth = 16;

static bool isMultipleOf(Value value, int64_t factor, int depth);

static bool isMultipleOf(OpFoldResult value, int64_t factor, int depth) {
  if (std::optional<int64_t> constant = getConstantIntValue(value))
    return *constant % factor == 0;
  return isMultipleOf(cast<Value>(value), factor, depth);
}

/// Whether `expr` over `dims` and `symbols` is a multiple of `factor` for all
/// their values: sums and products of multiples (a floor division or a
/// remainder is not known to be one).
static bool isMultipleOf(AffineExpr expr, ValueRange dims, ValueRange symbols,
                         int64_t factor, int depth) {
  if (auto constant = dyn_cast<AffineConstantExpr>(expr))
    return constant.getValue() % factor == 0;
  if (auto dim = dyn_cast<AffineDimExpr>(expr))
    return isMultipleOf(dims[dim.getPosition()], factor, depth + 1);
  if (auto symbol = dyn_cast<AffineSymbolExpr>(expr))
    return isMultipleOf(symbols[symbol.getPosition()], factor, depth + 1);
  auto binary = dyn_cast<AffineBinaryOpExpr>(expr);
  if (!binary)
    return false;
  bool lhs = isMultipleOf(binary.getLHS(), dims, symbols, factor, depth);
  if (expr.getKind() == AffineExprKind::Add)
    return lhs && isMultipleOf(binary.getRHS(), dims, symbols, factor, depth);
  if (expr.getKind() == AffineExprKind::Mul)
    return lhs || isMultipleOf(binary.getRHS(), dims, symbols, factor, depth);
  return false;
}

/// Whether the index `value` is a multiple of `factor` whatever the loops'
/// iterations: a constant, a loop's induction variable whose start and step
/// are multiples, or sums and products of those.
static bool isMultipleOf(Value value, int64_t factor, int depth) {
  if (depth > kMaxIndexDepth)
    return false;
  if (std::optional<int64_t> constant = getConstantIntValue(value))
    return *constant % factor == 0;
  if (auto argument = dyn_cast<BlockArgument>(value)) {
    Operation *owner = argument.getOwner()->getParentOp();
    if (auto loop = dyn_cast<scf::ForOp>(owner); loop && argument == loop.getInductionVar())
      return isMultipleOf(loop.getLowerBound(), factor, depth + 1) &&
             isMultipleOf(loop.getStep(), factor, depth + 1);
    if (auto loop = dyn_cast<scf::ForallOp>(owner)) {
      unsigned position = argument.getArgNumber();
      if (position >= loop.getRank())
        return false; // a shared output, not an induction variable
      return isMultipleOf(loop.getMixedLowerBound()[position], factor, depth + 1) &&
             isMultipleOf(loop.getMixedStep()[position], factor, depth + 1);
    }
    return false;
  }
  Operation *op = value.getDefiningOp();
  if (auto add = dyn_cast<arith::AddIOp>(op))
    return isMultipleOf(add.getLhs(), factor, depth + 1) &&
           isMultipleOf(add.getRhs(), factor, depth + 1);
  if (auto mul = dyn_cast<arith::MulIOp>(op))
    return isMultipleOf(mul.getLhs(), factor, depth + 1) ||
           isMultipleOf(mul.getRhs(), factor, depth + 1);
  if (auto apply = dyn_cast<affine::AffineApplyOp>(op))
    return isMultipleOf(apply.getAffineMap().getResult(0), apply.getDimOperands(),
                        apply.getSymbolOperands(), factor, depth + 1);
  return false;
}

/// Whether `store` writes whole registers of `buffer` at an offset from its
/// start that is a whole number of registers.
static bool storesWholeRegisters(vector::StoreOp store, Value buffer,
                                 unsigned registerBytes) {
  VectorType vector = store.getVectorType();
  if (store.getBase() != buffer || store.getValueToStore() == buffer ||
      vector.getRank() != 1 || vector.isScalable())
    return false;
  unsigned bits = vector.getElementTypeBitWidth();
  if (bits % 8 || (vector.getNumElements() * bits / 8) % registerBytes)
    return false;
  int64_t lanes = registerBytes / (bits / 8);
  // Each row of an identity-layout buffer starts a whole number of registers
  // from its start when its rows are; then the innermost index decides.
  ArrayRef<int64_t> shape = store.getMemRefType().getShape();
  return !shape.empty() && shape.back() % lanes == 0 &&
         isMultipleOf(store.getIndices().back(), lanes, 0);
}

/// The bytes of `type` if it is a memref of static shape, else 0.
static int64_t staticBytes(Type type) {
  auto memref = dyn_cast<MemRefType>(type);
  if (!memref || !memref.hasStaticShape() || !memref.getElementType().isIntOrFloat())
    return 0;
  return memref.getNumElements() * memref.getElementTypeBitWidth() / 8;
}

/// Whether argument `buffer` of `func` is a result the function streams: a
/// static identity-layout memref used only as the buffer of `vector.store`s of
/// whole registers (never read, viewed or passed on), that is larger than
/// `cacheBytes`, or at least a quarter of it in a call that moves more than
/// `cacheBytes` and reads no argument of the result's type.
///
/// The second case is a permutation's result (the families' 25 MB transposes
/// ran 1.3-2x faster streamed, znver4): the call's own traffic evicts it
/// before the caller reads it. A result read alongside an input of its own
/// shape (an elementwise op) is left alone there: numpy and PyTorch place
/// large buffers at the same offset in their pages, and non-temporal stores to
/// the page offsets the loads read made an erf GELU of 31.5 MB 0.7x (4K
/// aliasing: 1.1x faster streamed with the result 1-2 KB further on).
static bool isStreamedResult(func::FuncOp func, BlockArgument buffer,
                             unsigned registerBytes, int64_t cacheBytes) {
  auto type = dyn_cast<MemRefType>(buffer.getType());
  if (!type || !type.hasStaticShape() || !type.getLayout().isIdentity() ||
      !type.getElementType().isIntOrFloat() || buffer.use_empty())
    return false;
  int64_t bytes = staticBytes(type);
  if (bytes <= cacheBytes) {
    int64_t moved = 0;
    bool sameShapeArgument = false;
    for (BlockArgument other : func.getArguments()) {
      moved += staticBytes(other.getType());
      auto otherType = dyn_cast<MemRefType>(other.getType());
      sameShapeArgument |= other != buffer && otherType &&
                           otherType.getShape() == type.getShape() &&
                           otherType.getElementType() == type.getElementType();
    }
    if (4 * bytes < cacheBytes || moved <= cacheBytes || sameShapeArgument)
      return false;
  }
  return llvm::all_of(buffer.getUses(), [&](OpOperand &use) {
    auto store = dyn_cast<vector::StoreOp>(use.getOwner());
    return store && storesWholeRegisters(store, buffer, registerBytes);
  });
}

/// Marks the stores into `buffers` of `func` non-temporal.
static void makeStoresNonTemporal(func::FuncOp func, ArrayRef<unsigned> buffers) {
  for (unsigned index : buffers)
    for (Operation *user : func.getArgument(index).getUsers())
      cast<vector::StoreOp>(user).setNontemporal(true);
}

/// Turns `func` into a dispatch: the streamed copy where every buffer of
/// `buffers` is aligned to `registerBytes`, else its own body.
static void dispatchOnAlignment(func::FuncOp func, func::FuncOp streamed,
                                ArrayRef<unsigned> buffers, unsigned registerBytes) {
  Block &entry = func.front();
  Operation *terminator = entry.getTerminator();
  OpBuilder builder = OpBuilder::atBlockBegin(&entry);
  Location loc = func.getLoc();
  Value alignment = builder.create<arith::ConstantIndexOp>(loc, registerBytes);
  Value zero = builder.create<arith::ConstantIndexOp>(loc, 0);
  Value aligned;
  for (unsigned index : buffers) {
    Value address = builder.create<memref::ExtractAlignedPointerAsIndexOp>(
        loc, func.getArgument(index));
    Value remainder = builder.create<arith::RemUIOp>(loc, address, alignment);
    Value isAligned =
        builder.create<arith::CmpIOp>(loc, arith::CmpIPredicate::eq, remainder, zero);
    aligned = aligned ? builder.create<arith::AndIOp>(loc, aligned, isAligned).getResult()
                      : isAligned;
  }
  auto branch = builder.create<scf::IfOp>(loc, aligned, /*withElseRegion=*/true);
  OpBuilder::atBlockBegin(branch.thenBlock())
      .create<func::CallOp>(loc, streamed, func.getArguments());
  Block *body = branch.elseBlock();
  body->getOperations().splice(body->begin(), entry.getOperations(),
                               std::next(Block::iterator(branch)),
                               Block::iterator(terminator));
}

void streamLargeResults(ModuleOp module, unsigned registerBytes,
                        int64_t cacheBytes) {
  // Non-temporal vector stores and their fence are x86's (AVX and later).
  if (registerBytes < 32 || cacheBytes <= 0)
    return;
  SymbolTable symbols(module);
  for (func::FuncOp func : llvm::to_vector(module.getOps<func::FuncOp>())) {
    if (func.isExternal() || func.isPrivate() || func.getNumResults() != 0 ||
        !func.getBody().hasOneBlock() ||
        !isa<func::ReturnOp>(func.front().getTerminator()))
      continue;
    SmallVector<unsigned> buffers;
    for (BlockArgument argument : func.getArguments())
      if (isStreamedResult(func, argument, registerBytes, cacheBytes))
        buffers.push_back(argument.getArgNumber());
    if (buffers.empty())
      continue;
    func::FuncOp streamed = func.clone();
    streamed.setName((func.getName() + kStreamedSuffix).str());
    streamed.setPrivate();
    symbols.insert(streamed);
    makeStoresNonTemporal(streamed, buffers);
    dispatchOnAlignment(func, streamed, buffers, registerBytes);
  }
}

void finishStreamedStores(ModuleOp module, unsigned registerBytes) {
  module.walk([&](LLVM::LLVMFuncOp func) {
    if (!func.getName().ends_with(kStreamedSuffix))
      return;
    // Each thread fences its own non-temporal stores before its parallel
    // region's barrier (the region's end); a sequential kernel before it
    // returns. Placed here, after the OpenMP conversion, rather than in the
    // loops: an intrinsic call there keeps the conversion's allocation scopes
    // from being inlined.
    llvm::SetVector<omp::ParallelOp> regions;
    bool sequential = false;
    func.walk([&](LLVM::StoreOp store) {
      if (!store.getNontemporal())
        return;
      store.setAlignment(registerBytes);
      if (auto region = store->getParentOfType<omp::ParallelOp>())
        regions.insert(region);
      else
        sequential = true;
    });
    SmallVector<Operation *> ends;
    for (omp::ParallelOp region : regions)
      region.getRegion().walk([&](omp::TerminatorOp end) {
        if (end->getParentOp() == region)
          ends.push_back(end);
      });
    if (sequential)
      func.walk([&](LLVM::ReturnOp end) { ends.push_back(end); });
    OpBuilder builder(func.getContext());
    for (Operation *end : ends) {
      builder.setInsertionPoint(end);
      builder.create<LLVM::CallIntrinsicOp>(end->getLoc(), TypeRange{},
                                            "llvm.x86.sse.sfence", ValueRange{});
    }
  });
}

} // namespace rlas
