"""PyTorch to linalg: the converter `rl_autoscheduler.compile` and the suites share."""
