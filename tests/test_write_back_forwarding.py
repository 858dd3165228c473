"""A matmul with B packed into panels computes in place in C: no temporary copy of C
around it (two passes over C the bufferizer used to add), and its accumulators stay in
registers over the whole reduction (MLIR 19 hoists them only off a memref that is not a
reshaped view, see ReshapedTransfers.h)."""

import re

import numpy as np

from rl_autoscheduler import _core
from rl_autoscheduler.ir.program import Program
from rl_autoscheduler.ir.schedule import Pack, Schedule
from rl_autoscheduler.ir.schedule_script import apply_schedule

M, N, K = 64, 256, 128
PACKED_MATMUL = f"""
func.func @matmul(%A: tensor<{M}x{K}xf32>, %B: tensor<{K}x{N}xf32>,
                  %C: tensor<{M}x{N}xf32>) -> tensor<{M}x{N}xf32> {{
  %0 = linalg.matmul ins(%A, %B : tensor<{M}x{K}xf32>, tensor<{K}x{N}xf32>)
                     outs(%C : tensor<{M}x{N}xf32>) -> tensor<{M}x{N}xf32>
  return %0 : tensor<{M}x{N}xf32>
}}
"""
PANELS = Schedule([Pack("op0", (32,), (8, 1, 1), (32, 0))])


def scheduled_text() -> str:
    scheduled, _ = apply_schedule(Program.from_text(PACKED_MATMUL), PANELS)
    return scheduled.text


def test_a_panel_packed_matmul_accumulates_into_c_with_one_panel_of_b_as_its_temporary():
    kernel = _core.compile(scheduled_text(), threads=2)
    # B is packed one panel (K x lanes) at a time, where the register tiles read it,
    # into a buffer each thread allocates once; no copy of C, no whole packed B.
    assert kernel.allocated_bytes == K * 32 * 4
    rng = np.random.default_rng(0)
    a, c = (
        rng.standard_normal((M, K), dtype=np.float32),
        rng.standard_normal((M, N), dtype=np.float32),
    )
    # Two Bs: each call packs its own B's panels.
    for b in (rng.standard_normal((K, N), dtype=np.float32) for _ in range(2)):
        out = c.copy()
        kernel.run([a, b, out])
        expected = c.astype(np.float64) + a.astype(np.float64) @ b.astype(np.float64)
        np.testing.assert_allclose(out, expected, rtol=1e-4, atol=1e-4)


def test_its_accumulators_stay_in_registers_over_the_reduction():
    llvm = _core.lower_to_llvm(scheduled_text(), threads=2)
    blocks = re.split(r"\n\s*\^bb\d+", llvm)
    fma_blocks = [block for block in blocks if "llvm.intr.fmuladd" in block]
    assert fma_blocks, "no FMA in the lowered matmul"
    # The reduction loop's body: loads of A and of a panel, FMAs, no store of C.
    assert all("llvm.store" not in block for block in fma_blocks)
