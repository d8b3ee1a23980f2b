"""corridor_spark.analyze in local[2]: the report of 8 shards is the single run's, field for field."""

from __future__ import annotations

import subprocess
import uuid

import pytest
from spark_support import LINES_PER_SHARD, LOG_FORMAT, ROUTES, generate, single_run

corridor_spark = pytest.importorskip("corridor_spark")


def assert_same_report(actual: dict, expected: dict) -> None:
    """Every field equal (inputs, totals, per-route hits, methods, statuses, latency, coverage,
    malformed lines, time fields when present); the unmatched heavy-hitter tables equal when both are
    exact, else within their bounds: the same total, every error within the table's bound, and for
    each path in both tables, the ranges its true count may have (`count - error` to `count`) overlap."""
    actual, expected = dict(actual), dict(expected)
    actual_unmatched, expected_unmatched = actual.pop("unmatched"), expected.pop("unmatched")
    assert actual == expected
    if actual_unmatched["exact"] and expected_unmatched["exact"]:
        assert actual_unmatched == expected_unmatched
        return
    assert actual_unmatched["total"] == expected_unmatched["total"]
    assert actual_unmatched["capacity"] == expected_unmatched["capacity"]
    possible = {entry["path"]: (entry["count"] - entry["error"], entry["count"]) for entry in expected_unmatched["table"]["paths"]}
    shared = 0
    for entry in actual_unmatched["table"]["paths"]:
        assert 0 <= entry["error"] <= actual_unmatched["errorBound"], entry
        if entry["path"] in possible:
            shared += 1
            low, high = possible[entry["path"]]
            assert max(low, entry["count"] - entry["error"]) <= min(high, entry["count"]), entry
    assert shared > 0


def analyze(spark, corridor, paths, **options):
    return corridor_spark.analyze(spark, routes=str(ROUTES), paths=[str(path) for path in paths], corridor=corridor, **options)


@pytest.mark.parametrize(
    "reader, fanout",
    [("auto", 32), ("auto", 2), ("spark", 2)],
    ids=["files-opened-by-corridor", "merge-tree-of-depth-3", "bytes-through-binaryFiles"],
)
def test_eight_shards_give_the_single_runs_report(spark, corridor, shards, reader, fanout):
    report = analyze(
        spark, corridor, [shards.directory / "access-*"], reader=reader, fanout=fanout, log_format=LOG_FORMAT
    )

    single = single_run(corridor, shards.files, "--log-format", LOG_FORMAT)
    assert single["complete"] is True
    assert single["totals"]["lines"] == 8 * LINES_PER_SHARD
    assert any(route["latency"] for route in single["routes"]), "the comparison must cover latency"
    assert {entry["encoding"] for entry in single["inputs"]} == {"zstd", "gzip", "plain"}
    assert_same_report(report, single)


def test_heavy_hitter_tables_that_overflow_stay_within_their_bounds(spark, corridor, tmp_path):
    files = []
    for index in range(8):
        path = tmp_path / f"noisy-{index}.log"
        subprocess.run(
            [corridor, "generate", "-r", str(ROUTES), "--lines", "2500", "--seed", str(index + 11),
             "--unmatched-share", "0.6", "--unmatched-mix", "realistic", "-o", str(path)],
            check=True,
        )  # fmt: skip
        files.append(path)

    report = analyze(spark, corridor, [tmp_path / "noisy-*.log"], fanout=2)

    single = single_run(corridor, files)
    assert not single["unmatched"]["exact"], "the tables must overflow for this test to test bounds"
    assert not report["unmatched"]["exact"]
    assert_same_report(report, single)


@pytest.mark.parametrize("reader", ["auto", "spark"])
def test_a_corrupt_shard_is_named_and_the_others_are_counted(spark, corridor, shards, tmp_path, reader):
    corrupt = tmp_path / "corrupt.log"
    generate(corridor, corrupt, seed=99)
    subprocess.run(["zstd", "-q", "--rm", "-f", str(corrupt)], check=True)
    corrupt = tmp_path / "corrupt.log.zst"
    data = bytearray(corrupt.read_bytes())
    middle = len(data) // 2
    data[middle : middle + 256] = bytes(range(256))
    corrupt.write_bytes(bytes(data))
    files = [shards.files[0], corrupt, shards.files[-1]]

    report = analyze(spark, corridor, files, reader=reader, log_format=LOG_FORMAT)

    assert report["complete"] is False
    failed = [entry for entry in report["inputs"] if entry["error"] is not None]
    assert [entry["path"] for entry in failed] == [str(corrupt)]
    good = single_run(corridor, [shards.files[0], shards.files[-1]], "--log-format", LOG_FORMAT)
    assert report["totals"]["lines"] == good["totals"]["lines"] + failed[0]["lines"]
    single = single_run(corridor, files, "--log-format", LOG_FORMAT)
    if reader == "spark":
        # Read from standard input, a failed input's size is what was read before the error; read
        # from the file, it is the file's size.
        assert failed[0]["bytes"] <= corrupt.stat().st_size
        failed[0]["bytes"] = corrupt.stat().st_size
    assert_same_report(report, single)


