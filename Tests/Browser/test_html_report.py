"""The HTML report in a real browser: `corridor analyze -o report.html`, opened from disk in headless
Chromium (Debian's `chromium` + `chromium-driver`, driven by selenium). Checks the DOM after the page's
script ran: every route is there, sorting and filtering work, rows expand, the charts are drawn, the
console has no errors and nothing was fetched from anywhere but the file itself.

Needs CORRIDOR_BINARY (scripts/test-python exports it). Skips, saying why, only when chromium or
chromedriver can't be found. With CORRIDOR_SCREENSHOTS=DIR it also writes the README screenshots
(report-desktop.png at 1280 px, report-phone.png at 390 px) into DIR.
"""

import datetime
import gzip
import html.parser
import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
DEMO_LOG = REPO / "fixtures" / "demo-access.log.gz"
DEMO_ROUTES = REPO / "fixtures" / "demo.routes"
# The demo log with a request time (seconds, from the line number) appended, read with this format.
TIMED_FORMAT = (
    "nginx:$remote_addr - $remote_user [$time_local] \"$request\" $status $body_bytes_sent "
    "\"$http_referer\" \"$http_user_agent\" $request_time"
)
HOSTILE_NAME = "<script>window.__pwned=1</script>\"'&"
HOSTILE_PATH = "/x/<img src=x onerror=window.__pwned=2>/'</script><!--"


def find_browser():
    chromium = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
    driver = shutil.which("chromedriver")
    if not chromium or not driver:
        missing = [name for name, path in (("chromium", chromium), ("chromedriver", driver)) if not path]
        pytest.skip(
            f"headless browser test skipped: {' and '.join(missing)} not found on PATH "
            "(Debian: apt-get install chromium chromium-driver; scripts/install-test-system-deps does it)"
        )
    return chromium, driver


def corridor():
    binary = os.environ.get("CORRIDOR_BINARY")
    if not binary or not Path(binary).exists():
        pytest.fail("CORRIDOR_BINARY must name the built corridor binary (scripts/test-python sets it)")
    return binary


def analyze(routes, log, output, log_format=None):
    """Runs `corridor analyze` in the log's folder, so the report names the log by its file name."""
    command = [corridor(), "analyze", "--routes", str(routes), "-o", str(output), "--quiet"]
    if log_format:
        command += ["--log-format", log_format]
    command.append(log.name)
    result = subprocess.run(command, capture_output=True, text=True, cwd=log.parent)
    assert output.exists(), f"corridor wrote no report: {result.stderr}"
    return result


@pytest.fixture(scope="module")
def reports(tmp_path_factory):
    directory = tmp_path_factory.mktemp("reports")
    timed_log = directory / "demo-access-timed.log"
    with gzip.open(DEMO_LOG, "rt", encoding="utf-8", errors="surrogateescape") as source, timed_log.open(
        "w", encoding="utf-8", errors="surrogateescape"
    ) as target:
        # Spread the demo's 11 minutes over a week (busier by day), so the traffic charts have days to draw.
        start = datetime.datetime(2024, 1, 24, tzinfo=datetime.timezone.utc)
        for number, line in enumerate(source):
            day, part = divmod(number, 100)
            hour = 7 + part * 14 // 100 if part < 85 else (part * 7) % 24
            when = start + datetime.timedelta(days=day, hours=hour, minutes=(number * 17) % 60, seconds=number % 60)
            stamp = when.strftime("[%d/%b/%Y:%H:%M:%S +0000]")
            line = line.rstrip()
            if line.count("[31/Jan/2024:") == 1:
                begin = line.index("[31/Jan/2024:")
                line = line[:begin] + stamp + line[begin + len(stamp):]
            target.write(f"{line} {((number * 37) % 400 + 3) / 1000:.3f}\n")
    demo = directory / "report.html"
    analyze(DEMO_ROUTES, timed_log, demo, TIMED_FORMAT)
    demo_json = directory / "report.json"
    analyze(DEMO_ROUTES, timed_log, demo_json, TIMED_FORMAT)

    hostile_routes = directory / "hostile.routes"
    hostile_routes.write_bytes(
        f"{'evil' + HOSTILE_NAME.replace(' ', '_')} GET /a/:id{{int}}\nplain GET /b\n".encode()
    )
    hostile_log = directory / "hostile.log"
    hostile_log.write_bytes(
        b'1.2.3.4 - - [31/Jan/2024:10:00:00 +0000] "GET /a/1 HTTP/1.1" 200 1 "-" "</script><b>ua</b>\xe2\x80\xa8"\n'
        + b'1.2.3.4 - - [31/Jan/2024:10:00:01 +0000] "GET '
        + HOSTILE_PATH.replace(" ", "%20").encode()
        + b' HTTP/1.1" 404 1 "-" "-"\n'
        + b'1.2.3.4 - - [31/Jan/2024:10:00:02 +0000] "GET /bad/\xff\xfe<i>x HTTP/1.1" 404 1 "-" "-"\n'
        + b"<script>window.__pwned=3</script>\n"
    )
    hostile = directory / "hostile.html"
    analyze(hostile_routes, hostile_log, hostile)
    return {
        "demo": demo,
        "demo_json": json.loads(demo_json.read_text(encoding="utf-8")),
        "hostile": hostile,
    }


