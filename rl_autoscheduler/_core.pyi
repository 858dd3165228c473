"""MLIR 19 core of rl_autoscheduler: loop nests, schedules, JIT (C++, pybind11)."""

import numpy as np

VECTOR_LOWERING_SCRIPT: str
LLVM_LIBDIR: str

class MLIRError(Exception):
    """Every MLIR diagnostic of a failed call, each as `file:line:col: error: message`."""

class Loop:
    @property
    def trip_count(self) -> int: ...
    @property
    def is_reduction(self) -> bool: ...

class OperandAccess:
    @property
    def is_init(self) -> bool: ...
    @property
    def shape(self) -> list[int]: ...
    @property
    def element_type(self) -> str: ...
    @property
    def access_matrix(self) -> list[list[int]]: ...
    @property
    def direct_producers(self) -> list[str]: ...

class OpNest:
    @property
    def tag(self) -> str: ...
    @property
    def name(self) -> str: ...
    @property
    def location(self) -> str: ...
    @property
    def loops(self) -> list[Loop]: ...
    @property
    def operands(self) -> list[OperandAccess]: ...
    @property
    def arithmetic_counts(self) -> dict[str, int]: ...
    @property
    def producers(self) -> list[str]: ...
    @property
    def direct_producers(self) -> list[str]: ...

class Kernel:
    @property
    def arguments(self) -> list[tuple[tuple[int, ...], str]]: ...
    @property
    def num_original_arguments(self) -> int: ...
    @property
    def allocated_bytes(self) -> int: ...
    @property
    def compile_seconds(self) -> dict[str, float]:
        """Seconds by stage: parse, transform, bufferize, vector, deallocate, lower (to the
        LLVM dialect), jit (LLVM's optimization and code generation), and total.
        `RLAS_PASS_TIMING=1` in the environment prints each MLIR pass's time to stderr."""
    @property
    def function_name(self) -> str: ...
    @property
    def target_cpu(self) -> str: ...
    @property
    def target_features(self) -> str: ...
    def run(self, arrays: list[np.ndarray]) -> None: ...
    def run_addresses(self, addresses: list[int]) -> None:
        """Runs on raw buffer addresses: unchecked, the caller vouches for each buffer."""
    def time(self, arrays: list[np.ndarray], warmup: int = 1, repeat: int = 5) -> list[float]: ...

def analyze(source: str, name: str = "<string>") -> tuple[str, list[OpNest], list[str]]:
    """(tagged text with locations, loop nests, names of the ops decomposed into linalg ops)."""

def canonical_text(source: str, name: str = "<string>") -> str: ...
def extract_ops(source: str, tags: list[str], function: str, name: str = "<string>") -> str:
    """A program whose function `function` runs the ops tagged `tags` alone, returning the
    last one's results: what they read from outside are arguments, but for the constants,
    empty tensors and fills (rebuilt)."""

def apply_schedule_analyzed(
    source: str, script: str, name: str = "<string>"
) -> tuple[str, list[OpNest], list[str]]:
    """`analyze` of `apply_schedule`'s result, with no print and parse between them."""

def apply_schedule(
    source: str, script: str, name: str = "<string>", with_locations: bool = True
) -> str: ...
def lower_to_llvm(
    source: str, schedule: str | None = None, name: str = "<string>", threads: int = 1
) -> str: ...
def compile(
    source: str,
    schedule: str | None = None,
    name: str = "<string>",
    function: str = "",
    threads: int = 1,
    opt_level: int = 3,
    max_memory_accesses: int = 4096,
    object_file: str = "",
) -> Kernel: ...
def load_kernel(
    object_file: str,
    function: str,
    arguments: list[tuple[tuple[int, ...], str]],
    num_original_arguments: int,
    allocated_bytes: int,
) -> Kernel:
    """The kernel whose machine code `compile(..., object_file=)` wrote, linked again."""

def host_cpu() -> tuple[str, list[str]]: ...
