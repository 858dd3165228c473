//===- Lowering.cpp - From scheduled linalg to the LLVM dialect -----------===//
#include "rlas/Lowering.h"
#include "rlas/AccumulatorUnrolling.h"
#include "rlas/Context.h"
#include "rlas/ContractionUnitDims.h"
#include "rlas/DataMovement.h"
#include "rlas/InputProgram.h"
#include "rlas/LaneGathering.h"
#include "rlas/MathLowering.h"
#include "rlas/PadBorders.h"
#include "rlas/PaddedDestinations.h"
#include "rlas/ReshapedTransfers.h"
#include "rlas/RowReductions.h"
#include "rlas/RowShapeCasts.h"
#include "rlas/StaticWorkspace.h"
#include "rlas/StreamedResults.h"
#include "rlas/Transform.h"
#include "rlas/VectorWidening.h"
#include "rlas/WriteBackForwarding.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/Transforms/Transforms.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <cstdlib>
#include <string>

using namespace mlir;

namespace rlas {

/// The transform scripts run after bufferization: the first folds aliasing,
/// hoists loop-invariant vector transfers and lowers vector ops to what LLVM
/// vectorizes well (outer products, 1-D transfers); the second, run once the
/// 1-D transfers no longer go through reshaped views (ReshapedTransfers.h),
/// hoists again and finishes the lowering.
static const char *const kVectorUnrollingScript = R"mlir(
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %funcs = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %funcs {
      transform.apply_patterns.canonicalization
      transform.apply_patterns.memref.fold_memref_alias_ops
    } : !transform.any_op
    transform.apply_cse to %funcs : !transform.any_op
    %hoisted = transform.structured.hoist_redundant_vector_transfers %funcs : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %hoisted {
      transform.apply_patterns.vector.lower_contraction lowering_strategy = "outerproduct"
      transform.apply_patterns.vector.lower_outerproduct
      transform.apply_patterns.vector.transfer_permutation_patterns
      transform.apply_patterns.vector.lower_multi_reduction lowering_strategy = "innerparallel"
      transform.apply_patterns.vector.split_transfer_full_partial split_transfer_strategy = "linalg-copy"
      transform.apply_patterns.vector.transfer_to_scf max_transfer_rank = 1 full_unroll = true
    } : !transform.any_op
    transform.yield
  }
}
)mlir";

static const char *const kVectorFinishingScript = R"mlir(
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %funcs = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    // Hoist again once transfers are unrolled to 1-D: a permuted or
    // rank-expanded write no longer hides that it matches its read.
    transform.apply_cse to %funcs : !transform.any_op
    %unrolled = transform.structured.hoist_redundant_vector_transfers %funcs : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %unrolled {
      transform.apply_patterns.vector.lower_transfer max_transfer_rank = 1
      transform.apply_patterns.vector.lower_shape_cast
      transform.apply_patterns.vector.lower_transpose lowering_strategy = "shuffle_1d"
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.yield
  }
}
)mlir";

/// Rewrites the tensor ops that one-shot bufferization does not take in MLIR
/// 19 into ones it does: a `tensor.concat` into insertions into an empty
/// tensor, a user's `tensor.pack`/`unpack` (a schedule's are lowered or
/// vectorized by its own steps) into a pad, reshapes and a transpose.
static LogicalResult decomposeUnbufferizableTensorOps(ModuleOp module) {
  RewritePatternSet patterns(module.getContext());
  tensor::populateDecomposeTensorConcatPatterns(patterns);
  if (failed(applyPatternsAndFoldGreedily(module, std::move(patterns))))
    return module.emitError("decomposing tensor.concat did not converge");
  SmallVector<tensor::PackOp> packs;
  SmallVector<tensor::UnPackOp> unpacks;
  module.walk([&](tensor::PackOp op) { packs.push_back(op); });
  module.walk([&](tensor::UnPackOp op) { unpacks.push_back(op); });
  IRRewriter rewriter(module.getContext());
  for (tensor::PackOp pack : packs) {
    rewriter.setInsertionPoint(pack);
    if (failed(linalg::lowerPack(rewriter, pack)))
      return pack.emitError("cannot lower this tensor.pack for bufferization");
  }
  for (tensor::UnPackOp unpack : unpacks) {
    rewriter.setInsertionPoint(unpack);
    if (failed(linalg::lowerUnPack(rewriter, unpack)))
      return unpack.emitError("cannot lower this tensor.unpack for bufferization");
  }
  return success();
}

