"""Benchmark program generation: PyTorch models converted to linalg (`nn_to_mlir`)."""
