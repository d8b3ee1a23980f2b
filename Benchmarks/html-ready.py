#!/usr/bin/env python3
"""How soon the HTML report of 1,000 routes is ready in a browser: headless Chromium (Debian's chromium and
chromium-driver, through selenium) loads the page from disk N times; for each load it reads the page's own
mark `window.corridorReadyMs` (set when its script has drawn the charts, paged the tables and drawn the
first page's sparklines: the page is usable) and the navigation timing (`domContentLoadedEventEnd`,
`loadEventEnd`, first contentful paint). Prints the medians and the page's size.

The report is made the way the browser test makes it (`corridor generate` over 1,000 routes, 20,000 timed
lines, `corridor analyze -o big.html`). Run from the repository (the Python test environment has selenium):

    . scripts/python-env && CORRIDOR_BINARY=.build/release/corridor python Benchmarks/html-ready.py [--runs 9]
"""

import argparse
import os
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "Tests" / "Browser"))
import test_html_report as pages  # noqa: E402  (the browser test's report builder and browser set-up)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--width", type=int, default=1280)
    arguments = parser.parse_args()
    if not os.environ.get("CORRIDOR_BINARY"):
        sys.exit("set CORRIDOR_BINARY to the corridor binary (e.g. .build/release/corridor)")
    with tempfile.TemporaryDirectory() as directory:
        report = pages.thousand_route_report(Path(directory))
        driver = pages.start_browser(f"--window-size={arguments.width},900")
        try:
            samples = {"ready": [], "script": [], "domContentLoaded": [], "load": [], "firstContentfulPaint": []}
            for _ in range(arguments.runs):
                driver.get("about:blank")
                driver.get(report.as_uri())
                timing = driver.execute_script(
                    """const n = performance.getEntriesByType('navigation')[0];
                    const paint = performance.getEntriesByName('first-contentful-paint')[0];
                    return {ready: window.corridorReadyMs, script: window.corridorScriptMs, domContentLoaded: n.domContentLoadedEventEnd,
                            load: n.loadEventEnd, firstContentfulPaint: paint ? paint.startTime : null};"""
                )
                for key, value in timing.items():
                    if value is not None:
                        samples[key].append(value)
        finally:
            driver.quit()
        size = report.stat().st_size
    print(f"1,000-route report: {size:,} bytes, {arguments.runs} loads at {arguments.width} px, headless Chromium")
    for key, values in samples.items():
        if values:
            print(f"  {key:22} median {statistics.median(values):7.1f} ms  (min {min(values):.1f}, max {max(values):.1f})")


if __name__ == "__main__":
    main()
