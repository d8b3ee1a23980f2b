#!/usr/bin/env bash
# Runs the matcher benchmarks (Corridor, routing-kit, Hummingbird, regex scan) in one run and writes
# results/peer-agreement.md (do all routers match the same lookups?) and results/matcher.md (medians).
# Usage: Benchmarks/run-matcher.sh            (from anywhere; builds into Benchmarks/.build-bench)
set -euo pipefail

# On a shared machine other work adds noise: wait (up to QUIET_WAIT seconds, default 600) until the
# 1-minute load average is below QUIET_LOAD (default 1.0), then run anyway; the load is reported.
wait_for_quiet() {
    local waited=0
    while awk -v limit="${QUIET_LOAD:-1.0}" '{ exit !($1 >= limit) }' /proc/loadavg \
        && [[ $waited -lt ${QUIET_WAIT:-600} ]]; do
        sleep 15
        waited=$((waited + 15))
    done
}
cd "$(dirname "$0")"
scratch=${SCRATCH_PATH:-.build-bench}
raw="$scratch/results"
mkdir -p results "$raw"

swift build --scratch-path "$scratch" -c release --product peer-agreement
"$scratch/release/peer-agreement" > results/peer-agreement.md

# Build the benchmark target first (`list` builds it in release), so that the build is over before the run.
swift package --scratch-path "$scratch" benchmark list > /dev/null
wait_for_quiet
load_before=$(cut -d' ' -f1-3 /proc/loadavg)
rm -f "$raw/Current_run.jmh.json"
swift package --scratch-path "$scratch" --allow-writing-to-package-directory \
    benchmark --no-progress --format jmh --path "$raw"

{
    echo "# Matcher benchmarks"
    echo
    echo "- run: $(date -u +%Y-%m-%dT%H:%MZ), corridor commit $(git -C .. rev-parse --short HEAD 2>/dev/null || echo unknown)$([[ -z "$(git -C .. status --porcelain -- Sources/CorridorCore 2>/dev/null)" ]] || echo ' (with uncommitted changes in Sources/CorridorCore)')"
    echo "- machine: $(nproc) cores, $(lscpu | sed -n 's/^Model name: *//p'), $(awk '/MemTotal/ {printf "%.0f GiB", $2 / 1048576}' /proc/meminfo); $(swift --version 2>/dev/null | head -1)"
    echo "- load average before the run: $load_before (other work on the machine adds noise; medians are robust to some)"
    echo "- package-benchmark 1.38.1, release build; one iteration = every lookup of the workload once; medians over all iterations of ~1 s"
    echo
    python3 summarize.py "$raw/Current_run.jmh.json"
    echo "### Do the routers do the same work?"
    echo
    echo "Lookups matched by each router; in brackets, lookups whose route differs from Corridor's first-match answer."
    echo
    cat results/peer-agreement.md
} > results/matcher.md
cat results/matcher.md
