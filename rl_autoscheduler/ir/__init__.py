"""The program and schedule model: loop nests read from MLIR, schedules and their
transform-dialect scripts, and the op-kind registry. Imports nothing above it."""
