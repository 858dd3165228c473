//===- StaticWorkspace.h - Function-scope temporaries kept across calls -*- C++ -*-===//
#ifndef RLAS_STATICWORKSPACE_H
#define RLAS_STATICWORKSPACE_H

#include "mlir/IR/BuiltinOps.h"

#include <cstdint>

namespace rlas {

/// The prefix of the module-level buffers `moveTemporariesToWorkspace` makes.
extern const char *const kWorkspacePrefix;

/// Replaces every `memref.alloc` of static shape directly in a function's body
/// (a padded copy of an input, a packed operand: not one inside a loop) by a
/// private module-level `memref.global`, so the buffer lives as long as the
/// kernel instead of one call.
///
/// Why: a temporary larger than glibc's largest mmap threshold (32 MiB) is
/// mapped and unmapped on every call, and its first touch then page-faults
/// once per 4 KiB page: the 43 MB padded input of a 4x480x73x73 max pool cost
/// 10,500 faults and 14 of its 15 ms per call, against 1.2 ms for the pooling.
/// A compiled model keeps such workspaces; so does the kernel now. The same
/// rewrite applies to the untransformed program and every schedule.
///
/// A kernel with a workspace must not run on two threads at once (the
/// project's kernels never do: each measurement runs its kernel alone). Run
/// before the deallocation pipeline: a global is never freed.
void moveTemporariesToWorkspace(mlir::ModuleOp module);

/// The bytes of the workspace buffers of `module`.
int64_t workspaceBytes(mlir::ModuleOp module);

} // namespace rlas

#endif // RLAS_STATICWORKSPACE_H
