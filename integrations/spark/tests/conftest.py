"""Fixtures of the Spark integration's tests: one local[2] SparkSession for the whole run, the debug
`corridor` that scripts/test-python builds, and small logs made by `corridor generate`. The suite
skips, saying why, when Java, pyspark or the binary is missing."""

from __future__ import annotations

from pathlib import Path

import pytest
from spark_support import SHARD_ENCODINGS, Shards, corridor_binary, encode, generate, missing_requirement


def pytest_collection_modifyitems(config, items):
    reason = missing_requirement()
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


@pytest.fixture(scope="session")
def shards(tmp_path_factory, corridor) -> Shards:
    """8 shards of a log, each its own seed: 3 zstd, 3 gzip, 2 plain."""
    directory = tmp_path_factory.mktemp("shards")
    files = [
        encode(generate(corridor, directory / f"access-{index}.log", seed=index + 1), encoding)
        for index, encoding in enumerate(SHARD_ENCODINGS)
    ]
    return Shards(directory, sorted(files))
