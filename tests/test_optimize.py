"""`rl-autoscheduler optimize`: a trained agent applied to a program outside the suites.

The transformed program must parse, the exported script must replay with mlir-opt-19
on the original file to the same program, and bad input is one line and exit 2 with
nothing written.
"""

import subprocess
import sys
from pathlib import Path

import pytest
import torch
from configs import run_module, tiny_config
from mlir_opt import replay
from programs import ADD, NEVER_FINITE

from rl_autoscheduler import _core
from rl_autoscheduler.agent.action_space import NEXT_OP, TILE_PARALLEL
from rl_autoscheduler.ir.program import Program
from rl_autoscheduler.ir.schedule import Schedule
from rl_autoscheduler.ir.schedule_script import apply_schedule

ROOT = Path(__file__).resolve().parents[1]

# Not in any suite: a 48x40 @ 40x56 matmul (into a zero-filled tensor) followed by a ReLU.
MATMUL_RELU = """
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @dense_relu(%x: tensor<48x40xf32>, %w: tensor<40x56xf32>) -> tensor<48x56xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<48x56xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%empty : tensor<48x56xf32>) -> tensor<48x56xf32>
  %mm = linalg.matmul ins(%x, %w : tensor<48x40xf32>, tensor<40x56xf32>)
                      outs(%acc : tensor<48x56xf32>) -> tensor<48x56xf32>
  %out = tensor.empty() : tensor<48x56xf32>
  %relu = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%mm : tensor<48x56xf32>) outs(%out : tensor<48x56xf32>) {
  ^bb0(%a: f32, %c: f32):
    %r = arith.maximumf %a, %zero : f32
    linalg.yield %r : f32
  } -> tensor<48x56xf32>
  return %relu : tensor<48x56xf32>
}
"""


def train_tiny_checkpoint(base: Path) -> Path:
    """A checkpoint trained for two tiny iterations (about 10 s); trained once per directory."""
    run = base / "run"
    checkpoint = run / "checkpoint.pt"
    if checkpoint.exists():
        return checkpoint
    path = tiny_config(base, 2, training={"name": "tiny"}, cluster={"cache_path": None})
    result = run_module("rl_autoscheduler.agent.train", path)
    assert result.returncode == 0, result.stderr
    return checkpoint


@pytest.fixture(scope="session")
def checkpoint(tmp_path_factory):
    return train_tiny_checkpoint(tmp_path_factory.getbasetemp() / "tiny-agent")


@pytest.fixture(scope="session")
def eager_checkpoint(checkpoint, tmp_path_factory):
    """The tiny agent, biased to parallelize first and never to move on before acting,
    so that its greedy schedule is never empty whatever it learnt."""
    state = torch.load(checkpoint, weights_only=False)
    state["policy"]["kind_head.bias"][NEXT_OP] -= 50.0
    state["policy"]["kind_head.bias"][TILE_PARALLEL] += 50.0
    state["policy"]["size_head.2.bias"][0] -= 50.0  # prefer a real size to 0 (untiled)
    path = tmp_path_factory.mktemp("eager") / "checkpoint.pt"
    torch.save(state, path)
    return path


def _optimize(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "rl_autoscheduler", "optimize", *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=300,
        check=False,
    )


# Large enough for the space to split its ops across the threads: `optimize` runs in a
# process of its own, with the space's real work threshold (conftest lifts it in-process).
WIDE_MATMUL_RELU = MATMUL_RELU.replace("48x", "192x").replace("x56", "x224")


@pytest.mark.parametrize("agent", ["trained", "eager"])
def test_optimize_writes_a_program_and_a_replayable_script(
    tmp_path, agent, checkpoint, eager_checkpoint
):
    source = tmp_path / "dense_relu.mlir"
    source.write_text(WIDE_MATMUL_RELU)
    out, script, schedule_json = tmp_path / "out.mlir", tmp_path / "s.mlir", tmp_path / "s.json"
    result = _optimize(
        str(source),
        "--checkpoint",
        str(checkpoint if agent == "trained" else eager_checkpoint),
        "-o",
        str(out),
        "--schedule-out",
        str(script),
        "--json-schedule",
        str(schedule_json),
        "--trials",
        "0",  # the bare greedy pass: what the policy chose, unmeasured
    )
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""

    transformed = Program.from_file(out)  # parses and verifies
    schedule = Schedule.load(schedule_json)
    if agent == "eager":
        assert schedule.steps and schedule.steps[0].kind == "tile_parallel", schedule.describe()
    program = Program.from_file(source)
    expected, _ = apply_schedule(program, schedule)
    assert _core.canonical_text(transformed.text) == _core.canonical_text(expected.text)
    assert _core.canonical_text(replay(source, script)) == _core.canonical_text(out.read_text())
    assert str(source) in result.stdout  # the schedule is summarised on stdout


