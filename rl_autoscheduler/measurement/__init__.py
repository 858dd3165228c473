"""Measurement: compiling, verifying and timing schedules (sandboxed), the machine-wide
timing lock, the measurement cache and the Dask cluster. Imports only `ir` below it."""
