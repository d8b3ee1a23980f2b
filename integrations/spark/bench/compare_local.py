"""Single `corridor analyze` vs `corridor_spark.analyze` in one local Spark session, on the same logs.

    python integrations/spark/bench/compare_local.py --corridor .build-static/dist/corridor \
        --routes fixtures/demo.routes --master 'local[2]' --runs 5 /tmp/bench2m/part-*.log.zst

Prints the session start-up, the median wall time of each side over --runs runs (after one warm-up
each), the load average, and whether the reports are equal (the unmatched heavy-hitter tables
compared separately: they may differ within their error bound when not exact)."""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import time

import corridor_spark


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--corridor", required=True)
    parser.add_argument("--routes", required=True)
    parser.add_argument("--master", default="local[2]")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("logs", nargs="+")
    options = parser.parse_args()

    single_times = []
    single = None
    for run in range(options.runs + 1):
        start = time.perf_counter()
        result = subprocess.run(
            [options.corridor, "analyze", "-r", options.routes, "--output", "json", *options.logs],
            capture_output=True, check=True,
        )  # fmt: skip
        if run > 0:
            single_times.append(time.perf_counter() - start)
        single = json.loads(result.stdout)

    from pyspark.sql import SparkSession

    start = time.perf_counter()
    spark = SparkSession.builder.master(options.master).config("spark.ui.enabled", "false").getOrCreate()
    spark.sparkContext.setLogLevel("ERROR")
    startup = time.perf_counter() - start
    spark_times = []
    report = None
    for run in range(options.runs + 1):
        start = time.perf_counter()
        report = corridor_spark.analyze(spark, routes=options.routes, paths=options.logs, corridor=options.corridor)
        if run > 0:
            spark_times.append(time.perf_counter() - start)
    spark.stop()

    spark_unmatched, single_unmatched = report.pop("unmatched"), single.pop("unmatched")
    same_unmatched = spark_unmatched == single_unmatched
    print(f"load average before/after: {os.getloadavg()}")
    print(f"lines: {single['totals']['lines']}, inputs: {len(single['inputs'])}")
    print(f"single corridor analyze: median {statistics.median(single_times):.2f} s ({', '.join(f'{t:.2f}' for t in single_times)})")
    print(f"Spark session start-up ({options.master}): {startup:.2f} s")
    print(f"corridor_spark.analyze: median {statistics.median(spark_times):.2f} s ({', '.join(f'{t:.2f}' for t in spark_times)})")
    print(f"reports equal (besides unmatched tables): {report == single}; unmatched tables equal: {same_unmatched}")
    print(f"unmatched top-{len(single_unmatched['top'])} equal: {spark_unmatched['top'] == single_unmatched['top']}; "
          f"totals {spark_unmatched['total']} / {single_unmatched['total']}; exact {spark_unmatched['exact']} / "
          f"{single_unmatched['exact']}; bounds consistent: {tables_consistent(spark_unmatched, single_unmatched)}")


def tables_consistent(first: dict, second: dict) -> bool:
    """Whether every path in both heavy-hitter tables has overlapping ranges of possible true counts
    (`count - error` to `count`)."""
    ranges = {entry["path"]: (entry["count"] - entry["error"], entry["count"]) for entry in second["table"]["paths"]}
    for entry in first["table"]["paths"]:
        if entry["path"] in ranges:
            low, high = ranges[entry["path"]]
            if max(low, entry["count"] - entry["error"]) > min(high, entry["count"]):
                return False
    return True


if __name__ == "__main__":
    main()
