"""`analyze(spark, routes, paths)`: `corridor analyze` over files Spark reads, as one exact report.

The plan, on the driver: check the routes and the flags with the binary (an error fails before any
Spark job runs); list the files through Hadoop's FileSystem; ship the binary and the routes file with
`SparkContext.addFile`; one task per group of files makes one partial report; the partials are merged
by `corridor merge` in a tree (`fanout` at a time, keeping the order of the inputs), the last step on
the driver."""

from __future__ import annotations

import functools
import json
import logging
import os
import shutil
import tempfile
from dataclasses import dataclass
from typing import Dict, List, Mapping, Optional, Sequence, Tuple

from . import tasks
from .binary import (
    CommandOptions,
    arguments_also_taken,
    content_digest,
    find_corridor,
    portability_warning,
    run_corridor,
)
from .errors import CorridorSparkError
from .inputs import InputFile, group_files, group_target_bytes, list_input_files
from .report import Report

LOG = logging.getLogger("corridor_spark")

#: How the tasks read their files. `auto`: files on a local file system (`file:`) are opened by the
#: executor's `corridor` itself, the others come through Spark's `binaryFiles`; `spark`: all through
#: `binaryFiles` (each file's bytes piped to `corridor analyze -`).
READERS = ("auto", "spark")

#: The `analyze` options corridor-spark sets itself, which callers may not pass through.
RESERVED_OPTIONS = {
    "--routes": "give routes=… (--routes)",
    "-r": "give routes=… (--routes)",
    "--jobs": "--jobs is spark.task.cpus",
    "-j": "--jobs is spark.task.cpus",
    "--output": "partials are JSON; render the final report with --output",
    "--output-file": "the final report is written by corridor-spark (-o)",
    "-o": "the final report is written by corridor-spark (-o)",
    "--compact": "partials are compact already",
    "--input-name": "inputs are named after their files",
    "--quiet": "tasks write no progress",
    "-q": "tasks write no progress",
    "--min-coverage": "the coverage gate applies to the final report (corridor-spark --min-coverage)",
}

#: Partial reports one merge step combines.
DEFAULT_FANOUT = 32


@dataclass(frozen=True)
class AnalysisRun:
    """A finished run: the final report as `corridor merge` wrote it (compact JSON), and the binary
    that can render it in another format."""

    report_json: bytes
    binary: str

    def report(self) -> Report:
        report: Report = json.loads(self.report_json)
        return report


def analyze(
    spark,
    routes: str,
    paths: Sequence[str],
    *,
    corridor: Optional[str] = None,
    arguments: Sequence[str] = (),
    reader: str = "auto",
    fanout: int = DEFAULT_FANOUT,
    **options: object,
) -> Report:
    """The report `corridor analyze --output json` would write over all the files `paths` name
    (paths, directories or globs, with any scheme Spark reads), computed on `spark`'s executors.

    Args:
        spark: the `SparkSession`.
        routes: the routes file (or OpenAPI description), a path on the driver.
        paths: the logs: `file://`, `hdfs://`, `s3a://` URIs or local paths, globs allowed.
        corridor: the `corridor` binary (default: `$CORRIDOR_BIN`, else `corridor` on `PATH`); a
            self-contained one (scripts/build-static) when executors lack the Swift toolchain.
        arguments: more `corridor analyze` arguments, as on its command line (`["--log-format", "common"]`).
        reader: `auto` or `spark` (see `READERS`).
        fanout: partial reports merged by one `corridor merge`.
        **options: `corridor analyze` options by name: `log_format="jsonl"` is `--log-format jsonl`,
            `top=50` is `--top 50`; `True` passes a flag.

    Returns:
        The report as a dict (`"complete": False`, with the failed inputs and their errors, when a
        file could not be read to its end; the other files are counted).

    Raises:
        CorridorSparkError: a missing binary, a routes file or flag `corridor` rejects, a path
            matching no file — all before any Spark job runs.
    """
    flags = option_arguments(options) + list(arguments)
    return run_analysis(spark, routes, paths, corridor=corridor, arguments=flags, reader=reader, fanout=fanout).report()


