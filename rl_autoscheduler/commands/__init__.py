"""The user's commands: the `rl-autoscheduler` CLI, `optimize` and the fuzzer.
The top layer: imports any layer, none imports it."""
