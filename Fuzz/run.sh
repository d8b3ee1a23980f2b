#!/usr/bin/env bash
# Builds the libFuzzer targets with swiftc -sanitize=fuzzer,address and runs each for a while.
#   Fuzz/run.sh                 # every target, 600 s each
#   Fuzz/run.sh matcher 60      # one target, 60 s
# Crashers land in Fuzz/crashes/<target>/; add each as a regression test.
set -euo pipefail
export SWIFT_BACKTRACE=enable=no
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
seconds="${2:-600}"
out=.build-fuzz
mkdir -p "$out"
core_sources=$(find Sources/CorridorCore -name '*.swift' | sort)

build() { # name, sources...
    local name=$1; shift
    swiftc -sanitize=fuzzer,address -parse-as-library -O -g -package-name corridor -module-name "Fuzz_${name//-/_}" -I Sources/CByteScan "$@" -o "$out/$name"
}

run() { # name, corpus
    local name=$1 corpus=Fuzz/Corpus/$1 work=Fuzz/corpus-work/$1 crashes=Fuzz/crashes/$1
    mkdir -p "$work" "$crashes"
    echo "== $name: ${seconds}s"
    "$out/$name" "$work" "$corpus" -max_total_time="$seconds" -artifact_prefix="$crashes/" -print_final_stats=1 \
        -timeout=10 -rss_limit_mb=2048 2>&1 | tail -n 15 | tee "$out/$name.log"
}

targets=("${1:-all}")
if [ "${targets[0]}" = all ]; then targets=(format-parser matcher log-line decoder description report); fi
for target in "${targets[@]}"; do
    case $target in
    format-parser) build format-parser $core_sources Fuzz/Targets/FormatParserFuzz.swift ;;
    matcher) build matcher $core_sources Fuzz/Targets/MatcherFuzz.swift ;;
    *) if [ -x "Fuzz/targets.d/$target.sh" ]; then "Fuzz/targets.d/$target.sh" "$out"; else echo "unknown target $target" >&2; exit 2; fi ;;
    esac
    run "$target"
done
