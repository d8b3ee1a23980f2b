# Sourced by fuzz build scripts whose layer needs package dependencies (Yams, OpenAPIKit, Histogram): SwiftPM
# builds the targets, instrumented like the fuzz targets, into .build-fuzz/spm; a target links their objects.
#   build_spm_layers TARGET...             # swift build --target … with -sanitize=fuzzer,address
#   link_fuzz_target OUT SOURCE MODULE...  # swiftc the target file against those modules, link their objects
spm=.build-fuzz/spm
build_spm_layers() {
    local arguments=()
    for target in "$@"; do arguments+=(--target "$target"); done
    swift build -c release --scratch-path "$spm" "${arguments[@]}" \
        -Xswiftc -sanitize=fuzzer,address -Xcc -fsanitize=fuzzer-no-link,address >&2
}
link_fuzz_target() {
    local out=$1 source=$2; shift 2
    local objects=()
    for module in "$@"; do
        while IFS= read -r object; do objects+=("$object"); done < <(find "$spm/release/$module.build" -name '*.o' | sort)
    done
    mkdir -p "$(dirname "$out")"
    swiftc -sanitize=fuzzer,address -parse-as-library -O -g -package-name corridor -module-name "Fuzz_$(basename "$out" | tr - _)" \
        -I "$spm/release/Modules" -I Sources/CByteScan -I Sources/CZstd -I Sources/CZlib -I Sources/CLzma -I Sources/CBzip2 -I Sources/CLz4 \
        -I "$spm/checkouts/Yams/Sources/CYaml/include" -I "$spm/checkouts/swift-numerics/Sources/_NumericsShims/include" \
        "$source" "${objects[@]}" -lzstd -lz -llzma -lbz2 -llz4 -o "$out"
}
