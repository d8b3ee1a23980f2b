#!/usr/bin/env bash
# Builds the report fuzz target (Fuzz/Targets/ReportFuzz.swift) into $1/report: reading JSON reports and merging
# them. The report target and its dependencies (the log input layer with its compression libraries, Histogram)
# are built by SwiftPM with the fuzzer's instrumentation into .build-fuzz/spm; the target links their objects.
set -euo pipefail
out=${1:?usage: report.sh OUTDIR}
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
. Fuzz/lib/spm-layers.sh
build_spm_layers CorridorReport
link_fuzz_target "$out/report" Fuzz/Targets/ReportFuzz.swift \
    CorridorCore CorridorLogInput CorridorReport Histogram RealModule _NumericsShims
