import sys
from pathlib import Path

import torch

# The test programs live beside the tests.
sys.path.insert(0, str(Path(__file__).parent))

# The policy networks in tests are tiny: one thread avoids contention with
# the measuring processes on a 2-core machine (as the trainer does).
torch.set_num_threads(1)