def test_optimize_to_stdout(tmp_path, checkpoint):
    source = tmp_path / "dense_relu.mlir"
    source.write_text(MATMUL_RELU)
    result = _optimize(str(source), "--checkpoint", str(checkpoint), "-o", "-", "--trials", "0")
    assert result.returncode == 0, result.stderr
    Program.from_text(result.stdout, "stdout.mlir")


def test_optimize_by_default_checks_the_agent_against_the_untransformed_program(
    tmp_path, eager_checkpoint
):
    """Without --trials the greedy pass is measured beside the program as written and the
    faster verified one is written: never a program slower than the user's."""
    source = tmp_path / "add.mlir"
    source.write_text(ADD)
    out, schedule_json = tmp_path / "out.mlir", tmp_path / "s.json"
    result = _optimize(
        str(source),
        "--checkpoint",
        str(eager_checkpoint),
        "-o",
        str(out),
        "--json-schedule",
        str(schedule_json),
        "--threads",
        "2",
    )
    assert result.returncode == 0, result.stderr
    assert "measured the untransformed program and 1 proposed schedule(s)" in result.stdout
    schedule = Schedule.load(schedule_json)
    if schedule.steps:
        assert "speedup" in result.stdout and "verified" in result.stdout
    else:
        assert "written unchanged" in result.stdout
        assert _core.canonical_text(out.read_text()) == _core.canonical_text(
            Program.from_file(source).text
        )


@pytest.mark.parametrize("problem", ["missing file", "bad program", "bad checkpoint", "no ckpt"])
def test_optimize_errors_are_one_line_and_write_nothing(tmp_path, checkpoint, problem):
    source = tmp_path / "dense_relu.mlir"
    source.write_text(MATMUL_RELU)
    ckpt = checkpoint
    if problem == "missing file":
        source = tmp_path / "missing.mlir"
    elif problem == "bad program":
        source.write_text(MATMUL_RELU.replace("linalg.matmul", "linalg.matmull"))
    elif problem == "bad checkpoint":
        ckpt = tmp_path / "garbage.pt"
        ckpt.write_bytes(b"not a checkpoint")
    else:
        ckpt = tmp_path / "absent.pt"
    out, script = tmp_path / "out" / "out.mlir", tmp_path / "out" / "s.mlir"
    result = _optimize(
        str(source), "--checkpoint", str(ckpt), "-o", str(out), "--schedule-out", str(script)
    )
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("rl-autoscheduler optimize: "), result.stderr
    assert "Traceback" not in result.stderr
    assert not out.exists() and not script.exists()
    name = source.name if "file" in problem or "program" in problem else ckpt.name
    assert name in lines[0]


# ------------------------------------------------------------------ policy-guided search


def _trial(schedule: list, speedup: float, ok: bool = True):
    from rl_autoscheduler.measurement.measure import Measurement

    result = Measurement("p.mlir", schedule, 1, correct=ok, speedup=speedup, time_s=1 / speedup)
    if not ok:
        result.failure_kind, result.error = "wrong_result", "outputs differ"
    return result


def test_the_best_verified_trial_wins_and_the_untransformed_program_is_the_fallback():
    from rl_autoscheduler.agent.guided import best_verified

    untransformed = _trial([], 1.0)
    fast_but_wrong = _trial([{"kind": "vectorize", "tag": "op0"}], 9.0, ok=False)
    good = _trial([{"kind": "tile", "tag": "op0", "sizes": [8, 8, 0]}], 2.5)
    better = _trial([{"kind": "tile", "tag": "op0", "sizes": [4, 8, 0]}], 3.0)
    slower = _trial([{"kind": "tile", "tag": "op0", "sizes": [1, 1, 0]}], 0.2)
    assert best_verified([untransformed, fast_but_wrong, good, better]) is better
    assert best_verified([untransformed, fast_but_wrong, slower]) is untransformed
    failed_baseline = _trial([], 1.0, ok=False)
    assert best_verified([failed_baseline, slower]) is slower


