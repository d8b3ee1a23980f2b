#!/usr/bin/env bash
# Builds the log-line fuzz target (Fuzz/Targets/LogLineFuzz.swift) into $1/log-line.
# The engine layer (Sources/CorridorCore: the byte helpers and timestamp readers the parsers share) is built first as
# its own module; the log formats layer (Sources/CorridorLogFormats), which imports only that one, is compiled in with
# the target. Neither needs the input layer, so neither libzstd nor zlib is linked.
set -euo pipefail
out=${1:?usage: log-line.sh OUTDIR}
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
. Fuzz/lib/layer.sh
build_layer "$out" CorridorCore
swiftc -sanitize=fuzzer,address -parse-as-library -O -g -package-name corridor -module-name Fuzz_log_line \
    -I "$out/modules" -I Sources/CByteScan \
    $(find Sources/CorridorLogFormats -name '*.swift' | sort) Fuzz/Targets/LogLineFuzz.swift \
    "$out/libCorridorCore.a" -o "$out/log-line"
