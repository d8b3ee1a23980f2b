#!/usr/bin/env bash
# The analyzer end to end, in one run, against the decompression limit (and GoAccess).
#
#   1. builds `corridor` in release (its own scratch folder, Benchmarks/.build-cli) and the report
#      rendering probe (Benchmarks/.build-bench);
#   2. generates, for the GitHub route set (deterministic for SEED), LINES lines (default 2,000,000) of
#      three inputs, all zstd -3:
#        default   `corridor generate` as is: 6 % scanner noise (few distinct unmatched paths);
#        unmatched `--unmatched-share 0.6 --unmatched-mix realistic`: 60 % unmatched, high cardinality
#                  (hashed asset names, ids under retired API prefixes, random bot paths);
#        split8    the default log cut into 8 files (the same lines, the same bytes once decompressed);
#      plus the default log in gzip -6, xz -3, bzip2 -6 and lz4, and the default traffic written as AWS ALB,
#      CloudFront and Combined-with-request-times logs (read with no --log-format);
#   3. one hyperfine run (--warmup 1 --runs 5): for each input `zstd -dc FILE… | wc -l` and
#      `corridor analyze FILE… --output json` (default --jobs: one worker per core), plus --jobs 1 on split8 and
#      the gzip, xz, bzip2 and lz4 inputs (each against its own `-dc | wc -l`) and the ALB, CloudFront and
#      request-time layouts; GoAccess on the default log unless GOACCESS=0;
#   4. CPU seconds per million lines (hyperfine's user + system) and peak RSS (/usr/bin/time -v) of every
#      corridor command; peak RSS again at BIG_LINES (default 20,000,000) lines of the default and the
#      unmatched mixes (BIG_LINES=0 skips);
#   5. the JSON rendering time of the unmatched mix's report (report-render-probe, median of 50);
#   6. writes results/analyzer-hyperfine.md (hyperfine's table) and results/analyzer.md (ratios, CPU,
#      RSS, targets);
#   7. runs Benchmarks/many-files.sh (the many-files mix: 4,000 small gzip files of CloudFront, ALB and Combined
#      lines in a directory — MANY_FILES_LINES lines, default 200,000 — against one file) unless MANY_FILES=0, appends
#      its table, and prints the report.
#
# Environment: LINES, BIG_LINES, SEED, GOACCESS, MANY_FILES, MANY_FILES_LINES, WORK_DIR (where the logs go; default
# Benchmarks/.build-cli/compare, git-ignored), CORRIDOR (use this binary instead of building one),
# QUIET_LOAD / QUIET_WAIT (see wait_for_quiet).
# Needs: swift, zstd, gzip, xz, bzip2, lz4, hyperfine, GNU time (/usr/bin/time), python3, split; goaccess unless GOACCESS=0.
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
goaccess=${GOACCESS:-1}
routes="$here/Data/github_api.routes"
scratch="$here/.build-cli"
work=${WORK_DIR:-$scratch/compare}
results="$here/results"
cores=$(nproc)
mkdir -p "$work" "$results"

. "$here/lib/common.sh"
tools=(zstd gzip hyperfine python3 split /usr/bin/time)
[[ "$goaccess" == 0 ]] || tools+=(goaccess)
require_tools compare.sh "${tools[@]}"

# 1. The corridor binary and the rendering probe.
corridor=$(corridor_binary "$root" "$scratch")
swift build -c release --product report-render-probe --package-path "$here" --scratch-path "$here/.build-bench"
probe="$(swift build -c release --package-path "$here" --scratch-path "$here/.build-bench" --show-bin-path)/report-render-probe"
for subcommand in generate analyze; do
    if ! "$corridor" "$subcommand" --help >/dev/null 2>&1; then
        echo "compare.sh: '$corridor $subcommand' is not available" >&2
        exit 1
    fi
done
"$corridor" generate --help | grep -q -- --unmatched-mix \
    || { echo "compare.sh: '$corridor generate' has no --unmatched-mix" >&2; exit 1; }

