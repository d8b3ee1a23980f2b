#!/usr/bin/env bash
# Builds the decoder fuzz target (Fuzz/Targets/DecoderFuzz.swift) into $1/decoder.
# Compiled in with it: the log input layer (Sources/CorridorLogInput) alone, which depends on nothing but Glibc,
# libzstd and zlib.
set -euo pipefail
out=${1:?usage: decoder.sh OUTDIR}
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
swiftc -sanitize=fuzzer,address -parse-as-library -O -g -package-name corridor -module-name Fuzz_decoder \
    -I Sources/CZstd -I Sources/CZlib \
    $(find Sources/CorridorLogInput -name '*.swift' | sort) Fuzz/Targets/DecoderFuzz.swift \
    -lzstd -lz -o "$out/decoder"
