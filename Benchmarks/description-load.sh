#!/usr/bin/env bash
# How long `corridor routes` takes to load an API description of 1,000 to 20,000 paths (Swagger 2.0 and
# OpenAPI 3.0 JSON, one GET operation with an integer path parameter per path): loading must grow linearly.
#   Benchmarks/description-load.sh [corridor binary]   # results in Benchmarks/results/description-load.md
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
corridor="${1:-$root/.build/release/corridor}"
[[ -x "$corridor" ]] || (cd "$root" && swift build -c release --product corridor >&2)
work="${TMPDIR:-/tmp}/corridor-description-load"
mkdir -p "$work" "$root/Benchmarks/results"
python3 - "$work" <<'PY'
import json, sys
work = sys.argv[1]
for n in (1000, 2000, 4000, 20000):
    paths = {f"/res{i}/{{id}}": {"get": {"operationId": f"get{i}", "parameters": [
        {"name": "id", "in": "path", "required": True, "type": "integer"}], "responses": {"200": {"description": "ok"}}}}
        for i in range(n)}
    json.dump({"swagger": "2.0", "info": {"title": "t", "version": "1"}, "basePath": "/v1", "paths": paths},
              open(f"{work}/swagger-{n}.json", "w"))
    for item in paths.values():
        parameter = item["get"]["parameters"][0]
        parameter["schema"] = {"type": parameter.pop("type")}
    json.dump({"openapi": "3.0.3", "info": {"title": "t", "version": "1"}, "servers": [{"url": "/v1"}], "paths": paths},
              open(f"{work}/openapi-{n}.json", "w"))
PY
commands=()
for kind in swagger openapi; do
    for n in 1000 2000 4000 20000; do commands+=(-n "$kind $n paths" "$corridor routes $work/$kind-$n.json"); done
done
hyperfine --warmup 1 --runs 5 --style basic --export-markdown "$root/Benchmarks/results/description-load.md" \
    "${commands[@]}" > /dev/null
cat "$root/Benchmarks/results/description-load.md"
