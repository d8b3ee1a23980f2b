"""`corridor-spark analyze --routes ROUTES [options] [corridor analyze flags] LOG…`."""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from typing import List, Optional, Sequence, Tuple

from .analysis import READERS, check_arguments, run_analysis
from .binary import CommandOptions, find_corridor
from .errors import CorridorSparkError

#: Report formats by the extension of `-o FILE`, as `corridor` chooses them.
REPORT_EXTENSIONS = (".json", ".csv", ".html", ".txt")

DESCRIPTION = """\
Runs `corridor analyze` over access logs on Apache Spark and writes the report one `corridor analyze`
would write over all of them. Each LOG is a path, a directory or a glob Spark reads (file://,
hdfs://, s3a://, or a local path). Other `corridor analyze` flags (--log-format, --top, time
windows, …) pass through and mean what they mean there; --jobs is spark.task.cpus.

Exit status: 0; 1 when an input could not be read to its end (the report, marked incomplete, names
it and counts the rest) or on an error; 2 on bad usage; 3 below --min-coverage."""


def main(argv: Optional[Sequence[str]] = None) -> int:
    arguments = list(sys.argv[1:] if argv is None else argv)
    parser = _parser()
    if arguments and arguments[0] in ("-h", "--help"):
        parser.print_help()
        return 0
    if not arguments:
        parser.print_usage(sys.stderr)
        print("corridor-spark: error: give a command: analyze", file=sys.stderr)
        return 2
    if arguments[0] != "analyze":
        print(f"corridor-spark: error: unknown command '{arguments[0]}' (the command is `analyze`)", file=sys.stderr)
        return 2
    try:
        return _analyze(parser, arguments[1:])
    except CorridorSparkError as error:
        print(f"corridor-spark: error: {error}", file=sys.stderr)
        return 1


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="corridor-spark analyze", description=DESCRIPTION, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("-r", "--routes", required=True, help="the routes file (read on the driver, shipped to executors)")
    parser.add_argument("--output", choices=("text", "json", "csv", "html"), help="report format (default: from -o, else text)")
    parser.add_argument("-o", "--output-file", help="write the report to this file instead of standard output")
    parser.add_argument(
        "--min-coverage", metavar="PCT", type=_percentage, help="exit with status 3 when less than PCT%% of the routes were hit"
    )
    parser.add_argument("-q", "--quiet", action="store_true", help="no report on standard output (-o still writes)")
    parser.add_argument("--master", help="Spark master URL (default: spark-submit's, else local[*])")
    parser.add_argument("--app-name", default="corridor-spark", help="Spark application name")
    parser.add_argument(
        "--conf", action="append", default=[], metavar="KEY=VALUE", type=_setting,
        help="a Spark setting, as spark-submit's --conf (repeatable): spark.task.cpus=2, spark.executor.instances=50",
    )  # fmt: skip
    parser.add_argument("--corridor", metavar="PATH", help="the corridor binary (default: $CORRIDOR_BIN, else corridor on PATH)")
    parser.add_argument("--reader", choices=READERS, default="auto", help="auto: local files opened by corridor, others via binaryFiles; spark: all via binaryFiles")
    parser.add_argument("logs", nargs="*", metavar="LOG", help="log files, directories or globs")
    return parser


def split_arguments(
    parser: argparse.ArgumentParser, analyze_options: CommandOptions, arguments: Sequence[str]
) -> Tuple[List[str], List[str], List[str]]:
    """`arguments` split into corridor-spark's own options, the `corridor analyze` flags to pass
    through (with their values, told apart by the binary's own option list), and the logs."""
    own: List[str] = []
    passed: List[str] = []
    logs: List[str] = []
    own_options = parser._option_string_actions
    index = 0
    while index < len(arguments):
        token = arguments[index]
        index += 1
        if token == "--":
            logs += arguments[index:]
            break
        if not token.startswith("-") or token == "-":
            logs.append(token)
            continue
        spelling = token.split("=", 1)[0]
        if spelling in own_options:
            target, takes_value = own, own_options[spelling].nargs != 0
        elif analyze_options.knows(spelling):
            target, takes_value = passed, analyze_options.takes_value[spelling]
        else:
            parser.error(f"unknown flag '{spelling}' (neither corridor-spark's nor `corridor analyze`'s)")
        target.append(token)
        if takes_value and "=" not in token:
            if index == len(arguments):
                parser.error(f"{spelling} needs a value")
            target.append(arguments[index])
            index += 1
    return own, passed, logs


def _analyze(parser: argparse.ArgumentParser, arguments: List[str]) -> int:
    if "-h" in arguments or "--help" in arguments:
        parser.print_help()
        return 0
    corridor_only = argparse.ArgumentParser(add_help=False)
    corridor_only.add_argument("--corridor")
    binary = find_corridor(corridor_only.parse_known_args(arguments)[0].corridor)
    own, passed, logs = split_arguments(parser, CommandOptions.of(binary, "analyze"), arguments)
    options = parser.parse_args(own + ["--", *logs])
    if not options.logs:
        parser.error("give one or more LOG paths or globs")
    render = _render_arguments(parser, options)
    check_arguments(binary, options.routes, passed)  # before the session starts: fails in milliseconds

    from pyspark.sql import SparkSession

    existing = SparkSession.getActiveSession()
    builder = SparkSession.builder.appName(options.app_name)
    if options.master:
        builder = builder.master(options.master)
    for key, value in options.conf:
        builder = builder.config(key, value)
    spark = builder.getOrCreate()
    try:
        run = run_analysis(spark, options.routes, options.logs, corridor=binary, arguments=passed, reader=options.reader)
    finally:
        if existing is None:
            spark.stop()
    return subprocess.run([binary, "merge", *render, "--", "-"], input=run.report_json, check=False).returncode


def _render_arguments(parser: argparse.ArgumentParser, options: argparse.Namespace) -> List[str]:
    """The `corridor merge` arguments that render the final report as asked, checked before the job."""
    render: List[str] = []
    if options.output:
        render += ["--output", options.output]
    if options.output_file:
        if not options.output and os.path.splitext(options.output_file)[1] not in REPORT_EXTENSIONS:
            parser.error(f"cannot tell the report format from '{options.output_file}' (use a .json, .csv, .html or .txt file, or --output)")
        directory = os.path.dirname(os.path.abspath(options.output_file))
        if not os.path.isdir(directory):
            parser.error(f"-o: the directory '{directory}' does not exist")
        render += ["--output-file", options.output_file]
    if options.min_coverage is not None:
        render += ["--min-coverage", repr(options.min_coverage)]
    if options.quiet:
        render.append("--quiet")
    return render


def _setting(text: str) -> Tuple[str, str]:
    key, equals, value = text.partition("=")
    if not equals or not key:
        raise argparse.ArgumentTypeError(f"expected KEY=VALUE (got '{text}')")
    return key, value


def _percentage(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: '{text}'") from None
    if not 0 <= value <= 100:
        raise argparse.ArgumentTypeError(f"must be a percentage from 0 to 100 (got {text})")
    return value


if __name__ == "__main__":
    sys.exit(main())
