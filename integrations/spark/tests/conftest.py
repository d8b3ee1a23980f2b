"""Fixtures of the Spark integration's tests: one local[2] SparkSession for the whole run, the debug
`corridor` that scripts/test-python builds, and small logs made by `corridor generate`. The suite
skips, saying why, when Java, pyspark or the binary is missing."""

from __future__ import annotations

import gzip
import os
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import List

import pytest

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


def _missing_requirement() -> str:
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


def pytest_collection_modifyitems(config, items):
    reason = _missing_requirement()
    if reason:
        skip = pytest.mark.skip(reason=f"Spark integration tests skipped: {reason}")
        for item in items:
            if Path(str(item.fspath)).is_relative_to(Path(__file__).parent):
                item.add_marker(skip)


@pytest.fixture(scope="session")
def corridor() -> str:
    return corridor_binary()


@pytest.fixture(scope="session")
def spark():
    from pyspark.sql import SparkSession

    session = (
        SparkSession.builder.master("local[2]")
        .appName("corridor-spark-tests")
        .config("spark.ui.enabled", "false")
        .config("spark.ui.showConsoleProgress", "false")
        .config("spark.sql.shuffle.partitions", "2")
        # Small groups, so 8 shards make several tasks and the merge tree has levels.
        .config("spark.files.maxPartitionBytes", "96k")
        .config("spark.files.openCostInBytes", "1k")
        .getOrCreate()
    )
    session.sparkContext.setLogLevel("ERROR")
    yield session
    session.stop()


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


@pytest.fixture(scope="session")
def shards(tmp_path_factory, corridor) -> Shards:
    """8 shards of a log, each its own seed: 3 zstd, 3 gzip, 2 plain."""
    directory = tmp_path_factory.mktemp("shards")
    files = [
        encode(generate(corridor, directory / f"access-{index}.log", seed=index + 1), encoding)
        for index, encoding in enumerate(SHARD_ENCODINGS)
    ]
    return Shards(directory, sorted(files))


def single_run(corridor: str, files, *arguments: str) -> dict:
    """The report of one `corridor analyze` over `files` (exit status 0, or 1 with a report)."""
    import json

    result = subprocess.run(
        [corridor, "analyze", "-r", str(ROUTES), *arguments, "--output", "json", "--", *map(str, files)],
        capture_output=True,
        check=False,
    )
    assert result.returncode in (0, 1), result.stderr.decode()
    return json.loads(result.stdout)