# 2. The logs (kept between runs: regenerated only when missing).
generate() { # COUNT FILE.zst [generate options…]: LINES lines into FILE.zst
    local count=$1 file=$2
    shift 2
    if [[ ! -s "$file" ]]; then
        echo "generating $count lines into $file"
        rm -f "$file.tmp" # left by an interrupted run: zstd would refuse to overwrite it
        "$corridor" generate --routes "$routes" --lines "$count" --seed "$seed" "$@" | zstd -q -T0 -3 -o "$file.tmp"
        mv "$file.tmp" "$file"
    fi
}
unmatched_options=(--unmatched-share 0.6 --unmatched-mix realistic)
default="$work/github-$lines-seed$seed.log.zst"
unmatched="$work/github-$lines-seed$seed-unmatched60.log.zst"
generate "$lines" "$default"
generate "$lines" "$unmatched" "${unmatched_options[@]}"
# The default traffic in two other layouts: an AWS ALB log and a CloudFront (W3C, tab-separated) log, read with
# no --log-format (detection); each must stay within 1.2× the Combined mix's CPU per line.
alb="$work/github-$lines-seed$seed-alb.log.zst"
cloudfront="$work/github-$lines-seed$seed-cloudfront.log.zst"
generate "$lines" "$alb" --log-format aws-alb
generate "$lines" "$cloudfront" --log-format aws-cloudfront
# The same traffic as Combined plus a request time (nginx's $request_time): what ALB and CloudFront also carry, so the
# cost of reading and counting latencies shows apart from the cost of the layouts.
timed="$work/github-$lines-seed$seed-combined-timed.log.zst"
generate "$lines" "$timed" --log-format combined-timed
if [[ ! -s "${default%.zst}.gz" ]]; then
    zstd -dc "$default" | gzip -6 > "${default%.zst}.gz.tmp"
    mv "${default%.zst}.gz.tmp" "${default%.zst}.gz"
fi
# The default log in logrotate's other compressors: xz and bzip2 decode slower than zstd by nature, so corridor's wall
# is set against their own `-dc | wc -l` (target ≤ 1.3×); lz4 is shown for comparison.
for codec in xz bzip2 lz4; do
    compressed="${default%.zst}.$codec"
    if [[ ! -s "$compressed" ]]; then
        case $codec in
            xz) zstd -dc "$default" | xz -T0 -3 > "$compressed.tmp" ;;
            bzip2) zstd -dc "$default" | bzip2 -6 > "$compressed.tmp" ;;
            lz4) zstd -dc "$default" | lz4 -q > "$compressed.tmp" ;;
        esac
        mv "$compressed.tmp" "$compressed"
    fi
done
split_dir="$work/github-$lines-seed$seed-split8"
if [[ ! -s "$split_dir/part-7.log.zst" ]]; then
    rm -rf "$split_dir" && mkdir -p "$split_dir"
    zstd -dc "$default" > "$split_dir/all.log"
    split -n l/8 -d -a 1 --additional-suffix=.log "$split_dir/all.log" "$split_dir/part-"
    rm "$split_dir/all.log"
    for part in "$split_dir"/part-?.log; do zstd -q --rm -3 "$part"; done
fi
split_files=("$split_dir"/part-?.log.zst)
for input in "$default" "$unmatched"; do
    counted=$(zstd -dc "$input" | wc -l)
    [[ "$counted" -eq "$lines" ]] || { echo "compare.sh: $input has $counted lines, expected $lines" >&2; exit 1; }
done
counted=$(zstd -dc "${split_files[@]}" | wc -l)
[[ "$counted" -eq "$lines" ]] || { echo "compare.sh: the 8 files have $counted lines, expected $lines" >&2; exit 1; }

