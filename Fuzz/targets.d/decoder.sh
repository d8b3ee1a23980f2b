#!/usr/bin/env bash
# Builds the decoder fuzz target (Fuzz/Targets/DecoderFuzz.swift) into $1/decoder.
# The engine layer (Sources/CorridorCore, for the byte helpers) is built first as its own module, and Yams (for YAML
# documents) by SwiftPM into .build-fuzz/spm, both instrumented; the log input layer (Sources/CorridorLogInput),
# which depends on them, on Glibc, libzstd, zlib, liblzma, libbz2 and liblz4, is compiled in with the target.
set -euo pipefail
out=${1:?usage: decoder.sh OUTDIR}
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
. Fuzz/lib/layer.sh
. Fuzz/lib/spm-layers.sh
build_layer "$out" CorridorCore
build_spm_layers Yams
yams_objects=$(find "$spm/release/Yams.build" "$spm/release/CYaml.build" -name '*.o' | sort)
swiftc -sanitize=fuzzer,address -parse-as-library -O -g -package-name corridor -module-name Fuzz_decoder \
    -I "$out/modules" -I "$spm/release/Modules" -I "$spm/checkouts/Yams/Sources/CYaml/include" \
    -I Sources/CByteScan -I Sources/CZstd -I Sources/CZlib -I Sources/CLzma -I Sources/CBzip2 -I Sources/CLz4 \
    $(find Sources/CorridorLogInput -name '*.swift' | sort) Fuzz/Targets/DecoderFuzz.swift \
    "$out/libCorridorCore.a" $yams_objects -lzstd -lz -llzma -lbz2 -llz4 -o "$out/decoder"
