#!/usr/bin/env bash
# A single-node SLURM cluster on this machine, for trying `sbatch scripts/train.sh`
# and for the tests marked `slurm`.
#
#   sudo bash scripts/slurm_local.sh start    # install if missing, configure, start, wait
#   sudo bash scripts/slurm_local.sh status   # which daemons run, and sinfo
#   sudo bash scripts/slurm_local.sh stop     # cancel its jobs, end the daemons it started
#
# Everything lives in one folder of its own (RLAS_SLURM_DIR, default /tmp/rlas-slurm):
# slurm.conf, a munge key and socket, state, spool, logs and pid files; nothing in /etc
# is read or written, so a system SLURM or munge on the machine is left alone. Commands
# find this cluster through SLURM_CONF (start prints the line to export). One node with
# this machine's CPUs and most of its memory, one partition; munged, slurmctld and slurmd
# listen on 127.0.0.1 only, on ports of their own (RLAS_SLURM_PORT and the one after it,
# default 16817).
#
# Exit status: 0 done; 3 this machine cannot run it (not root, no apt to install with),
# with one line saying why, so a test can skip; 1 anything else, naming the log to read.
set -euo pipefail

DIR="${RLAS_SLURM_DIR:-/tmp/rlas-slurm}"
PORT="${RLAS_SLURM_PORT:-16817}"
CONF="$DIR/etc/slurm.conf"
MUNGE_SOCKET="$DIR/munge/munge.socket"
PARTITION=local
PROG="slurm_local.sh"

cannot() { echo "$PROG: cannot run here: $*" >&2; exit 3; }
fail() { echo "$PROG: $*" >&2; exit 1; }

# The pid in a daemon's pid file, if that daemon still runs: a stale file whose pid
# now belongs to another program does not count (and so is never signalled).
running_pid() {
  local name="$1" file pid
  file="$(pid_file "$name")"
  [ -s "$file" ] || return 1
  pid="$(cat "$file")"
  [ "$(cat "/proc/$pid/comm" 2>/dev/null)" = "$name" ] || return 1
  echo "$pid"
}

install_packages() {
  local missing=() command
  for command in munged slurmctld slurmd sbatch squeue scancel sinfo; do
    command -v "$command" >/dev/null 2>&1 || missing+=("$command")
  done
  ((${#missing[@]})) || return 0
  command -v apt-get >/dev/null 2>&1 ||
    cannot "${missing[*]} not found, and no apt-get to install slurm-wlm and munge with"
  echo "$PROG: installing slurm-wlm and munge with apt-get" >&2
  mkdir -p "$DIR"
  local log="$DIR/apt.log"
  # Fresh containers often have no package lists yet: update once, only if needed.
  if ! DEBIAN_FRONTEND=noninteractive apt-get install -y -qq slurm-wlm munge >"$log" 2>&1; then
    apt-get update -qq >>"$log" 2>&1 || cannot "apt-get update failed (see $log)"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq slurm-wlm munge >>"$log" 2>&1 ||
      cannot "apt-get install slurm-wlm munge failed (see $log)"
  fi
}

write_config() {
  local host cpus memory_mb
  host="$(hostname -s)"
  # GNU nproc obeys OMP_NUM_THREADS, which a Dask LocalCluster (and its nannies)
  # write into their parent's environment: count the CPUs this process may use.
  cpus="$(env -u OMP_NUM_THREADS -u OMP_THREAD_LIMIT nproc)"
  # Most of the machine's memory: a node that reports less than its RealMemory is
  # refused by slurmctld, and jobs' --mem is checked against this.
  memory_mb="$(awk '/^MemTotal:/ { printf "%d", $2 / 1024 * 0.9 }' /proc/meminfo)"
  mkdir -p "$DIR"/{etc,state,spool,log,run,munge}
  chmod 755 "$DIR"
  cat >"$CONF" <<EOF
# Written by scripts/slurm_local.sh: a one-node cluster on 127.0.0.1.
ClusterName=rlas-local
SlurmctldHost=$host(127.0.0.1)
SlurmctldPort=$PORT
SlurmdPort=$((PORT + 1))
# Bind to the configured addresses (127.0.0.1), not to every interface.
CommunicationParameters=NoCtldInAddrAny,NoInAddrAny
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=$MUNGE_SOCKET
CredType=cred/munge
StateSaveLocation=$DIR/state
SlurmdSpoolDir=$DIR/spool
SlurmctldPidFile=$DIR/run/slurmctld.pid
SlurmdPidFile=$DIR/run/slurmd.pid
SlurmctldLogFile=$DIR/log/slurmctld.log
SlurmdLogFile=$DIR/log/slurmd.log
# No cgroups: processes are tracked by their parent ids, tasks are not bound.
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU_Memory
SchedulerType=sched/backfill
MpiDefault=none
SwitchType=switch/none
AccountingStorageType=accounting_storage/none
JobAcctGatherType=jobacct_gather/none
JobCompType=jobcomp/none
ReturnToService=2
# A cancelled job gets SIGTERM, then SIGKILL this many seconds later.
KillWait=10
NodeName=$host NodeAddr=127.0.0.1 NodeHostname=$host CPUs=$cpus RealMemory=$memory_mb State=UNKNOWN
PartitionName=$PARTITION Nodes=$host Default=YES MaxTime=INFINITE State=UP
EOF
  # munged refuses a key or socket directory others may write to, and a socket
  # directory others cannot enter.
  chown munge:munge "$DIR/munge"
  chmod 755 "$DIR/munge"
  if [ ! -s "$DIR/munge/munge.key" ]; then
    dd if=/dev/urandom of="$DIR/munge/munge.key" bs=1024 count=1 status=none
  fi
  chown munge:munge "$DIR/munge/munge.key"
  chmod 400 "$DIR/munge/munge.key"
}

start_munged() {
  running_pid munged >/dev/null && return 0
  rm -f "$MUNGE_SOCKET" "$MUNGE_SOCKET.lock"
  # As user munge (it refuses root); --origin avoids resolving the host name.
  runuser -u munge -- "$(command -v munged)" \
    --socket="$MUNGE_SOCKET" --key-file="$DIR/munge/munge.key" \
    --pid-file="$DIR/munge/munged.pid" --log-file="$DIR/munge/munged.log" \
    --seed-file="$DIR/munge/munged.seed" --origin=127.0.0.1 ||
    fail "munged did not start (see $DIR/munge/munged.log)"
}

daemon_status() {
  local name pid
  for name in munged slurmctld slurmd; do
    if pid="$(running_pid "$name")"; then
      echo "$name: running (pid $pid)"
    else
      echo "$name: not running"
    fi
  done
}

pid_file() {
  case "$1" in
    munged) echo "$DIR/munge/munged.pid" ;;
    *) echo "$DIR/run/$1.pid" ;;
  esac
}

all_running() {
  local name
  for name in munged slurmctld slurmd; do
    running_pid "$name" >/dev/null || return 1
  done
}

wait_idle() {
  local state=""
  for _ in $(seq 1 60); do
    state="$(sinfo -h -N -o %T 2>/dev/null | head -n 1 || true)"
    case "$state" in
      idle | mixed | allocated) return 0 ;;
    esac
    sleep 0.5
  done
  fail "the node is not idle after 30 s (state '${state:-none}'; see $DIR/log/slurmctld.log and $DIR/log/slurmd.log)"
}