# 3. One hyperfine run, every command on the same machine state.
wait_for_quiet
load_before=$(cut -d' ' -f1-3 /proc/loadavg)
commit="$(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo unknown)"
[[ -z "$(git -C "$root" status --porcelain -- Sources 2>/dev/null)" ]] || commit="$commit (with uncommitted changes in Sources/)"
analyze="$corridor analyze --routes $routes --output json -o /dev/null --quiet"
commands=(
    -n "zstd -dc | wc -l (default)" "zstd -dc $default | wc -l"
    -n "corridor (default)" "$analyze $default"
    -n "zstd -dc | wc -l (unmatched)" "zstd -dc $unmatched | wc -l"
    -n "corridor (unmatched)" "$analyze $unmatched"
    -n "zstd -dc | wc -l (split8)" "zstd -dc ${split_files[*]} | wc -l"
    -n "corridor (split8)" "$analyze ${split_files[*]}"
    -n "corridor --jobs 1 (split8)" "$analyze --jobs 1 ${split_files[*]}"
    -n "corridor (combined-timed)" "$analyze $timed"
    -n "zstd -dc > /dev/null (default)" "zstd -dc $default > /dev/null"
    -n "zstd -dc > /dev/null (alb)" "zstd -dc $alb > /dev/null"
    -n "corridor (alb)" "$analyze $alb"
    -n "zstd -dc > /dev/null (cloudfront)" "zstd -dc $cloudfront > /dev/null"
    -n "corridor (cloudfront)" "$analyze $cloudfront"
    -n "gzip -dc | wc -l (default)" "gzip -dc ${default%.zst}.gz | wc -l"
    -n "corridor (gzip)" "$analyze ${default%.zst}.gz"
    -n "xz -dc | wc -l (default)" "xz -dc ${default%.zst}.xz | wc -l"
    -n "corridor (xz)" "$analyze ${default%.zst}.xz"
    -n "bzip2 -dc | wc -l (default)" "bzip2 -dc ${default%.zst}.bzip2 | wc -l"
    -n "corridor (bzip2)" "$analyze ${default%.zst}.bzip2"
    -n "lz4 -dc | wc -l (default)" "lz4 -dc ${default%.zst}.lz4 | wc -l"
    -n "corridor (lz4)" "$analyze ${default%.zst}.lz4"
)
[[ "$goaccess" == 0 ]] || commands+=(
    -n "goaccess (zstd -dc |)" "zstd -dc $default | goaccess - --log-format=COMBINED -o $work/goaccess.json")
hyperfine --warmup 1 --runs 5 --style basic \
    --export-markdown "$results/analyzer-hyperfine.md" --export-json "$work/hyperfine.json" "${commands[@]}"

# 4. Peak RSS of each corridor command (and of the large logs).
rss() { # LABEL FILE…: peak RSS in KiB of one corridor run (default --jobs)
    local label=$1
    shift
    /usr/bin/time -v $analyze "$@" 2> "$work/time-$label.txt" > /dev/null
    awk -F': ' '/Maximum resident set size/ { print $2 }' "$work/time-$label.txt"
}
rss_default=$(rss default "$default")
rss_unmatched=$(rss unmatched "$unmatched")
rss_split=$(rss split8 "${split_files[@]}")
rss_split_one=$(/usr/bin/time -v $analyze --jobs 1 "${split_files[@]}" 2>&1 >/dev/null | awk -F': ' '/Maximum resident set size/ { print $2 }')
rss_layouts="$(rss alb "$alb"),$(rss cloudfront "$cloudfront"),$(rss timed "$timed")"
rss_big_default=0
rss_big_unmatched=0
if [[ "$big_lines" -gt 0 ]]; then
    big_default="$work/github-$big_lines-seed$seed.log.zst"
    big_unmatched="$work/github-$big_lines-seed$seed-unmatched60.log.zst"
    generate "$big_lines" "$big_default"
    generate "$big_lines" "$big_unmatched" "${unmatched_options[@]}"
    rss_big_default=$(rss big-default "$big_default")
    rss_big_unmatched=$(rss big-unmatched "$big_unmatched")
fi

# 5. JSON rendering of a full report (the unmatched mix fills the heavy-hitter tables).
"$corridor" analyze --routes "$routes" "$unmatched" --output json -o "$work/unmatched-report.json" --quiet
render=$("$probe" "$work/unmatched-report.json" 50)

