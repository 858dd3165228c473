import os
import sys
from pathlib import Path

import pytest
import torch

# The test programs live beside the tests.
sys.path.insert(0, str(Path(__file__).parent))

# The policy networks in tests are tiny: one thread avoids contention with
# the measuring processes on a 2-core machine (as the trainer does).
torch.set_num_threads(1)


@pytest.fixture(autouse=True, scope="session")
def _mlflow_store_in_tmp(tmp_path_factory):
    """Trainings and evaluations log to MLflow by default (runs/mlflow.db in the working
    directory): in tests, and in the processes they start, the store is a temporary one."""
    store = tmp_path_factory.mktemp("mlflow") / "mlflow.db"
    previous = os.environ.get("MLFLOW_TRACKING_URI")
    os.environ["MLFLOW_TRACKING_URI"] = f"sqlite:///{store}"
    yield
    if previous is None:
        os.environ.pop("MLFLOW_TRACKING_URI", None)
    else:
        os.environ["MLFLOW_TRACKING_URI"] = previous


@pytest.fixture(autouse=True)
def _records_in_tmp(tmp_path_factory, monkeypatch):
    """Commands consult and write tuning records by default (~/.cache/rl_autoscheduler):
    in each test, and in the processes it starts, the default file is a new temporary one,
    so no test reuses a schedule another test chose."""
    folder = tmp_path_factory.mktemp("records")
    monkeypatch.setenv("RL_AUTOSCHEDULER_RECORDS", str(folder / "records.sqlite"))


@pytest.fixture(autouse=True)
def _no_parallel_threshold(request, monkeypatch):
    """The test programs are small so that they compile in milliseconds, and the space
    keeps ops below `state.MIN_PARALLEL_ITERATIONS` serial (their thread splits lose to
    the parallel runtime): in tests the threshold is lifted, so that every other rule is
    still tested with its parallel steps, unless a test is about the threshold
    (`@pytest.mark.parallel_threshold`). Processes a test starts keep the real one."""
    if request.node.get_closest_marker("parallel_threshold") is None:
        from rl_autoscheduler.search import state

        monkeypatch.setattr(state, "MIN_PARALLEL_ITERATIONS", 0)


def _register_rules_as(monkeypatch, registers: int, lanes: int) -> None:
    """The schedule space's register rules as on a host of `registers` vector registers
    of `lanes` f32 lanes (32 x 16: AVX-512; 16 x 8: AVX2), whatever this machine is.
    Kernels still compile for this machine; only the rules' register budget moves."""
    from rl_autoscheduler.search import pack_rule, pointwise_rule, state, transpose_rule

    monkeypatch.setattr(pack_rule, "vector_registers", lambda: registers)
    monkeypatch.setattr(pack_rule, "vector_lanes", lambda: lanes)
    monkeypatch.setattr(pointwise_rule, "vector_lanes", lambda: lanes)
    monkeypatch.setattr(transpose_rule, "vector_lanes", lambda: lanes)
    monkeypatch.setattr(state, "register_file_lanes", lambda: registers * lanes)
    monkeypatch.setattr(state, "vector_lanes", lambda: lanes)


@pytest.fixture
def register_rules(monkeypatch):
    """`register_rules(registers, lanes)` sets the rules' register file for the test."""
    return lambda registers, lanes: _register_rules_as(monkeypatch, registers, lanes)


@pytest.fixture
def avx512_rules(register_rules):
    """The register rules of an AVX-512 host: for tests whose programs and tile sizes
    were written for its 32 registers of 16 lanes, so that they hold on AVX2 hosts too
    (`test_register_budgets_follow_the_host_s_register_file` covers both)."""
    register_rules(32, 16)
