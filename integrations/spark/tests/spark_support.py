"""Helpers of the Spark integration's tests: paths, the logs `corridor generate` makes, and the
report of one `corridor analyze` to compare with."""

from __future__ import annotations

import gzip
import json
import os
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import List

REPOSITORY = Path(__file__).resolve().parents[3]
ROUTES = REPOSITORY / "fixtures" / "demo.routes"
#: The nginx log_format `corridor generate --request-time` writes: gives latency histograms.
LOG_FORMAT = (
    "nginx:$remote_addr - $remote_user [$time_local] \"$request\" $status $body_bytes_sent "
    "\"$http_referer\" \"$http_user_agent\" $request_time"
)
#: How each of the 8 shards is stored.
SHARD_ENCODINGS = ("zstd", "zstd", "zstd", "gzip", "gzip", "gzip", "plain", "plain")
LINES_PER_SHARD = 2500


def missing_requirement() -> str:
    try:
        import pyspark  # noqa: F401
    except ImportError:
        return "pyspark is not installed (scripts/python-env installs it)"
    if shutil.which("java") is None and not os.environ.get("JAVA_HOME"):
        return "Java is missing (scripts/install-test-system-deps installs openjdk-17-jre-headless)"
    if corridor_binary() is None:
        return "no corridor binary: set CORRIDOR_BINARY (scripts/test-python does)"
    if shutil.which("zstd") is None:
        return "the zstd command is missing (scripts/install-test-system-deps installs it)"
    return ""


def corridor_binary():
    for variable in ("CORRIDOR_BINARY", "CORRIDOR_BIN"):
        if os.environ.get(variable):
            return os.environ[variable]
    return shutil.which("corridor")


@dataclass(frozen=True)
class Shards:
    directory: Path
    files: List[Path]


def generate(corridor: str, path: Path, seed: int, lines: int = LINES_PER_SHARD) -> Path:
    """A Combined log with `$request_time`, written by `corridor generate`."""
    subprocess.run(
        [corridor, "generate", "-r", str(ROUTES), "--lines", str(lines), "--seed", str(seed),
         "--request-time", "-o", str(path)],
        check=True,
    )  # fmt: skip
    return path


def encode(path: Path, encoding: str) -> Path:
    """`path` compressed as `encoding` (the plain file is removed), or left plain."""
    if encoding == "zstd":
        subprocess.run(["zstd", "-q", "--rm", "-f", str(path)], check=True)
        return path.with_name(path.name + ".zst")
    if encoding == "gzip":
        target = path.with_name(path.name + ".gz")
        target.write_bytes(gzip.compress(path.read_bytes()))
        path.unlink()
        return target
    return path


def single_run(corridor: str, files, *arguments: str) -> dict:
    """The report of one `corridor analyze` over `files` (exit status 0, or 1 with a report)."""
    result = subprocess.run(
        [corridor, "analyze", "-r", str(ROUTES), *arguments, "--output", "json", "--", *map(str, files)],
        capture_output=True,
        check=False,
    )
    assert result.returncode in (0, 1), result.stderr.decode()
    return json.loads(result.stdout)
