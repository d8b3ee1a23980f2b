"""The `corridor-spark` command: argument splitting, usage errors, and one end-to-end run."""

from __future__ import annotations

import subprocess
import sys

import pytest
from spark_support import LOG_FORMAT, ROUTES

pytest.importorskip("corridor_spark")
from corridor_spark import cli  # noqa: E402
from corridor_spark.binary import CommandOptions, arguments_also_taken, portability_warning  # noqa: E402

ANALYZE_OPTIONS = CommandOptions({"--log-format": True, "--top": True, "-j": True, "--openapi-query": False})


def test_flags_are_split_into_own_passed_through_and_logs():
    own, passed, logs = cli.split_arguments(
        cli._parser(),
        ANALYZE_OPTIONS,
        ["-r", "routes.txt", "--log-format", "common", "a.log", "--top=5", "--openapi-query", "-o", "r.html",
         "--master", "local[2]", "--conf", "spark.task.cpus=2", "s3a://b/*.zst", "--", "--odd-name.log"],
    )  # fmt: skip
    assert own == ["-r", "routes.txt", "-o", "r.html", "--master", "local[2]", "--conf", "spark.task.cpus=2"]
    assert passed == ["--log-format", "common", "--top=5", "--openapi-query"]
    assert logs == ["a.log", "s3a://b/*.zst", "--odd-name.log"]


@pytest.mark.parametrize(
    "arguments, message",
    [
        (["--no-such-flag", "a.log"], "unknown flag '--no-such-flag'"),
        (["-o", "report.pdf", "a.log"], "cannot tell the report format from 'report.pdf'"),
        (["--log-format"], "--log-format needs a value"),
        (["--conf", "spark.task.cpus", "a.log"], "expected KEY=VALUE (got 'spark.task.cpus')"),
        (["--min-coverage", "150", "a.log"], "must be a percentage from 0 to 100 (got 150)"),
    ],
)
def test_usage_errors_exit_2_before_spark_starts(corridor, capsys, arguments, message):
    with pytest.raises(SystemExit) as exit:
        cli.main(["analyze", "-r", str(ROUTES), "--corridor", corridor, *arguments])
    assert exit.value.code == 2
    assert message in capsys.readouterr().err


def test_a_routes_error_exits_1_before_spark_starts(corridor, tmp_path, capsys):
    routes = tmp_path / "routes.txt"
    routes.write_text("user GET /user/:id{nosuchtype}\n")
    assert cli.main(["analyze", "-r", str(routes), "--corridor", corridor, str(tmp_path)]) == 1
    error = capsys.readouterr().err
    assert "corridor-spark: error: corridor rejected the routes or flags" in error
    assert "nosuchtype" in error


def test_end_to_end_the_report_is_the_single_runs(corridor, shards, tmp_path):
    """The console script in its own Spark application writes the CSV `corridor analyze` writes."""
    report = tmp_path / "spark.csv"
    result = subprocess.run(
        [sys.executable, "-m", "corridor_spark.cli", "analyze", "--routes", str(ROUTES), "--master", "local[2]",
         "--conf", "spark.ui.enabled=false", "--corridor", corridor, "--log-format", LOG_FORMAT, "--top", "5", "-o", str(report),
         str(shards.directory / "access-*")],
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    single = tmp_path / "single.csv"
    subprocess.run(
        [corridor, "analyze", "-r", str(ROUTES), "--log-format", LOG_FORMAT, "--top", "5", "-o", str(single),
         *map(str, shards.files)],
        check=True,
    )  # fmt: skip
    assert report.read_text() == single.read_text()


def test_the_exit_status_is_corridors_for_a_coverage_gate_and_a_corrupt_file(spark, corridor, shards, tmp_path, capfd):
    """In the running session (the command leaves a session it did not start running)."""
    routes = tmp_path / "routes.txt"
    routes.write_text(ROUTES.read_text() + "\nneverHit GET /never/hit/by/any/line\n")
    common = ["analyze", "-r", str(routes), "--corridor", corridor, "--log-format", LOG_FORMAT, "-q"]
    assert cli.main([*common, "--min-coverage", "100", str(shards.files[0])]) == 3
    assert "is below --min-coverage 100%" in capfd.readouterr().err

    corrupt = tmp_path / "corrupt.log.gz"
    corrupt.write_bytes(shards.files[3].read_bytes()[:5000])  # a gzip stream cut short
    report = tmp_path / "report.json"
    assert cli.main([*common, "-o", str(report), str(shards.files[0]), str(corrupt)]) == 1
    assert str(corrupt) in capfd.readouterr().err
    assert '"complete":false' in report.read_text().replace(" ", "")
    assert not spark.sparkContext._jsc.sc().isStopped()


def test_analyze_flags_merge_also_takes_apply_to_the_final_report():
    merge = CommandOptions({"--top": True, "--quiet": False})
    passed = ["--log-format", "common", "--top", "5", "--openapi-query", "--top=7", "-j", "2"]
    assert arguments_also_taken(passed, ANALYZE_OPTIONS, merge) == ["--top", "5", "--top=7"]


@pytest.mark.parametrize(
    "version, master, warns",
    [
        ("corridor 0.1.0 (debug build, Swift runtime loaded from the toolchain's shared libraries, x86_64-linux)", "yarn", True),
        ("corridor 0.1.0 (debug build, Swift runtime loaded from the toolchain's shared libraries, x86_64-linux)", "local[2]", False),
        ("corridor 0.1.0 (release build, Swift runtime linked statically, x86_64-linux)", "spark://host:7077", False),
    ],
)
def test_a_binary_needing_the_toolchain_is_flagged_for_a_cluster(version, master, warns):
    warning = portability_warning(version, master)
    assert (warning is not None) == warns
    if warns:
        assert "scripts/build-static" in warning and "loaded from the toolchain" in warning