start() {
  [ "$(id -u)" -eq 0 ] || cannot "needs root (slurmd runs jobs as their users, munged as munge)"
  install_packages
  export SLURM_CONF="$CONF"
  if all_running; then
    wait_idle
  else
    # A half-running cluster (one daemon died) is restarted as a whole.
    stop_daemons
    write_config
    start_munged
    # -c: start without the jobs of an earlier run; they ended with it.
    slurmctld -c || fail "slurmctld did not start (see $DIR/log/slurmctld.log)"
    slurmd || fail "slurmd did not start (see $DIR/log/slurmd.log)"
    wait_idle
  fi
  echo "$PROG: SLURM runs on 127.0.0.1 (partition $PARTITION); to use it:" >&2
  echo "export SLURM_CONF=$CONF"
}

# Ends the daemons whose pid files are in $DIR, slurmd first, and waits for them.
stop_daemons() {
  local name pid file
  for name in slurmd slurmctld munged; do
    file="$(pid_file "$name")"
    pid="$(running_pid "$name")" || { rm -f "$file"; continue; }
    kill -TERM "$pid"
    for _ in $(seq 1 40); do
      kill -0 "$pid" 2>/dev/null || break
      sleep 0.25
    done
    kill -0 "$pid" 2>/dev/null && kill -KILL "$pid"
    rm -f "$file"
  done
}

stop() {
  [ "$(id -u)" -eq 0 ] || cannot "needs root"
  export SLURM_CONF="$CONF"
  if running_pid slurmctld >/dev/null && [ -f "$CONF" ]; then
    # slurmd leaves running jobs behind when it ends: cancel them first, and wait
    # (KillWait is 10 s) until slurmd has reaped them.
    scancel --partition="$PARTITION" 2>/dev/null || true
    for _ in $(seq 1 60); do
      [ -z "$(squeue -h -o %i 2>/dev/null)" ] && break
      sleep 0.5
    done
  fi
  stop_daemons
  echo "$PROG: stopped" >&2
}

status() {
  daemon_status
  if all_running; then
    SLURM_CONF="$CONF" sinfo
    echo "export SLURM_CONF=$CONF"
    return 0
  fi
  return 1
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  status) status ;;
  *)
    echo "usage: $PROG start|stop|status   (folder: $DIR)" >&2
    exit 2
    ;;
esac
