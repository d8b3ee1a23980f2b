#!/usr/bin/env bash
# Builds the log-line fuzz target (Fuzz/Targets/LogLineFuzz.swift) into $1/log-line.
# Only the analyzer's Input and LogFormats folders are compiled in: they depend on nothing but Glibc, libzstd and zlib.
set -euo pipefail
out=${1:?usage: log-line.sh OUTDIR}
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
swiftc -sanitize=fuzzer,address -parse-as-library -O -g -package-name corridor -module-name Fuzz_log_line \
    -I Sources/CZstd -I Sources/CZlib \
    Sources/CorridorAnalyzer/LogFormats/*.swift Sources/CorridorAnalyzer/Input/*.swift Fuzz/Targets/LogLineFuzz.swift \
    -lzstd -lz -o "$out/log-line"
