#!/usr/bin/env bash
# The analyzer end to end, in one run, against the decompression limit and GoAccess.
#
#   1. builds `corridor` in release (its own scratch folder, Benchmarks/.build-cli);
#   2. generates a Combined log of LINES lines (default 2,000,000) for the GitHub route set with
#      `corridor generate` (deterministic for SEED), and compresses it with zstd and gzip;
#   3. one hyperfine run (--warmup 1 --runs 5): `zstd -dc | wc -l`, `gzip -dc | wc -l`,
#      `corridor analyze --jobs 1`, `corridor analyze --jobs <all cores>` (zstd and gzip input) and
#      GoAccess on the same log, to JSON;
#   4. peak RSS (/usr/bin/time -v) of `corridor analyze` on all cores at LINES and BIG_LINES (default
#      20,000,000) lines;
#   5. writes results/analyzer-hyperfine.md (hyperfine's table) and results/analyzer.md (lines/s,
#      ratios, RSS) and prints the latter.
#
# Environment: LINES, BIG_LINES (0 skips the large run), SEED, WORK_DIR (where the logs go; default
# Benchmarks/.build-cli/compare, git-ignored), CORRIDOR (use this binary instead of building one).
# Needs: swift, zstd, gzip, hyperfine, goaccess, GNU time (/usr/bin/time), python3.
set -euo pipefail
shopt -s inherit_errexit

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

here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
lines=${LINES:-2000000}
big_lines=${BIG_LINES:-20000000}
seed=${SEED:-42}
routes="$here/Data/github_api.routes"
scratch="$here/.build-cli"
work=${WORK_DIR:-$scratch/compare}
results="$here/results"
jobs=$(nproc)
mkdir -p "$work" "$results"

for tool in zstd gzip hyperfine goaccess python3 /usr/bin/time; do
    command -v "$tool" >/dev/null || { echo "compare.sh: $tool is not installed" >&2; exit 1; }
done

# 1. The corridor binary.
if [[ -n "${CORRIDOR:-}" ]]; then
    corridor=$CORRIDOR
else
    swift build -c release --product corridor --package-path "$root" --scratch-path "$scratch"
    corridor="$(swift build -c release --package-path "$root" --scratch-path "$scratch" --show-bin-path)/corridor"
fi
for subcommand in generate analyze; do
    if ! "$corridor" "$subcommand" --help >/dev/null 2>&1; then
        echo "compare.sh: '$corridor $subcommand' is not available (yet): this script needs" \
            "'corridor generate --routes R --lines N --seed S' (log to standard output) and" \
            "'corridor analyze --routes R --jobs J FILE --output json -o OUT'" >&2
        exit 1
    fi
done

# 2. The logs (kept between runs: regenerated only when missing).
log="$work/github-$lines-seed$seed.log"
if [[ ! -s "$log.zst" || ! -s "$log.gz" || ! -s "$log" ]]; then
    echo "generating $lines lines into $log"
    "$corridor" generate --routes "$routes" --lines "$lines" --seed "$seed" > "$log.tmp"
    mv "$log.tmp" "$log"
    zstd -q -f -T0 -3 "$log" -o "$log.zst"
    gzip -6 -c "$log" > "$log.gz"
fi
counted=$(wc -l < "$log")
if [[ "$counted" -ne "$lines" ]]; then
    echo "compare.sh: $log has $counted lines, expected $lines" >&2
    exit 1
fi

# 3. One hyperfine run, every command on the same log.
wait_for_quiet
load_before=$(cut -d' ' -f1-3 /proc/loadavg)
commit="$(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo unknown)"
[[ -z "$(git -C "$root" status --porcelain -- Sources 2>/dev/null)" ]] || commit="$commit (with uncommitted changes in Sources/)"
analyze="$corridor analyze --routes $routes"
hyperfine --warmup 1 --runs 5 --style basic \
    --export-markdown "$results/analyzer-hyperfine.md" --export-json "$work/hyperfine.json" \
    -n "zstd -dc | wc -l" "zstd -dc $log.zst | wc -l" \
    -n "gzip -dc | wc -l" "gzip -dc $log.gz | wc -l" \
    -n "corridor analyze --jobs 1 (zstd)" "$analyze --jobs 1 $log.zst --output json -o /dev/null --quiet" \
    -n "corridor analyze --jobs $jobs (zstd)" "$analyze --jobs $jobs $log.zst --output json -o /dev/null --quiet" \
    -n "corridor analyze --jobs $jobs (gzip)" "$analyze --jobs $jobs $log.gz --output json -o /dev/null --quiet" \
    -n "goaccess (zstd -dc |)" "zstd -dc $log.zst | goaccess - --log-format=COMBINED -o $work/goaccess.json"