def start_browser(*extra_flags):
    chromium, driver_path = find_browser()
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for flag in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                 "--window-size=1280,900", "--hide-scrollbars", "--force-device-scale-factor=1") + extra_flags:
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    driver = webdriver.Chrome(service=Service(executable_path=driver_path), options=options)
    driver.set_page_load_timeout(20)
    return driver


@pytest.fixture(scope="module")
def browser():
    driver = start_browser()
    yield driver
    driver.quit()


def load(driver, path):
    driver.get_log("performance")  # drop what earlier pages logged
    driver.get_log("browser")
    driver.get(path.as_uri())
    driver.execute_script("return document.readyState")
    assert driver.execute_script("return document.documentElement.getAttribute('data-ready')") == "true", (
        "the page's script did not run to its end"
    )


def visible_route_names(driver):
    return driver.execute_script(
        "return Array.from(document.querySelectorAll('#routes tbody tr.route'))"
        ".filter(r => !r.hidden).map(r => r.querySelector('.name').textContent)"
    )


def column_values(driver, header):
    return driver.execute_script(
        """const heads = Array.from(document.querySelectorAll('#routes thead th'));
        const index = heads.findIndex(th => th.textContent.trim() === arguments[0]);
        return Array.from(document.querySelectorAll('#routes tbody tr.route'))
          .filter(r => !r.hidden).map(r => r.cells[index].textContent.trim());""",
        header,
    )


def click_header(driver, header):
    driver.execute_script(
        """Array.from(document.querySelectorAll('#routes thead th button.sort'))
          .find(b => b.textContent.trim() === arguments[0]).click();""",
        header,
    )


class StaticRoutes(html.parser.HTMLParser):
    """The route names in the HTML as served (what a reader without JavaScript sees)."""

    def __init__(self):
        super().__init__()
        self.names, self.in_name = [], False

    def handle_starttag(self, tag, attrs):
        self.in_name = tag == "span" and ("class", "name") in attrs

    def handle_data(self, data):
        if self.in_name:
            self.names.append(data)
            self.in_name = False


def test_every_route_is_in_the_page_with_and_without_script(browser, reports):
    expected = sorted(route["name"] for route in reports["demo_json"]["routes"])
    parser = StaticRoutes()
    parser.feed(reports["demo"].read_text(encoding="utf-8"))
    assert sorted(parser.names) == expected
    load(browser, reports["demo"])
    assert sorted(visible_route_names(browser)) == expected
    unhit = browser.execute_script("return document.querySelectorAll('#routes tr.unhit .badge').length")
    assert unhit == sum(1 for route in reports["demo_json"]["routes"] if route["hits"] == 0) > 0


def test_readable_without_javascript(reports):
    driver = start_browser("--blink-settings=scriptEnabled=false")
    try:
        driver.get(reports["demo"].as_uri())
        assert driver.execute_script("return 1") == 1  # WebDriver scripts still run; the page's don't
        assert driver.execute_script("return document.documentElement.getAttribute('data-ready')") is None
        from selenium.webdriver.common.by import By

        rows = driver.find_elements(By.CSS_SELECTOR, "#routes tbody tr.route")
        assert len(rows) == len(reports["demo_json"]["routes"]) and all(row.is_displayed() for row in rows)
        assert rows[0].find_element(By.CSS_SELECTOR, "td.n").text.isdigit()
        assert not driver.find_element(By.CSS_SELECTOR, ".controls").is_displayed()
        assert not driver.find_element(By.CSS_SELECTOR, "#routes th.mix-col").is_displayed()
        assert driver.find_element(By.CSS_SELECTOR, ".stack").is_displayed()
    finally:
        driver.quit()


