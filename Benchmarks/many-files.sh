#!/usr/bin/env bash
# The cost of an input: many small files, as cloud services deliver logs (CloudFront several files an hour per
# distribution, an ALB one a node every five minutes), against the same lines in one file.
#
#   1. builds `corridor` in release (Benchmarks/.build-cli) unless CORRIDOR names a binary;
#   2. generates LINES lines (default 200,000) of the GitHub route set's default traffic in each of FORMATS
#      (default `aws-cloudfront aws-alb combined`), cut into FILES gzip files (default 4,000) in a directory —
#      CloudFront's files each with the `#Version`/`#Fields` header, as CloudFront writes them — and the same
#      lines as one gzip file;
#   3. hyperfine (--warmup 1 --runs RUNS, default 5): `corridor analyze DIR --output json` (every file an input:
#      detected, read, listed), `corridor analyze ONE.gz`, `corridor analyze DIR/*` (the same files as arguments:
#      the argument parser's time grows with the square of their count) and `zcat DIR/* | wc -l`;
#   4. writes results/many-files.md: median wall, mean CPU (user + system; hyperfine exports means) and the cost of a file beyond its lines,
#      (CPU of the directory − CPU of the one file) ÷ FILES.
#
# Environment: LINES, FILES, FORMATS, RUNS, SEED, WORK_DIR (default Benchmarks/.build-cli/many-files), CORRIDOR.
# Needs: swift, gzip, split, hyperfine, python3.
set -euo pipefail
shopt -s inherit_errexit

here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
lines=${LINES:-200000}
files=${FILES:-4000}
formats=${FORMATS:-aws-cloudfront aws-alb combined}
runs=${RUNS:-5}
seed=${SEED:-42}
routes="$here/Data/github_api.routes"
scratch="$here/.build-cli"
work=${WORK_DIR:-$scratch/many-files}
results="$here/results"
mkdir -p "$work" "$results"
. "$here/lib/common.sh"
require_tools many-files.sh gzip split hyperfine python3
corridor=$(corridor_binary "$root" "$scratch")

per_file=$(((lines + files - 1) / files))
commands=()
names=()
for format in $formats; do
    dir="$work/$format-$lines-$files"
    one="$work/$format-$lines.log.gz"
    if [[ ! -s "$one" || ! -d "$dir" ]]; then
        echo "generating $lines $format lines into $files files"
        rm -rf "$dir" "$one"
        mkdir -p "$dir"
        plain="$work/$format-$lines.log"
        "$corridor" generate --routes "$routes" --lines "$lines" --seed "$seed" --log-format "$format" > "$plain"
        # The leading directive lines (CloudFront's `#Version`/`#Fields`) start every file.
        header=$(awk '!/^#/ { exit } { print }' "$plain")
        header_lines=$(awk '!/^#/ { exit } { n++ } END { print n + 0 }' "$plain")
        tail -n +$((header_lines + 1)) "$plain" | (
            cd "$dir"
            HEADER=$header split -l "$per_file" -a 5 -d \
                --filter='{ if [ -n "$HEADER" ]; then printf "%s\n" "$HEADER"; fi; cat; } | gzip -6 > "$FILE.log.gz"' \
                - "E2ABCDEF.$format."
        )
        gzip -6 -c "$plain" > "$one"
        rm -f "$plain"
    fi
    commands+=("$corridor analyze --routes $routes $dir --output json" "$corridor analyze --routes $routes $one --output json"
        "$corridor analyze --routes $routes $dir/* --output json" "zcat $dir/* | wc -l")
    names+=("$format: corridor, $files files" "$format: corridor, one file"
        "$format: corridor, $files files as arguments" "$format: zcat | wc -l, $files files")
done

arguments=()
for index in "${!commands[@]}"; do arguments+=(--command-name "${names[$index]}" "${commands[$index]}"); done
hyperfine --warmup 1 --runs "$runs" --export-json "$work/hyperfine.json" "${arguments[@]}" >&2

python3 - "$work/hyperfine.json" "$files" "$lines" "$(nproc)" "$(git -C "$root" rev-parse --short HEAD)" \
    > "$results/many-files.md" <<'PY'
import json, statistics, sys
data = json.load(open(sys.argv[1]))["results"]
files, lines, cores, head = int(sys.argv[2]), int(sys.argv[3]), sys.argv[4], sys.argv[5]
print(f"# Many small files ({lines:,} lines in {files:,} gzip files against one file; {cores} cores; main `{head}`)\n")
print("| command | median wall | CPU (user + system), mean |")
print("|---|---:|---:|")
cpu = {}
for result in data:
    name = result["command"]
    cpu[name] = result["user"] + result["system"]  # hyperfine exports their means
    print(f"| {name} | {statistics.median(result['times']):.3f} s | {cpu[name]:.3f} s |")
print("\n| format | CPU a file beyond its lines |")
print("|---|---:|")
for name in cpu:
    if name.endswith(f", {files} files") and ": corridor," in name:
        format = name.split(":")[0]
        extra = cpu[name] - cpu[f"{format}: corridor, one file"]
        print(f"| {format} | {extra / files * 1000:.3f} ms |")
PY
cat "$results/many-files.md"
