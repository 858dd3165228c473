//===- DataMovement.cpp - Vectorized copies and fills the schedule left ---===//
#include "rlas/DataMovement.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/Utils/MemRefUtils.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/TileUsingInterface.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/SmallVector.h"

using namespace mlir;

namespace rlas {

/// Rows longer than this stay scalar loops rather than one unrolled vector.
static constexpr int64_t kMaxRowElements = 1024;

/// Ops that move fewer elements stay on one thread: a parallel region costs
/// a few microseconds to start.
static constexpr int64_t kParallelElements = 1 << 16;

/// True for a copy the LLVM lowering turns into one `memcpy`.
static bool isContiguousCopy(memref::CopyOp copy) {
  auto source = dyn_cast<MemRefType>(copy.getSource().getType());
  auto target = dyn_cast<MemRefType>(copy.getTarget().getType());
  if (!source || !target) // unranked: leave it to the runtime
    return true;
  return memref::isStaticShapeAndContiguousRowMajor(source) &&
         memref::isStaticShapeAndContiguousRowMajor(target);
}

static void stridedCopiesToLinalg(ModuleOp module) {
  llvm::SmallVector<memref::CopyOp> strided;
  module.walk([&](memref::CopyOp copy) {
    if (!isContiguousCopy(copy))
      strided.push_back(copy);
  });
  for (memref::CopyOp copy : strided) {
    OpBuilder builder(copy);
    builder.create<linalg::CopyOp>(copy.getLoc(), ValueRange{copy.getSource()},
                                   ValueRange{copy.getTarget()});
    copy.erase();
  }
}

/// True when every buffer the op reads or writes is contiguous along its last
/// dimension: a row of a strided view would be gathered element by element,
/// slower than the scalar loop.
static bool rowsAreContiguous(linalg::LinalgOp op) {
  for (Value operand : op->getOperands()) {
    auto type = dyn_cast<MemRefType>(operand.getType());
    if (!type)
      continue; // a fill's scalar
    llvm::SmallVector<int64_t> strides;
    int64_t offset;
    if (failed(getStridesAndOffset(type, strides, offset)) ||
        (!strides.empty() && strides.back() != 1))
      return false;
  }
  return true;
}

/// The loop bounds of a data-movement op that can be vectorized row by row,
/// or an empty vector.
static llvm::SmallVector<int64_t> rowWiseBounds(linalg::LinalgOp op) {
  if (!isa<linalg::CopyOp, linalg::FillOp, linalg::MapOp>(op.getOperation()))
    return {};
  if (!isa<func::FuncOp>(op->getParentOp()) || !op.hasPureBufferSemantics() ||
      !rowsAreContiguous(op))
    return {};
  llvm::SmallVector<int64_t> bounds = op.getStaticLoopRanges();
  if (bounds.empty() || llvm::any_of(bounds, ShapedType::isDynamic) ||
      bounds.back() > kMaxRowElements)
    return {};
  return bounds;
}

/// Tiles `op` with `sizes` (0: the loop whole) in a loop nest of `type`;
/// the tiled ops, or none (then `op` is left as it was).
static llvm::SmallVector<Operation *>
tileWith(RewriterBase &rewriter, Operation *op, ArrayRef<int64_t> sizes,
         scf::SCFTilingOptions::LoopType type) {
  llvm::SmallVector<OpFoldResult> tileSizes;
  for (int64_t size : sizes)
    tileSizes.push_back(rewriter.getIndexAttr(size));
  rewriter.setInsertionPoint(op);
  scf::SCFTilingOptions options;
  options.setTileSizes(tileSizes);
  options.setLoopType(type);
  FailureOr<scf::SCFTilingResult> tiled =
      scf::tileUsingSCF(rewriter, cast<TilingInterface>(op), options);
  if (failed(tiled) || tiled->tiledOps.empty())
    return {};
  rewriter.eraseOp(op);
  return tiled->tiledOps;
}

/// Chunk sizes that split the outermost loop (but the row) with at least
/// `numThreads` iterations into `numThreads` parallel chunks; empty when the
/// op is small or no loop splits.
static llvm::SmallVector<int64_t> threadChunks(ArrayRef<int64_t> bounds,
                                               unsigned numThreads) {
  int64_t elements = 1;
  for (int64_t bound : bounds)
    elements *= bound;
  if (numThreads < 2 || elements < kParallelElements)
    return {};
  llvm::SmallVector<int64_t> sizes(bounds.size(), 0);
  for (size_t i = 0; i + 1 < bounds.size(); ++i) {
    if (bounds[i] < static_cast<int64_t>(numThreads))
      continue;
    sizes[i] = llvm::divideCeil(bounds[i], numThreads);
    return sizes;
  }
  return {};
}

static void vectorizeRows(RewriterBase &rewriter, linalg::LinalgOp op,
                          ArrayRef<int64_t> bounds, unsigned numThreads) {
  llvm::SmallVector<Operation *> chunks{op.getOperation()};
  llvm::SmallVector<int64_t> chunkSizes = threadChunks(bounds, numThreads);
  if (!chunkSizes.empty()) {
    llvm::SmallVector<Operation *> parallel = tileWith(
        rewriter, op, chunkSizes, scf::SCFTilingOptions::LoopType::ForallOp);
    if (!parallel.empty())
      chunks = parallel;
  }
  llvm::SmallVector<int64_t> rowSizes(bounds.size(), 1);
  rowSizes.back() = 0; // the whole row
  for (Operation *chunk : chunks)
    for (Operation *row :
         tileWith(rewriter, chunk, rowSizes, scf::SCFTilingOptions::LoopType::ForOp))
      (void)linalg::vectorize(rewriter, row); // a row that fails stays scalar
}

void vectorizeDataMovement(ModuleOp module, unsigned numThreads) {
  stridedCopiesToLinalg(module);
  llvm::SmallVector<std::pair<linalg::LinalgOp, llvm::SmallVector<int64_t>>> rows;
  module.walk([&](linalg::LinalgOp op) {
    llvm::SmallVector<int64_t> bounds = rowWiseBounds(op);
    if (!bounds.empty())
      rows.emplace_back(op, std::move(bounds));
  });
  if (rows.empty())
    return;
  // The context loads dialects on demand; tiling and vectorizing build these.
  module.getContext()->loadDialect<arith::ArithDialect, scf::SCFDialect,
                                   vector::VectorDialect, memref::MemRefDialect>();
  IRRewriter rewriter(module.getContext());
  for (auto &[op, bounds] : rows)
    vectorizeRows(rewriter, op, bounds, numThreads);
}

} // namespace rlas