# 6. The report.
python3 - "$work/hyperfine.json" "$lines" "$cores" "$load_before" "$commit" "$big_lines" "$render" \
    "$rss_default" "$rss_unmatched" "$rss_split" "$rss_split_one" "$rss_big_default" "$rss_big_unmatched" "$rss_layouts" \
    > "$results/analyzer.md" <<'PY'
import json, re, subprocess, sys
(path, lines, cores, load_before, commit, big_lines, render,
 rss_default, rss_unmatched, rss_split, rss_split_one, rss_big_default, rss_big_unmatched, rss_layouts) = sys.argv[1:]
rss_alb, rss_cloudfront, rss_timed = rss_layouts.split(",")
lines, cores, big_lines = int(lines), int(cores), int(big_lines)
runs = {r["command"]: r for r in json.load(open(path))["results"]}
median = {name: r["median"] for name, r in runs.items()}
cpu = {name: (r["user"] + r["system"]) / (lines / 1e6) for name, r in runs.items()}
mib = lambda kib: int(kib) / 1024
model = subprocess.run(["lscpu"], capture_output=True, text=True).stdout
model = next((l.split(":", 1)[1].strip() for l in model.splitlines() if l.startswith("Model name")), "unknown")
print("# Analyzer end to end\n")
print(f"- machine: {cores} cores, {model}; {lines:,} Combined lines for the GitHub route set per input (zstd -3)")
print(f"- corridor built in release from commit {commit}; load average before the run: {load_before}")
print("- medians of one hyperfine run (--warmup 1 --runs 5), see analyzer-hyperfine.md for the full table;")
print("  CPU = hyperfine's mean user + system time per million lines\n")
print("| command | median wall | lines/s | CPU s per M lines |")
print("|---|---:|---:|---:|")
for name, seconds in median.items():
    shown = name.replace("|", "\\|")
    print(f"| `{shown}` | {seconds:.3f} s | {lines / seconds / 1e6:.2f} M | {cpu[name]:.3f} |")
rss = {"default": rss_default, "unmatched": rss_unmatched, "split8": rss_split}
print("\n| input | corridor wall | `zstd -dc \\| wc -l` wall | ratio | CPU s per M lines | peak RSS |")
print("|---|---:|---:|---:|---:|---:|")
ratios = {}
for mix in ["default", "unmatched", "split8"]:
    ours, zstd = median[f"corridor ({mix})"], median[f"zstd -dc | wc -l ({mix})"]
    ratios[mix] = ours / zstd
    print(f"| {mix} | {ours:.3f} s | {zstd:.3f} s | {ours / zstd:.2f}× | {cpu[f'corridor ({mix})']:.3f} | {mib(rss[mix]):.1f} MiB |")
one_worker = "corridor --jobs 1 (split8)"
print(f"| split8, --jobs 1 (one worker, one input decoded at a time) | {median[one_worker]:.3f} s | {median['zstd -dc | wc -l (split8)']:.3f} s | {median[one_worker] / median['zstd -dc | wc -l (split8)']:.2f}× | {cpu[one_worker]:.3f} | {mib(rss_split_one):.1f} MiB |")
print("\n| target | measured | met |")
print("|---|---|---|")
# ALB and CloudFront lines are written as long as the vendors' (3.5× and 2.2× a Combined line, with random ids that
# compress poorly): part of their cost is decompressing more bytes, shown apart as the CPU beyond `zstd -dc` of the same
# file (to /dev/null: no line counting).
beyond = lambda mix: cpu[f"corridor ({mix})"] - cpu.get(f"zstd -dc > /dev/null ({mix})", 0)
for layout in ["alb", "cloudfront"]:
    name = f"corridor ({layout})"
    if name in cpu:
        extra = cpu[name] / cpu["corridor (default)"]
        timed = cpu.get("corridor (combined-timed)")
        versus = f"; {cpu[name] / timed:.2f}× Combined with request times ({timed:.3f})" if timed else ""
        past = f"; beyond decompression {beyond(layout):.3f} vs {beyond('default'):.3f}: {beyond(layout) / beyond('default'):.2f}×"
        print(f"| {layout} mix: CPU per line ≤ 1.2× the Combined mix's | {cpu[name]:.3f} vs {cpu['corridor (default)']:.3f} s per M lines: {extra:.2f}×{versus}{past} | {'yes' if extra <= 1.2 else 'no'} |")
