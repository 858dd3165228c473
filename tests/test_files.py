"""Atomic writes: a result is whole or absent, and a device or pipe stays what it was."""

import os
import stat
import threading

from rl_autoscheduler.atomic_files import atomic_write_text


def test_a_write_replaces_a_regular_file_whole(tmp_path):
    path = tmp_path / "out" / "result.json"
    atomic_write_text(path, "first")
    atomic_write_text(path, "second")
    assert path.read_text() == "second"
    assert [p.name for p in path.parent.iterdir()] == ["result.json"]  # no temporary left


def test_a_pipe_is_written_into_not_replaced(tmp_path):
    # `-o /dev/null` once renamed a file over the machine's /dev/null.
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    received = []
    reader = threading.Thread(target=lambda: received.append(pipe.read_text()))
    reader.start()
    atomic_write_text(pipe, "schedule")
    reader.join(timeout=10)
    assert received == ["schedule"]
    assert stat.S_ISFIFO(pipe.stat().st_mode)
