# Sourced by the fuzz build scripts: builds one analyzer layer (a target of Package.swift) on its own, instrumented
# like the fuzz targets, as a module and a static library that a target's build imports and links.
#   build_layer OUTDIR CorridorCore [swiftc flags...]
# leaves OUTDIR/modules/CorridorCore.swiftmodule and OUTDIR/libCorridorCore.a.
build_layer() {
    local out=$1 module=$2; shift 2
    mkdir -p "$out/modules"
    swiftc -sanitize=fuzzer,address -parse-as-library -O -g -package-name corridor -module-name "$module" \
        -I "$out/modules" -I Sources/CByteScan -emit-module -emit-module-path "$out/modules/$module.swiftmodule" \
        -emit-library -static -o "$out/lib$module.a" "$@" $(find "Sources/$module" -name '*.swift' | sort)
}