def test_the_agent_proposes_its_greedy_schedule_then_distinct_samples(eager_checkpoint):
    from rl_autoscheduler.agent.guided import proposed_schedules
    from rl_autoscheduler.commands.optimize import load_agent, optimize

    agent = load_agent(eager_checkpoint)
    program = Program.from_text(MATMUL_RELU, "dense_relu.mlir")
    proposals = proposed_schedules(agent, program, count=5, seed=3)
    assert 1 <= len(proposals) <= 5
    assert proposals[0] == optimize(program, agent).schedule
    assert len({p.dumps() for p in proposals}) == len(proposals)
    assert proposed_schedules(agent, program, count=5, seed=3) == proposals  # seeded


def test_optimize_with_trials_keeps_the_fastest_verified_candidate(tmp_path, eager_checkpoint):
    source = tmp_path / "dense_relu.mlir"
    source.write_text(MATMUL_RELU)
    out, schedule = tmp_path / "out.mlir", tmp_path / "schedule.json"
    result = _optimize(
        str(source), "--checkpoint", str(eager_checkpoint), "-o", str(out),
        "--json-schedule", str(schedule), "--trials", "3", "--threads", "2",
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert "measured the untransformed program and 3 proposed schedule(s)" in result.stdout
    assert ("best:" in result.stdout) != ("written unchanged" in result.stdout)
    chosen = Schedule.load(schedule)
    program = Program.from_text(MATMUL_RELU, str(source))
    transformed, _ = apply_schedule(program, chosen)
    assert _core.canonical_text(out.read_text(), "out") == _core.canonical_text(
        transformed.text, "t"
    )

    # In process: the chosen one is the best verified of everything measured.
    from rl_autoscheduler.agent.guided import guided_search
    from rl_autoscheduler.agent.trained import load_agent
    from rl_autoscheduler.measurement.measure import TimingOptions

    search = guided_search(load_agent(eager_checkpoint), program, 3, TimingOptions(threads=2))
    assert search.trials[0].schedule == [] and search.trials[0].ok  # the fallback is measured
    assert search.best.ok
    assert search.best.speedup == max(t.speedup for t in search.trials if t.ok)


def test_optimize_on_a_program_that_is_never_finite_warns_in_one_line(tmp_path, eager_checkpoint):
    """log(-(x*x) - 1) is NaN for every input: the command says so in one line naming the
    output, and succeeds with the fastest schedule whose NaN positions and finite values
    match the program as written (or the program unchanged)."""
    source = tmp_path / "never_finite.mlir"
    source.write_text(NEVER_FINITE)
    out = tmp_path / "out.mlir"
    result = _optimize(
        str(source), "--checkpoint", str(eager_checkpoint), "-o", str(out), "--trials", "2"
    )
    assert result.returncode == 0, result.stderr
    warnings = [line for line in result.stdout.splitlines() if "not finite" in line]
    assert len(warnings) == 1, result.stdout
    assert "warning:" in warnings[0] and "result 0 is NaN at [0, 0]" in warnings[0]
    assert "checked by their NaN and Inf positions" in warnings[0]
    assert ("best:" in result.stdout) != ("written unchanged" in result.stdout)
    assert "wrong_result" not in result.stdout
    Program.from_file(out)


# ------------------------------------------------------------------ the shipped model


def test_optimize_without_a_checkpoint_uses_the_shipped_model(tmp_path):
    from rl_autoscheduler.agent.trained import SHIPPED_MODEL

    assert SHIPPED_MODEL.is_file(), "the package ships a model (rl_autoscheduler/models)"
    source = tmp_path / "dense_relu.mlir"
    source.write_text(MATMUL_RELU)
    out = tmp_path / "out.mlir"
    result = _optimize(str(source), "-o", str(out), "--threads", "2")
    assert result.returncode == 0, result.stderr
    assert "measured the untransformed program and 1 proposed schedule(s)" in result.stdout
    Program.from_file(out)  # parses and verifies


def test_a_missing_shipped_model_is_one_clear_error(monkeypatch, tmp_path):
    from rl_autoscheduler.agent import trained
    from rl_autoscheduler.config import ConfigError

    monkeypatch.setattr(trained, "SHIPPED_MODEL", tmp_path / "models" / "default.pt")
    with pytest.raises(ConfigError, match=r"shipped model .*default\.pt is missing"):
        trained.load_agent()