def run_analysis(
    spark,
    routes: str,
    paths: Sequence[str],
    *,
    corridor: Optional[str],
    arguments: Sequence[str],
    reader: str = "auto",
    fanout: int = DEFAULT_FANOUT,
) -> AnalysisRun:
    """`analyze`, returning the final report's JSON text as `corridor merge` wrote it."""
    if reader not in READERS:
        raise CorridorSparkError(f"reader must be one of {', '.join(READERS)} (got '{reader}')")
    if fanout < 2:
        raise CorridorSparkError(f"fanout must be at least 2 (got {fanout})")
    if not paths:
        raise CorridorSparkError("no logs to analyze: give one or more paths or globs")
    binary = find_corridor(corridor)
    check_arguments(binary, routes, arguments)
    files = list_input_files(spark, paths)
    context = spark.sparkContext
    version = run_corridor(binary, ["--version"]).stdout.decode("utf-8", "replace")
    warning = portability_warning(version, context.master)
    if warning:
        LOG.warning("corridor-spark: %s", warning)
    plan = tasks.TaskPlan(
        binary_name=ship(context, binary, "corridor"),
        routes_name=ship(context, routes, "routes"),
        analyze_arguments=tuple(arguments),
        jobs=int(context.getConf().get("spark.task.cpus", "1")),
    )
    from pyspark import cloudpickle

    cloudpickle.register_pickle_by_value(tasks)
    context.setJobDescription(f"corridor analyze: {len(files)} files")
    level, count = first_level(context, plan, files, reader)
    while count > fanout:
        level, count = merge_step(level, count, fanout, plan)
    try:
        collected = level.collect()
    except Exception as error:  # the task's error comes wrapped in py4j's and Spark's
        raise CorridorSparkError(f"the Spark job failed: {task_failure(error)}") from error
    partials = [partial for _, partial in sorted(collected)]
    merge_arguments = arguments_also_taken(arguments, CommandOptions.of(binary, "analyze"), CommandOptions.of(binary, "merge"))
    report_json = final_merge(binary, partials, merge_arguments)
    if not json.loads(report_json).get("complete", True):
        LOG.warning("corridor-spark: the report is incomplete: some inputs could not be read (see its inputs)")
    return AnalysisRun(report_json=report_json, binary=binary)


def option_arguments(options: Mapping[str, object]) -> List[str]:
    """`{"log_format": "jsonl", "top": 5, "openapi_query": True}` as `corridor analyze` arguments."""
    arguments: List[str] = []
    for name, value in options.items():
        flag = "--" + name.replace("_", "-")
        if value is True:
            arguments.append(flag)
        elif value is False or value is None:
            continue
        else:
            arguments += [flag, str(value)]
    return arguments


def check_arguments(binary: str, routes: str, arguments: Sequence[str]) -> None:
    """Runs `corridor analyze` on the driver over an empty input with the routes and `arguments`:
    a routes file with errors, an unknown flag or a bad value fails here, with corridor's message,
    before any task runs."""
    for argument in arguments:
        reserved = RESERVED_OPTIONS.get(argument.split("=", 1)[0])
        if reserved:
            raise CorridorSparkError(f"'{argument}' can't be passed through: {reserved}")
    if not os.path.isfile(routes):
        raise CorridorSparkError(f"the routes file '{routes}' does not exist (it is read on the driver)")
    result = run_corridor(
        binary, ["analyze", "--routes", routes, *arguments, "--output", "json", "--compact", "--", "-"]
    )
    if result.returncode != 0:
        message = result.stderr.decode("utf-8", "replace").strip()
        raise CorridorSparkError(f"corridor rejected the routes or flags (exit status {result.returncode}):\n{message}")


def ship(context, path: str, kind: str) -> str:
    """Adds a copy of `path` to the files every executor gets (`SparkContext.addFile`), named after
    its content (`corridor-1f2e…`) so files of the same name from different places can't collide;
    returns the name to give `SparkFiles.get`."""
    extension = os.path.splitext(path)[1] if kind == "routes" else ""
    name = f"{kind}-{content_digest(path)}{extension}"
    staging = os.path.join(tempfile.gettempdir(), f"corridor-spark-{os.getuid()}")
    os.makedirs(staging, exist_ok=True)
    staged = os.path.join(staging, name)
    if not os.path.exists(staged):
        partial = staged + f".{os.getpid()}.tmp"
        shutil.copyfile(path, partial)
        os.chmod(partial, 0o755 if kind == "corridor" else 0o644)
        os.replace(partial, staged)
    context.addFile(staged)
    return name


