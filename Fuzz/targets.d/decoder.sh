#!/usr/bin/env bash
# Builds the decoder fuzz target (Fuzz/Targets/DecoderFuzz.swift) into $1/decoder.
# Only the analyzer's Input and LogFormats folders are compiled in: they depend on nothing but Glibc, libzstd and zlib.
set -euo pipefail
out=${1:?usage: decoder.sh OUTDIR}
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
swiftc -sanitize=fuzzer,address -parse-as-library -O -g -package-name corridor -module-name Fuzz_decoder \
    -I Sources/CZstd -I Sources/CZlib \
    Sources/CorridorAnalyzer/LogFormats/*.swift Sources/CorridorAnalyzer/Input/*.swift Fuzz/Targets/DecoderFuzz.swift \
    -lzstd -lz -o "$out/decoder"