def test_globs_directories_and_file_uris(spark, corridor, shards):
    zstd = analyze(spark, corridor, [f"file://{shards.directory}/*.zst"], log_format=LOG_FORMAT)
    assert [entry["path"] for entry in zstd["inputs"]] == [str(f) for f in shards.files if f.suffix == ".zst"]
    assert zstd["totals"]["lines"] == 3 * LINES_PER_SHARD

    braces = analyze(spark, corridor, [shards.directory / "access-{0,7}.log*"], log_format=LOG_FORMAT)
    assert [entry["path"] for entry in braces["inputs"]] == [
        str(f) for f in shards.files if f.name.startswith(("access-0.", "access-7."))
    ]

    directory = analyze(spark, corridor, [shards.directory], log_format=LOG_FORMAT)
    assert [entry["path"] for entry in directory["inputs"]] == [str(f) for f in shards.files]


def test_an_empty_log_is_zero_lines(spark, corridor, shards, tmp_path):
    empty = tmp_path / "empty.log"
    empty.write_bytes(b"")
    report = analyze(spark, corridor, [empty, shards.files[0]], log_format=LOG_FORMAT)
    assert report["complete"] is True
    assert [entry["lines"] for entry in report["inputs"]] == [0, LINES_PER_SHARD]


def test_a_pattern_matching_no_file_fails(spark, corridor, tmp_path):
    with pytest.raises(corridor_spark.CorridorSparkError, match=r"'.*nothing-\*\.log' matches no file"):
        analyze(spark, corridor, [tmp_path / "nothing-*.log"])


@pytest.mark.parametrize(
    "routes_text, options, message",
    [
        ("home GET /\nuser GET /user/:id{nosuchtype}\n", {}, r"nosuchtype"),
        ("home GET /\n", {"log_format": "bogus"}, r"log-format"),
        ("home GET /\n", {"jobs": 4}, r"--jobs is spark.task.cpus"),
    ],
    ids=["unknown-type-in-routes", "bad-log-format", "reserved-flag"],
)
def test_errors_fail_before_any_spark_job_runs(spark, corridor, shards, tmp_path, routes_text, options, message):
    routes = tmp_path / "routes.txt"
    routes.write_text(routes_text)
    context = spark.sparkContext
    group = f"corridor-check-{uuid.uuid4()}"
    context.setJobGroup(group, "jobs of an analysis that must fail first")
    try:
        with pytest.raises(corridor_spark.CorridorSparkError, match=message):
            corridor_spark.analyze(spark, routes=str(routes), paths=[str(shards.files[0])], corridor=corridor, **options)
        assert context.statusTracker().getJobIdsForGroup(group) == []

        corridor_spark.analyze(spark, routes=str(ROUTES), paths=[str(shards.files[0])], corridor=corridor)
        assert context.statusTracker().getJobIdsForGroup(group) != [], "the job group sees an analysis that runs"
    finally:
        context.setLocalProperty("spark.jobGroup.id", None)


def test_a_missing_binary_is_named(spark, tmp_path, monkeypatch):
    monkeypatch.setenv("CORRIDOR_BIN", str(tmp_path / "no-corridor"))
    with pytest.raises(corridor_spark.CorridorSparkError, match=r"\$CORRIDOR_BIN names '.*no-corridor'"):
        corridor_spark.analyze(spark, routes=str(ROUTES), paths=[str(tmp_path)])


def test_a_binary_that_fails_in_the_tasks_is_reported_with_its_status(spark, corridor, shards, tmp_path):
    """What an executor without the Swift toolchain does (exit status 127), with the driver's checks passing."""
    wrapper = tmp_path / "corridor-failing-in-tasks"
    wrapper.write_text(
        "#!/bin/sh\n"
        'case " $* " in *" --jobs "*) echo "libswiftCore.so: cannot open shared object file" >&2; exit 127;; esac\n'
        f'exec "{corridor}" "$@"\n'
    )
    wrapper.chmod(0o755)
    with pytest.raises(corridor_spark.CorridorSparkError, match=r"exit status 127 \(the binary can't start here.*build-static"):
        analyze(spark, str(wrapper), [shards.files[0]])


def test_deprecated_routes_survive_the_merge_tree(spark, corridor, shards, tmp_path):
    routes = tmp_path / "deprecated.routes"
    text = ROUTES.read_text()
    text = text.replace("POST   /logout\n", "POST   /logout @deprecated\n")
    text = text.replace("GET    /products/:productId{int}\n", "GET    /products/:productId{int} @deprecated\n")
    routes.write_text(text)

    report = corridor_spark.analyze(
        spark, routes=str(routes), paths=[str(shards.directory / "access-*")], corridor=corridor,
        fanout=2, log_format=LOG_FORMAT,
    )  # fmt: skip

    flagged = {route["name"] for route in report["routes"] if route["deprecated"]}
    assert flagged == {"logout", "product"}
    assert all(isinstance(route["deprecated"], bool) for route in report["routes"])
    product = next(route for route in report["routes"] if route["name"] == "product")
    assert product["hits"] > 0, "a deprecated route that is still called"
