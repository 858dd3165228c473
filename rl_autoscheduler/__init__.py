"""A reinforcement-learning autoscheduler for MLIR linalg programs."""

from rl_autoscheduler.errors import MLIRError, ScheduleError

__all__ = ["MLIRError", "ScheduleError", "compile"]


def compile(model, example_inputs, **options):
    """A PyTorch module scheduled by the shipped model and JIT-compiled: see
    `rl_autoscheduler.commands.from_torch.compile` (imported here on first use, so that
    importing the package does not import torch)."""
    from rl_autoscheduler.commands.from_torch import compile as compile_module

    return compile_module(model, example_inputs, **options)