def test_sorting_by_columns(browser, reports):
    load(browser, reports["demo"])
    click_header(browser, "Hits")
    hits = [int(value) for value in column_values(browser, "Hits")]
    assert hits == sorted(hits, reverse=True) and hits[0] > hits[-1]
    click_header(browser, "Hits")
    hits = [int(value) for value in column_values(browser, "Hits")]
    assert hits == sorted(hits)
    click_header(browser, "Route")
    names = visible_route_names(browser)
    assert names == sorted(names, key=str.lower)
    click_header(browser, "p99 ms")
    p99 = [float(value) if value != "–" else -1 for value in column_values(browser, "p99 ms")]
    assert p99 == sorted(p99, reverse=True)
    assert browser.execute_script(
        "return document.querySelector('#routes th[aria-sort]').textContent.trim()"
    ) == "p99 ms"


def test_filtering_by_text_and_by_coverage(browser, reports):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    load(browser, reports["demo"])
    box = browser.find_element(By.ID, "route-filter")
    box.send_keys("cart")
    names = visible_route_names(browser)
    assert names and all("cart" in name.lower() or "/cart" in name for name in names)
    assert "home" not in names
    box.clear()
    box.send_keys("DELETE")
    assert visible_route_names(browser) == ["cartRemove"]
    box.clear()
    box.send_keys("/orders/")
    assert sorted(visible_route_names(browser)) == ["order", "orderInvoice"]
    box.clear()
    Select(browser.find_element(By.ID, "route-show")).select_by_value("unhit")
    box.send_keys(" ")  # fires input; the filter trims it
    unhit = sorted(route["name"] for route in reports["demo_json"]["routes"] if route["hits"] == 0)
    assert sorted(visible_route_names(browser)) == unhit
    assert browser.find_element(By.ID, "route-count").text == f"Showing {len(unhit)} of 29 routes"


def test_charts_and_row_details_are_drawn(browser, reports):
    load(browser, reports["demo"])
    bars = browser.execute_script("return document.querySelectorAll('#chart-status svg rect').length")
    assert bars >= 4
    assert browser.execute_script("return document.querySelector('#chart-status svg').getAttribute('aria-label')")
    latency_bars = browser.execute_script("return document.querySelectorAll('#chart-latency svg rect').length")
    assert latency_bars >= 3 * 8
    times = browser.execute_script("return JSON.parse(document.getElementById('corridor-data').textContent).start")
    # The demo log has request times: the report's traffic buckets draw the all-routes chart and one sparkline per
    # route hit with a time, on the axis the page was given (at most 48 points).
    assert times is not None
    data = browser.execute_script("return JSON.parse(document.getElementById('corridor-data').textContent)")
    series = [route[2] for route in data["routes"] if route[2] is not None]
    hit = [route for route in reports["demo_json"]["routes"] if route["traffic"]]
    assert len(series) == len(hit) > 0
    assert all(0 < len(points) <= 48 for points in series) and len({len(points) for points in series}) == 1
    assert sum(map(sum, series)) == sum(bucket[1] for route in hit for bucket in route["traffic"])
    assert browser.execute_script("return document.querySelectorAll('#chart-traffic svg path').length") == 2
    sparks = browser.execute_script("return document.querySelectorAll('#routes td.spark svg').length")
    assert sparks >= len(hit)
    first = browser.execute_script(
        "const b = document.querySelector('#routes tbody tr.route button.expand'); b.click();"
        "return [b.getAttribute('aria-expanded'), b.getAttribute('aria-controls')]"
    )
    assert first[0] == "true"
    detail = browser.execute_script(
        "const d = document.getElementById(arguments[0]);"
        "return [d.hidden, d.querySelectorAll('svg').length, d.textContent]",
        first[1],
    )
    assert detail[0] is False and detail[1] >= 1 and "Status classes" in detail[2] and "p99" in detail[2]


