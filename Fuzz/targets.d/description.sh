#!/usr/bin/env bash
# Builds the description fuzz target (Fuzz/Targets/DescriptionFuzz.swift) into $1/description.
# The package's own targets and its dependencies (Yams, OpenAPIKit) are built by SwiftPM with the fuzzer's
# coverage instrumentation and AddressSanitizer into .build-fuzz/spm; the target links their objects.
set -euo pipefail
out=${1:?usage: description.sh OUTDIR}
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
. Fuzz/lib/spm-layers.sh
build_spm_layers CorridorOpenAPI
link_fuzz_target "$out/description" Fuzz/Targets/DescriptionFuzz.swift \
    CorridorCore CorridorOpenAPI Yams CYaml OpenAPIKitCore OpenAPIKit30 OpenAPIKit OpenAPIKitCompat