# 4. Peak RSS at LINES and BIG_LINES lines (the large log is generated straight into zstd).
measure() { # FILE LABEL: runs the analyzer under GNU time; prints "peak-RSS-kilobytes wall-seconds"
    /usr/bin/time -v $analyze --jobs "$jobs" "$1" --output json -o /dev/null --quiet 2> "$work/time-$2.txt" > /dev/null
    awk -F': ' '/Maximum resident set size/ { rss = $2 } /Elapsed \(wall clock\)/ { wall = $2 }
        END { n = split(wall, p, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + p[i]; print rss, s }' \
        "$work/time-$2.txt"
}
small=$(measure "$log.zst" small)
read -r rss_small wall_small <<< "$small"
rss_big=""
wall_big=""
if [[ "$big_lines" -gt 0 ]]; then
    big="$work/github-$big_lines-seed$seed.log.zst"
    if [[ ! -s "$big" ]]; then
        echo "generating $big_lines lines into $big"
        "$corridor" generate --routes "$routes" --lines "$big_lines" --seed "$seed" | zstd -q -T0 -3 -o "$big.tmp"
        mv "$big.tmp" "$big"
    fi
    large=$(measure "$big" big)
    read -r rss_big wall_big <<< "$large"
fi

# 5. The report.
python3 - "$work/hyperfine.json" "$lines" "$jobs" "$rss_small" "$wall_small" "$big_lines" "$rss_big" "$wall_big" "$load_before" "$commit" \
    > "$results/analyzer.md" <<'PY'
import json, subprocess, sys
path, lines, jobs, rss_small, wall_small, big_lines, rss_big, wall_big, load_before, commit = sys.argv[1:]
lines, jobs, big_lines = int(lines), int(jobs), int(big_lines)
median = {r["command"]: r["median"] for r in json.load(open(path))["results"]}
def cmd(name): return median[name]
zstd_wc = cmd("zstd -dc | wc -l")
one = cmd("corridor analyze --jobs 1 (zstd)")
all_ = cmd(f"corridor analyze --jobs {jobs} (zstd)")
gz = cmd(f"corridor analyze --jobs {jobs} (gzip)")
goaccess = cmd("goaccess (zstd -dc |)")
model = subprocess.run(["lscpu"], capture_output=True, text=True).stdout
model = next((l.split(":", 1)[1].strip() for l in model.splitlines() if l.startswith("Model name")), "unknown")
print("# Analyzer end to end\n")
print(f"- machine: {jobs} cores, {model}; log: {lines:,} Combined lines for the GitHub route set (zstd -3 and gzip -6)")
print(f"- corridor built in release from commit {commit}; load average before the run: {load_before}")
print("- medians of one hyperfine run (--warmup 1 --runs 5), see analyzer-hyperfine.md for the full table\n")
print("| command | median | lines/s |")
print("|---|---:|---:|")
for name, seconds in median.items():
    shown = name.replace("|", "\\|")  # a pipe inside a markdown table cell must be escaped
    print(f"| `{shown}` | {seconds:.3f} s | {lines / seconds / 1e6:.2f} M |")
print("\n| target | measured | met |")
print("|---|---|---|")
print(f"| ≥ 2.5M lines/s (all cores, zstd) | {lines / all_ / 1e6:.2f} M lines/s | {'yes' if lines / all_ >= 2.5e6 else 'no'} |")
print(f"| wall time ≤ 1.3× `zstd -dc \\| wc -l` | {all_:.3f} s vs {zstd_wc:.3f} s: {all_ / zstd_wc:.2f}× | {'yes' if all_ / zstd_wc <= 1.3 else 'no'} |")
print(f"| ≥ 50× GoAccess | {goaccess:.3f} s vs {all_:.3f} s: {goaccess / all_:.1f}× | {'yes' if goaccess / all_ >= 50 else 'no'} |")
print(f"| (--jobs 1 for reference) | {lines / one / 1e6:.2f} M lines/s, {goaccess / one:.1f}× GoAccess, {one / zstd_wc:.2f}× zstd -dc \\| wc -l | |")
print(f"| (gzip input, all cores) | {lines / gz / 1e6:.2f} M lines/s | |")
small = int(rss_small) / 1024
if rss_big:
    big = int(rss_big) / 1024
    flat = abs(big - small) / small
    print(f"| peak RSS ≤ 64 MiB, flat within 10 % from {lines / 1e6:g}M to {big_lines / 1e6:g}M lines | {small:.1f} MiB → {big:.1f} MiB ({flat * 100:+.1f} %; {big_lines / float(wall_big) / 1e6:.2f} M lines/s at {big_lines / 1e6:g}M) | {'yes' if max(small, big) <= 64 and flat <= 0.10 else 'no'} |")
else:
    print(f"| peak RSS ≤ 64 MiB (at {lines / 1e6:g}M lines; the large run was skipped, BIG_LINES=0) | {small:.1f} MiB | {'yes' if small <= 64 else 'no'} |")
goaccess_general = json.load(open(path.rsplit("/", 1)[0] + "/goaccess.json"))["general"]
print(f"\nGoAccess did the whole job: {goaccess_general['total_requests']:,} requests read, {goaccess_general['valid_requests']:,} valid, {goaccess_general['failed_requests']:,} failed (the log's malformed lines).")
PY
cat "$results/analyzer.md"
