#!/usr/bin/env bash
# Builds the log-line fuzz target (Fuzz/Targets/LogLineFuzz.swift) into $1/log-line.
# The log input layer (Sources/CorridorLogInput) is built first as its own module; the log formats layer
# (Sources/CorridorLogFormats), which imports only that one, is compiled in with the target.
set -euo pipefail
out=${1:?usage: log-line.sh OUTDIR}
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
. Fuzz/lib/layer.sh
build_layer "$out" CorridorLogInput -I Sources/CZstd -I Sources/CZlib
swiftc -sanitize=fuzzer,address -parse-as-library -O -g -package-name corridor -module-name Fuzz_log_line \
    -I "$out/modules" -I Sources/CZstd -I Sources/CZlib \
    $(find Sources/CorridorLogFormats -name '*.swift' | sort) Fuzz/Targets/LogLineFuzz.swift \
    "$out/libCorridorLogInput.a" -lzstd -lz -o "$out/log-line"
