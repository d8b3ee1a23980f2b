# Shared by the benchmark scripts (sourced, not run).

# require_tools SCRIPT TOOL…: exits naming the first tool that is not installed.
require_tools() {
    local script=$1 tool
    shift
    for tool in "$@"; do
        command -v "$tool" >/dev/null || { echo "$script: $tool is not installed" >&2; exit 1; }
    done
}

# corridor_binary ROOT SCRATCH: prints the corridor to measure — $CORRIDOR when set, else a release build of the
# package at ROOT in SCRATCH (the build's output goes to standard error).
corridor_binary() {
    if [[ -n "${CORRIDOR:-}" ]]; then
        echo "$CORRIDOR"
        return
    fi
    swift build -c release --product corridor --package-path "$1" --scratch-path "$2" >&2
    echo "$(swift build -c release --package-path "$1" --scratch-path "$2" --show-bin-path)/corridor"
}