for mix, ratio in ratios.items():
    print(f"| {mix}: wall ≤ 1.3× `zstd -dc \\| wc -l` | {ratio:.2f}× | {'yes' if ratio <= 1.3 else 'no'} |")
for codec in ["xz", "bzip2", "lz4"]:
    ours, theirs = median.get(f"corridor ({codec})"), median.get(f"{codec} -dc | wc -l (default)")
    if ours and theirs:
        goal = "wall ≤ 1.3×" if codec != "lz4" else "wall (no target) against"
        met = ("yes" if ours / theirs <= 1.3 else "no") if codec != "lz4" else ""
        print(f"| {codec}: {goal} `{codec} -dc \\| wc -l` | {ours:.3f} vs {theirs:.3f} s: {ours / theirs:.2f}× | {met} |")
extra = cpu["corridor (unmatched)"] / cpu["corridor (default)"] - 1
print(f"| CPU per line of the 60%-unmatched mix within 15 % of the default mix's | {cpu['corridor (unmatched)']:.3f} vs {cpu['corridor (default)']:.3f} s per M lines: {extra * 100:+.1f} % | {'yes' if extra <= 0.15 else 'no'} |")
peaks = [mib(v) for v in (rss_default, rss_unmatched, rss_split, rss_split_one, rss_alb, rss_cloudfront, rss_timed)]
print(f"| (peak RSS of the layouts: ALB {mib(rss_alb):.1f} MiB, CloudFront {mib(rss_cloudfront):.1f} MiB, Combined with request times {mib(rss_timed):.1f} MiB) | | |")
if big_lines:
    bd, bu = mib(rss_big_default), mib(rss_big_unmatched)
    flat = max(abs(bd - mib(rss_default)) / mib(rss_default), abs(bu - mib(rss_unmatched)) / mib(rss_unmatched))
    print(f"| peak RSS ≤ 64 MiB on every mix, flat from {lines / 1e6:g}M to {big_lines / 1e6:g}M lines | max {max(peaks):.1f} MiB at {lines / 1e6:g}M; default {mib(rss_default):.1f} → {bd:.1f} MiB, unmatched {mib(rss_unmatched):.1f} → {bu:.1f} MiB at {big_lines / 1e6:g}M | {'yes' if max(peaks + [bd, bu]) <= 64 and flat <= 0.10 else 'no'} |")
else:
    print(f"| peak RSS ≤ 64 MiB on every mix (large run skipped, BIG_LINES=0) | max {max(peaks):.1f} MiB | {'yes' if max(peaks) <= 64 else 'no'} |")
m = re.search(r"report (\d+) bytes: median ([\d.]+) ms", render)
# The target is per 300 KB of JSON; the report rendered here is larger: its median scaled to 300 KiB.
per300 = float(m.group(2)) * 300 * 1024 / int(m.group(1)) if m else None
scaled = f" ({per300:.2f} ms per 300 KiB)" if per300 is not None else ""
print(f"| JSON report rendering < 10 ms for 300 KB | {render}{scaled} | {'yes' if per300 is not None and per300 < 10 else 'no'} |")
if "goaccess (zstd -dc |)" in median:
    g = median["goaccess (zstd -dc |)"]
    print(f"| (GoAccess, default log) | {g:.3f} s: {g / median['corridor (default)']:.1f}× corridor's wall | |")
PY

# 7. The many-files mix (MANY_FILES=0 skips): the same traffic as thousands of small gzip files in a directory, against
#    one file (Benchmarks/many-files.sh, which writes results/many-files.md), appended to the report.
if [[ "${MANY_FILES:-1}" != 0 ]]; then
    CORRIDOR="$corridor" LINES="${MANY_FILES_LINES:-200000}" "$here/many-files.sh" >/dev/null
    { echo; sed 's/^# /## /' "$results/many-files.md"; } >> "$results/analyzer.md"
fi
cat "$results/analyzer.md"
