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