def first_level(context, plan: tasks.TaskPlan, files: Sequence[InputFile], reader: str):
    """The RDD of `(index, partial report)` made by the analysis tasks, and how many it may hold."""
    conf = context.getConf()
    max_bytes = _bytes_setting(conf.get("spark.files.maxPartitionBytes", "128m"))
    open_cost = _bytes_setting(conf.get("spark.files.openCostInBytes", "4m"))
    parallelism = context.defaultParallelism
    local = [file for file in files if file.local_path is not None and reader == "auto"]
    streamed = [file for file in files if file.local_path is None or reader != "auto"]
    parts = []
    count = 0
    if local:
        target = group_target_bytes(local, parallelism, max_bytes, open_cost)
        groups = [(index, [file.local_path for file in group]) for index, group in enumerate(group_files(local, target, open_cost))]
        rdd = context.parallelize(groups, len(groups)).mapPartitions(functools.partial(tasks.analyze_local_group, plan))
        parts.append(rdd)
        count += len(groups)
    if streamed:
        names: Dict[str, str] = {file.uri: file.name for file in streamed}
        offset = count
        for file in streamed:
            if "," in file.uri:
                raise CorridorSparkError(f"'{file.uri}': Spark's binaryFiles can't read a file whose name holds a comma")
        source = context.binaryFiles(",".join(_escape_path(file.uri) for file in streamed), minPartitions=parallelism)
        rdd = source.mapPartitionsWithIndex(functools.partial(tasks.analyze_streamed_partition, plan, names, offset))
        parts.append(rdd)
        count += source.getNumPartitions()
    level = parts[0] if len(parts) == 1 else context.union(parts)
    return level, count


def merge_step(level, count: int, fanout: int, plan: tasks.TaskPlan) -> Tuple[object, int]:
    """One level of the merge tree: `count` partials become `ceil(count / fanout)`, each the merge of
    `fanout` consecutive ones (a small shuffle of compact reports)."""
    parents = -(-count // fanout)
    keyed = level.map(lambda item: (item[0] // fanout, item))
    merged = keyed.partitionBy(parents, lambda parent: parent).mapPartitions(functools.partial(tasks.merge_level, plan))
    return merged, parents


def final_merge(binary: str, partials: List[bytes], arguments: Sequence[str] = ()) -> bytes:
    """The last merge, on the driver: the report of all the partials (compact JSON), with the
    pass-through `arguments` that `corridor merge` takes too (`--top`)."""
    if not partials:
        raise CorridorSparkError("the analysis tasks returned no report")
    if len(partials) == 1 and not arguments:
        return partials[0]
    command = ["merge", *arguments, "--output", "json", "--compact", "--", "-"]
    result = run_corridor(binary, command, stdin=b"\n".join(partials))
    if result.returncode not in (0, 1) or not result.stdout.startswith(b"{"):
        message = result.stderr.decode("utf-8", "replace").strip()
        raise CorridorSparkError(f"corridor merge failed (exit status {result.returncode}): {message}")
    return result.stdout.strip()


def task_failure(error: Exception) -> str:
    """The line of a failed job's error that says what failed in the task (`corridor failed on …`),
    else its first line."""
    text = str(error)
    for line in text.splitlines():
        if line.startswith("RuntimeError: corridor"):
            return line[len("RuntimeError: ") :].strip()
    return text.strip().splitlines()[0] if text.strip() else type(error).__name__


def _escape_path(uri: str) -> str:
    """A file's URI as one entry of the glob-expanded list `binaryFiles` reads: glob characters
    escaped so the file's own name is taken literally."""
    return "".join("\\" + character if character in "{}[]*?\\" else character for character in uri)


def _bytes_setting(value: str) -> int:
    """`128m`, `4194304`, `1g` (Spark's byte-size settings) in bytes."""
    units = {"k": 1 << 10, "m": 1 << 20, "g": 1 << 30, "t": 1 << 40}
    text = value.strip().lower().rstrip("b")
    if text and text[-1] in units:
        return int(float(text[:-1]) * units[text[-1]])
    return int(text)