/// Runs a textual pass list. `parsePassPipeline` takes the list itself: a
/// `builtin.module(...)` wrapper would nest and silently do nothing.
static LogicalResult runPasses(CoreContext &context, ModuleOp module,
                               const std::string &passes, const char *stage) {
  PassManager pm(&context.get(), ModuleOp::getOperationName());
  std::string error;
  llvm::raw_string_ostream errorStream(error);
  if (failed(parsePassPipeline(passes, pm, errorStream)))
    return emitError(module.getLoc())
           << "internal pass pipeline for " << stage << " is invalid: " << error;
  // RLAS_PASS_TIMING=1 prints each pass's time to stderr (a slow compile's
  // profile); the kernel's compile_seconds give the stages only.
  if (const char *timing = std::getenv("RLAS_PASS_TIMING"); timing && *timing == '1')
    pm.enableTiming();
  if (failed(pm.run(module)))
    return emitError(module.getLoc()) << stage << " failed";
  return success();
}

static int64_t staticBytes(MemRefType type) {
  if (!type.hasStaticShape())
    return 0;
  return type.getNumElements() *
         std::max<int64_t>(1, type.getElementTypeBitWidth() / 8);
}

namespace {
/// Adds the seconds since the last lap to `seconds[stage]`.
class StageClock {
public:
  explicit StageClock(std::map<std::string, double> &seconds) : seconds(seconds) {}
  void lap(const char *stage) {
    auto now = std::chrono::steady_clock::now();
    seconds[stage] += std::chrono::duration<double>(now - last).count();
    last = now;
  }

private:
  std::map<std::string, double> &seconds;
  std::chrono::steady_clock::time_point last = std::chrono::steady_clock::now();
};
} // namespace