def test_no_console_errors_and_no_network(browser, reports):
    for report in (reports["demo"], reports["hostile"]):
        load(browser, report)
        browser.execute_script("document.querySelector('#routes button.expand').click()")
        errors = [entry for entry in browser.get_log("browser") if entry["level"] in ("SEVERE", "WARNING")]
        assert errors == []
        urls = []
        for entry in browser.get_log("performance"):
            message = json.loads(entry["message"])["message"]
            if message["method"] == "Network.requestWillBeSent":
                urls.append(message["params"]["request"]["url"])
        assert urls and all(url.startswith(("file:", "data:")) for url in urls), urls
        assert [url for url in urls if url.startswith("file:")] == [report.as_uri()]
        resources = browser.execute_script("return performance.getEntriesByType('resource').map(e => e.name)")
        assert resources == []


def test_hostile_text_stays_text(browser, reports):
    load(browser, reports["hostile"])
    assert browser.execute_script("return window.__pwned") is None
    assert browser.execute_script("return document.querySelectorAll('script').length") == 2
    assert browser.execute_script("return document.querySelectorAll('img, iframe, [onerror]').length") == 0
    injected = "return Array.from(document.querySelectorAll('b, i')).filter(e => ['ua', 'x'].includes(e.textContent))"
    assert browser.execute_script(injected + ".length") == 0
    names = visible_route_names(browser)
    assert "evil" + HOSTILE_NAME.replace(" ", "_") in names
    text = browser.execute_script("return document.body.textContent")
    assert "<img%20src=x%20onerror=window.__pwned=2>/'</script><!--" in text
    assert "<script>window.__pwned=3</script>" in text
    assert "\ufffd" in text  # invalid UTF-8 shows as replacement characters, not as raw bytes


def test_a_thousand_routes(browser, tmp_path):
    """A 1,000-route report (from `corridor generate`): under 1 MB, every route in the DOM, sortable."""
    words = ["users", "orders", "items", "products", "reviews", "accounts", "teams", "projects", "invoices"]
    lines = ["@use uuid"]
    for index in range(1000):
        first, second = words[index % 9], words[(index // 9) % 9]
        method = ("GET", "GET", "POST", "PUT", "DELETE", "PATCH")[index % 6]
        lines.append(f"r{index}_{first}_{second} {method} /api/v{index % 7}/{first}/:id{{int}}/{second}{index}/:key{{uuid}}")
    routes = tmp_path / "big.routes"
    routes.write_text("\n".join(lines) + "\n", encoding="utf-8")
    log = tmp_path / "big.log"
    with log.open("wb") as target:
        subprocess.run(
            [corridor(), "generate", "--routes", str(routes), "--lines", "20000", "--seed", "7", "--request-time"],
            stdout=target, check=True,
        )
    report = tmp_path / "big.html"
    analyze(routes, log, report, TIMED_FORMAT)
    assert report.stat().st_size < 1_000_000
    load(browser, report)
    assert len(visible_route_names(browser)) == 1000
    click_header(browser, "Hits")
    hits = [int(value) for value in column_values(browser, "Hits")]
    assert hits == sorted(hits, reverse=True)
    assert [e for e in browser.get_log("browser") if e["level"] == "SEVERE"] == []


def test_screenshots(browser, reports):
    """Desktop and phone renderings (written for the README when CORRIDOR_SCREENSHOTS is set)."""
    directory = os.environ.get("CORRIDOR_SCREENSHOTS")
    load(browser, reports["demo"])
    for name, width in (("desktop", 1280), ("phone", 390)):
        browser.set_window_size(width, 900)
        inner = browser.execute_script("return window.innerWidth")
        browser.set_window_size(width + (width - inner), 900)
        load(browser, reports["demo"])
        overflow = browser.execute_script("return document.documentElement.scrollWidth - window.innerWidth")
        assert overflow <= 0, f"the page scrolls sideways at {width} px"
        if directory:
            height = min(4000, browser.execute_script("return document.documentElement.scrollHeight"))
            browser.set_window_size(width + (width - inner), height)
            Path(directory).mkdir(parents=True, exist_ok=True)
            assert browser.save_screenshot(str(Path(directory) / f"report-{name}.png"))
    browser.set_window_size(1280, 900)
