#!/usr/bin/env python3
"""Turns one package-benchmark JMH export of the Matcher target into the markdown tables of BENCHMARKS.md.

Benchmark names are `<workload>/<router> [N]`, N being the lookups (or routes) of one iteration, so
per-lookup time = median wall clock of an iteration / N, and mallocs per lookup = mallocs / N.
Usage: summarize.py RUN.jmh.json > results/matcher.md
"""
import json
import re
import sys

NAME = re.compile(r"^package\.benchmark\.Matcher\.(?P<workload>.+)/(?P<router>[^/]+)_\[(?P<n>\d+)\]$")
ROUTERS = ["corridor", "routing-kit", "routing-kit+split", "hummingbird", "regex-scan"]
ROUTER_TITLES = {
    "corridor": "Corridor",
    "routing-kit": "routing-kit TrieRouter",
    "routing-kit+split": "routing-kit + Vapor's path split",
    "hummingbird": "Hummingbird trie",
    "regex-scan": "regex scan (original Corridor)",
}


def load(path):
    results = {}
    for element in json.load(open(path)):
        match = NAME.match(element["benchmark"])
        if not match:
            continue
        secondary = element["secondaryMetrics"]
        wall = secondary["Time (wall clock)"]["scorePercentiles"]
        mallocs = secondary["Malloc (total)"]["scorePercentiles"]["50.0"]
        n = int(match["n"])
        results[(match["workload"], match["router"].replace("_", " "))] = {
            "n": n,
            "p50_us": wall["50.0"],
            "p90_us": wall["90.0"],
            "ns_per": wall["50.0"] * 1000.0 / n,
            "mallocs_per": mallocs / n,
            "samples": element["measurementIterations"],
        }
    return results


def ns(value):
    if value >= 10_000:
        return f"{value / 1000:,.1f} µs"
    if value >= 100:
        return f"{value:,.0f} ns"
    return f"{value:.1f} ns"


def mallocs(value):
    return "0" if value == 0 else (f"{value:.1f}" if value < 100 else f"{value:,.0f}")


def matcher_table(results, workloads, title):
    print(f"### {title}\n")
    print("Median time per lookup (mallocs per lookup in brackets); ratios are the peer's median over Corridor's.\n")
    header = ["workload", "lookups"] + [ROUTER_TITLES[r] for r in ROUTERS] + ["routing-kit ÷ Corridor", "routing-kit + split ÷ Corridor"]
    print("| " + " | ".join(header) + " |")
    print("|---|---:|" + "---:|" * (len(ROUTERS) + 2))
    for workload in workloads:
        corridor = results.get((workload, "corridor"))
        if not corridor:
            continue
        cells = [workload, str(corridor["n"])]
        for router in ROUTERS:
            row = results.get((workload, router))
            cells.append(f"{ns(row['ns_per'])} ({mallocs(row['mallocs_per'])})" if row else "—")
        for peer in ["routing-kit", "routing-kit+split"]:
            row = results.get((workload, peer))
            cells.append(f"{row['ns_per'] / corridor['ns_per']:.1f}×" if row else "—")
        print("| " + " | ".join(cells) + " |")
    print()


def main(path):
    results = load(path)

    literal = [w for w in ["github/literal", "parse/literal", "gplus/literal", "static/literal"] if (w, "corridor") in results]
    mix = [w for w in ["github/mix", "github/mix-typed"] if (w, "corridor") in results]
    scaling = [w for w in ["generated-100/literal", "generated-1000/literal", "generated-10000/literal"] if (w, "corridor") in results]

    if literal:
        matcher_table(results, literal, "Classic route sets, each route looked up once with literal parameter values (as matchit measures)")
    if mix:
        matcher_table(results, mix, "GitHub set, realistic mix of 1,000 lookups (75 % hits with real values, 15 % path misses, 10 % method misses)")
    if scaling:
        matcher_table(results, scaling, "Scaling: generated REST route sets, each route looked up once")

    compile_order = ["corridor-parse+compile", "corridor-compile", "routing-kit", "hummingbird", "regex-scan"]
    compile_rows = sorted(
        [(router, row) for (w, router), row in results.items() if w == "generated-10000/compile"],
        key=lambda item: compile_order.index(item[0]) if item[0] in compile_order else len(compile_order))
    if compile_rows:
        print("### Compile time, 10,000 generated routes\n")
        print("| what | median | p90 | mallocs |")
        print("|---|---:|---:|---:|")
        for router, row in compile_rows:
            print(f"| {router} | {row['p50_us'] / 1000:,.2f} ms | {row['p90_us'] / 1000:,.2f} ms | {mallocs(row['mallocs_per'] * row['n'])} |")
        print()

    print("### Targets\n")
    print("| target | measured | met |")
    print("|---|---|---|")
    github = results.get(("github/literal", "corridor"))
    if github:
        for peer, what in [("routing-kit", "router alone, pre-split input"), ("routing-kit+split", "with Vapor's path split")]:
            row = results.get(("github/literal", peer))
            if row:
                ratio = row["ns_per"] / github["ns_per"]
                print(f"| ≥ 50× faster than routing-kit TrieRouter over GitHub ({what}) | {ns(row['ns_per'])} vs {ns(github['ns_per'])}: {ratio:.1f}× | {'yes' if ratio >= 50 else 'no'} |")
    corridor_rows = [row for (w, r), row in results.items() if r == "corridor" and not w.endswith("/compile")]
    if corridor_rows:
        worst = max(row["mallocs_per"] for row in corridor_rows)
        print(f"| 0 mallocs per match | {mallocs(worst)} per lookup at most, over all {len(corridor_rows)} Corridor workloads | {'yes' if worst == 0 else 'no'} |")
    compile_row = results.get(("generated-10000/compile", "corridor-parse+compile"))
    if compile_row:
        ms = compile_row["p50_us"] / 1000
        print(f"| 10,000 routes compile < 50 ms (routes-file parse + trie compile) | {ms:.2f} ms | {'yes' if ms < 50 else 'no'} |")
    flat = [results[(w, "corridor")]["ns_per"] for w in scaling]
    if len(flat) == 3:
        spread = max(flat) / min(flat)
        print(f"| lookup time flat 100 → 10,000 routes | {' → '.join(ns(v) for v in flat)} (max ÷ min {spread:.2f}) | {'yes' if spread <= 1.5 else 'no'} (flat = within 1.5×) |")
    print()


if __name__ == "__main__":
    main(sys.argv[1])