FailureOr<int64_t> bufferize(CoreContext &context, ModuleOp module,
                              unsigned numThreads,
                              std::map<std::string, double> &stageSeconds) {
  StageClock clock(stageSeconds);
  // A program compiled without analysis (its text as the user wrote it) may
  // still hold a linalg.softmax, which no lowering below takes.
  if (failed(decomposeAggregatedOps(module)) ||
      failed(decomposeUnbufferizableTensorOps(module)))
    return failure();
  const unsigned registerBytes = hostVectorRegisterBytes();
  gatherStridedLanes(module, registerBytes);
  foldFillReads(module);
  forwardWriteBackCopies(module);
  writeProducersIntoPads(module);
  fillOnlyPadBorders(module);
  const std::string passes =
      "one-shot-bufferize{bufferize-function-boundaries "
      "function-boundary-type-conversion=identity-layout-map},"
      // Canonicalize first: bufferized loops keep memref iter_args that hide
      // that a result is the argument it was written into.
      "canonicalize,cse,drop-equivalent-buffer-results,"
      "buffer-results-to-out-params{hoist-static-allocs=true},canonicalize,cse,"
      // A temporary inside a sequential loop (a panel of B packed where its
      // register tiles read it) is allocated once before the loop, not once
      // per iteration; inside a parallel loop it stays there, one per thread.
      "func.func(buffer-loop-hoisting)";
  if (failed(runPasses(context, module, passes, "bufferization")))
    return failure();
  clock.lap("bufferize");
  vectorizeDataMovement(module, numThreads);
  dropContractionUnitDims(module);
  lowerRowReductions(module, registerBytes);
  if (failed(applyTransformScript(context, module, kVectorUnrollingScript,
                                  "vector-lowering")))
    return failure();
  foldExpandShapesIntoTransfers(module);
  lowerShapeCastsByRows(module, registerBytes);
  if (failed(applyTransformScript(context, module, kVectorFinishingScript,
                                  "vector-lowering")))
    return failure();
  if (failed(widenPartialVectorAccesses(module, registerBytes)))
    return failure();
  fuseAccumulatorMultiplyAdds(module);
  unrollAccumulatorLoops(module);
  clock.lap("vector");
  // Temporaries at function scope (a padded copy, a packed operand) become
  // buffers kept across calls (StaticWorkspace.h); the others (inside loops)
  // are freed at the end of their scope: without that each call of the kernel
  // leaks them, and a process that measures many schedules runs out of memory.
  moveTemporariesToWorkspace(module);
  // Without heap buffers there is nothing to free, and the pipeline's
  // ownership analysis and canonicalizations were a tenth of a packed
  // convolution's compile time.
  bool allocates = module
                       .walk([](Operation *op) {
                         return isa<memref::AllocOp, memref::ReallocOp>(op)
                                    ? WalkResult::interrupt()
                                    : WalkResult::advance();
                       })
                       .wasInterrupted();
  if (allocates && failed(runPasses(context, module, "buffer-deallocation-pipeline",
                                    "buffer deallocation")))
    return failure();
  clock.lap("deallocate");
  streamLargeResults(module, registerBytes, lastLevelCacheBytes());
  // RLAS_DUMP_BUFFERS=<file> writes the module as it is here, bufferized and
  // vector-lowered, before the LLVM lowering: where a schedule's copies and
  // temporaries are read (the profile of a slow network).
  if (const char *path = std::getenv("RLAS_DUMP_BUFFERS"); path && *path) {
    std::error_code error;
    llvm::raw_fd_ostream file(path, error);
    if (!error)
      module->print(file);
  }
  int64_t bytes = 0;
  for (auto global : module.getOps<memref::GlobalOp>())
    if (isWorkspace(global))
      bytes += staticBytes(global.getType());
  module.walk([&](memref::AllocOp alloc) { bytes += staticBytes(alloc.getType()); });
  module.walk([&](memref::AllocaOp alloca) { bytes += staticBytes(alloca.getType()); });
  return bytes;
}

LogicalResult lowerToLLVM(CoreContext &context, ModuleOp module,
                          unsigned numThreads) {
  module.walk([&](func::FuncOp func) {
    if (!func.isExternal())
      func->setAttr(LLVM::LLVMDialect::getEmitCWrapperAttrName(),
                    UnitAttr::get(&context.get()));
  });
  if (failed(lowerMathForCPU(module)))
    return failure();
  // convert-scf-to-openmp leaves multi-block alloca scopes: canonicalize
  // right after it. `convert-to-llvm` converts every dialect with a
  // ConvertToLLVM interface (arith, cf, func, index, math, memref) in one walk
  // instead of six passes (a fifth of a packed convolution's lowering time);
  // vector and OpenMP have no such interface in MLIR 19.
  const std::string passes =
      "func.func(convert-linalg-to-loops),scf-forall-to-parallel,"
      "convert-scf-to-openmp{num-threads=" +
      std::to_string(numThreads) +
      "},canonicalize,"
      "func.func(convert-vector-to-scf{full-unroll=true},lower-affine),"
      "expand-strided-metadata,lower-affine,convert-scf-to-cf,"
      "convert-vector-to-llvm,convert-to-llvm,convert-openmp-to-llvm,"
      "reconcile-unrealized-casts";
  if (failed(runPasses(context, module, passes, "lowering to the LLVM dialect")))
    return failure();
  finishStreamedStores(module, hostVectorRegisterBytes());
  return success();
}

} // namespace rlas
