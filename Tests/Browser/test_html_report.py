"""The HTML report in a real browser: `corridor analyze -o report.html`, opened from disk in headless
Chromium (Debian's `chromium` + `chromium-driver`, driven by selenium). Checks the DOM after the page's
script ran: every route is there, sorting, filtering and paging work, rows expand, the charts are drawn,
the view survives in the URL fragment, the tables fit 1,280 and 1,400 px windows, every number is there
without JavaScript, axe-core finds no critical or serious violation in light or dark mode, the console
has no errors and nothing was fetched from anywhere but the file itself.

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


def analyze(routes, log, output, log_format=None, *options):
    """Runs `corridor analyze` in the log's folder, so the report names the log by its file name."""
    command = [corridor(), "analyze", "--routes", str(routes), "-o", str(output), "--quiet", *options]
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
    analyze(DEMO_ROUTES, timed_log, demo, TIMED_FORMAT, "--callers", "ip/24", "--stale-after", "2d")
    demo_json = directory / "report.json"
    analyze(DEMO_ROUTES, timed_log, demo_json, TIMED_FORMAT, "--callers", "ip/24", "--stale-after", "2d")

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


def load(driver, path, fragment=""):
    driver.get_log("performance")  # drop what earlier pages logged
    driver.get_log("browser")
    driver.get("about:blank")
    driver.get(path.as_uri() + fragment)
    driver.execute_script("return document.readyState")
    assert driver.execute_script("return document.documentElement.getAttribute('data-ready')") == "true", (
        "the page's script did not run to its end"
    )


def visible_route_names(driver):
    return driver.execute_script(
        "return Array.from(document.querySelectorAll('#routes tbody tr.route'))"
        ".filter(r => !r.hidden && !r.classList.contains('pg-off')).map(r => r.querySelector('.name').textContent)"
    )


def column_values(driver, header):
    return driver.execute_script(
        """const heads = Array.from(document.querySelectorAll('#routes thead th'));
        const index = heads.findIndex(th => th.textContent.trim() === arguments[0]);
        return Array.from(document.querySelectorAll('#routes tbody tr.route'))
          .filter(r => !r.hidden && !r.classList.contains('pg-off')).map(r => r.cells[index].textContent.trim());""",
        header,
    )


def number(text):
    """A count or latency as the page writes it (`1,234`, `15.0`, `–` for none)."""
    return -1.0 if text in ("–", "") else float(text.replace(",", ""))


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
    """Every number is in the served page: the tables, each route's details (callers, first seen, hits per
    time bucket, max latency) behind a <details> element, and a data table instead of each chart."""
    driver = start_browser("--blink-settings=scriptEnabled=false")
    try:
        driver.get(reports["demo"].as_uri())
        assert driver.execute_script("return 1") == 1  # WebDriver scripts still run; the page's don't
        assert driver.execute_script("return document.documentElement.getAttribute('data-ready')") is None
        from selenium.webdriver.common.by import By

        rows = driver.find_elements(By.CSS_SELECTOR, "#routes tbody tr.route")
        assert len(rows) == len(reports["demo_json"]["routes"]) and all(row.is_displayed() for row in rows)
        assert rows[0].find_element(By.CSS_SELECTOR, "td.n").text.replace(",", "").isdigit()
        assert not driver.find_element(By.CSS_SELECTOR, ".controls").is_displayed()
        # No empty chart frames: each chart shows its numbers as a table.
        assert not any(plot.is_displayed() for plot in driver.find_elements(By.CSS_SELECTOR, ".chart .plot"))
        tables = driver.find_elements(By.CSS_SELECTOR, ".chart table.chart-data")
        assert len(tables) == 3 and all(table.is_displayed() for table in tables)
        busiest = max(reports["demo_json"]["routes"], key=lambda route: route["hits"])
        summary = driver.find_element(By.CSS_SELECTOR, "#routes tr.detail summary")
        assert summary.is_displayed() and summary.text == f"Details of {busiest['name']}"
        summary.click()
        detail = driver.find_element(By.CSS_SELECTOR, "#routes tr.detail details").text
        assert "First seen" in detail and "Hits per" in detail and "max " in detail
        assert max(busiest["topAgents"]["rows"], key=lambda row: row["count"])["agent"] in detail
        assert "Top client networks" in detail
        # Status-mix bars are served, not drawn: they show too.
        assert driver.find_element(By.CSS_SELECTOR, "#routes td.mixcell .mix").is_displayed()
    finally:
        driver.quit()


def test_one_number_format(browser, reports):
    load(browser, reports["demo"])
    cards = browser.execute_script(
        "return Array.from(document.querySelectorAll('.card .value')).map(e => e.textContent)"
    )
    lines = reports["demo_json"]["totals"]["lines"]
    assert f"{lines:,}" in cards
    charted = browser.execute_script(
        "return Array.from(document.querySelectorAll('#chart-status svg text')).map(e => e.textContent).join(' ')"
    )
    matched = sum(route["status"]["2xx"] for route in reports["demo_json"]["routes"])
    assert f"{matched:,}" in charted
    # Latencies with three significant digits: never more than three decimals, never a bucket edge like 15.039.
    for value in column_values(browser, "p50 ms") + column_values(browser, "p99 ms"):
        if value != "–":
            digits = value.replace(",", "").replace(".", "").lstrip("0")
            assert len(digits) <= 3 or "." not in value, value


def test_sorting_by_columns(browser, reports):
    load(browser, reports["demo"])
    click_header(browser, "Hits")
    hits = [number(value) for value in column_values(browser, "Hits")]
    assert hits == sorted(hits, reverse=True) and hits[0] > hits[-1]
    click_header(browser, "Hits")
    hits = [number(value) for value in column_values(browser, "Hits")]
    assert hits == sorted(hits)
    click_header(browser, "Route")
    names = visible_route_names(browser)
    assert names == sorted(names, key=str.lower)
    click_header(browser, "p99 ms")
    p99 = [number(value) for value in column_values(browser, "p99 ms")]
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


def test_one_definition_of_stale(browser, reports):
    """The HTML "stale" filter shows exactly the JSON report's (and the text report's) stale list."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    stale = sorted(route["name"] for route in reports["demo_json"]["stale"]["routes"])
    assert stale
    load(browser, reports["demo"])
    Select(browser.find_element(By.ID, "route-show")).select_by_value("stale")
    assert sorted(visible_route_names(browser)) == stale
    option = browser.find_element(By.CSS_SELECTOR, '#route-show option[value="stale"]').text
    assert option == f"stale ({len(stale)})"
    text = subprocess.run(
        [corridor(), "merge", "--output", "text", "--width", "0", str(reports["demo"].with_suffix(".json"))],
        capture_output=True, text=True, check=True,
    ).stdout
    assert f"Stale routes: {len(stale)} not hit" in text


def test_charts_and_row_details_are_drawn(browser, reports):
    load(browser, reports["demo"])
    bars = browser.execute_script("return document.querySelectorAll('#chart-status svg rect').length")
    assert bars >= 4
    assert browser.execute_script("return document.querySelector('#chart-status svg').getAttribute('aria-label')")
    latency_bars = browser.execute_script("return document.querySelectorAll('#chart-latency svg rect').length")
    assert latency_bars >= 3 * 8
    data = browser.execute_script("return JSON.parse(document.getElementById('corridor-data').textContent)")
    # The demo log has request times: the report's traffic buckets draw the all-routes chart and one sparkline per
    # route hit with a time, on the axis the page was given (at most 48 points).
    assert data["start"] is not None
    series = [route[2] for route in data["routes"] if route[2] is not None]
    hit = [route for route in reports["demo_json"]["routes"] if route["traffic"]]
    assert len(series) == len(hit) > 0
    assert all(0 < len(points) <= 48 for points in series) and len({len(points) for points in series}) == 1
    assert sum(map(sum, series)) == sum(bucket[1] for route in hit for bucket in route["traffic"])
    assert browser.execute_script("return document.querySelectorAll('#chart-traffic svg path').length") == 2
    sparks = browser.execute_script("return document.querySelectorAll('#routes td.spark svg').length")
    assert sparks >= len(hit)
    # The traffic chart names its unit and bucket width on the axis, and its ticks fall on calendar boundaries.
    texts = browser.execute_script(
        "return Array.from(document.querySelectorAll('#chart-traffic svg text')).map(e => e.textContent)"
    )
    step_hours = data["step"] // 3600
    assert f"requests per {step_hours} h" in texts or f"requests per {data['step'] // 86400} d" in texts
    assert any(text.endswith(", 2024") for text in texts), texts  # the year, where the axis starts
    assert any(text in ("Jan 25", "Jan 26", "Jan 27") for text in texts), texts  # whole days after that
    first = browser.execute_script(
        "const b = document.querySelector('#routes tbody tr.route button.expand'); b.click();"
        "return [b.getAttribute('aria-expanded'), b.getAttribute('aria-controls')]"
    )
    assert first[0] == "true"
    detail = browser.execute_script(
        "const d = document.getElementById(arguments[0]);"
        "return [d.offsetHeight > 0, d.querySelectorAll('svg').length, d.textContent]",
        first[1],
    )
    assert detail[0] is True and detail[1] >= 1 and "Status classes" in detail[2] and "p99" in detail[2]
    # Every expand button points at a row that exists (aria-controls), before any is opened.
    load(browser, reports["demo"])
    dangling = browser.execute_script(
        "return Array.from(document.querySelectorAll('button.expand'))"
        ".filter(b => !document.getElementById(b.getAttribute('aria-controls'))).length"
    )
    assert dangling == 0


def test_the_view_is_in_the_url(browser, reports):
    from selenium.webdriver.common.by import By

    load(browser, reports["demo"])
    browser.find_element(By.ID, "route-filter").send_keys("product")
    click_header(browser, "Hits")
    browser.execute_script("document.querySelector('#routes tbody tr.route:not([hidden]) button.expand').click()")
    fragment = browser.execute_script("return location.hash")
    names = visible_route_names(browser)
    assert "routes.q=product" in fragment and "routes.sort=3d" in fragment and "routes.open=" in fragment
    # A fresh load of the same address shows the same view.
    load(browser, reports["demo"], fragment)
    assert visible_route_names(browser) == names
    assert browser.find_element(By.ID, "route-filter").get_attribute("value") == "product"
    assert browser.execute_script("return document.querySelectorAll('#routes tr.detail.open').length") == 1
    assert browser.execute_script(
        "return document.querySelector('#routes th[aria-sort]').textContent.trim()"
    ) == "Hits"


def test_unmatched_paths_are_all_there_searchable_and_sortable(browser, reports):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    paths = reports["demo_json"]["unmatched"]["table"]["paths"]
    load(browser, reports["demo"])

    def shown():
        return browser.execute_script(
            "return Array.from(document.querySelectorAll('#paths tbody tr'))"
            ".filter(r => !r.hidden && !r.classList.contains('pg-off')).map(r => r.querySelector('code').textContent)"
        )

    assert sorted(shown()) == sorted(path["path"] for path in paths)
    # Probes are marked once, in the table (no second list).
    probes = browser.execute_script("return document.querySelectorAll('#paths tr.probe .badge').length")
    assert probes > 0
    assert browser.execute_script("return document.querySelectorAll('details.probes').length") == 0
    Select(browser.find_element(By.ID, "path-show")).select_by_value("noprobe")
    assert len(shown()) == len(paths) - probes
    Select(browser.find_element(By.ID, "path-show")).select_by_value("all")
    browser.find_element(By.ID, "path-filter").send_keys("api/v9")
    assert shown() and all("api/v9" in path for path in shown())
    browser.find_element(By.ID, "path-filter").clear()
    browser.find_element(By.ID, "path-filter").send_keys(" ")
    browser.execute_script("document.querySelector('#paths thead th button.sort').click()")  # Count
    browser.execute_script("document.querySelector('#paths thead th button.sort').click()")  # ascending
    counts = browser.execute_script(
        "return Array.from(document.querySelectorAll('#paths tbody tr')).filter(r => !r.hidden)"
        ".map(r => r.cells[0].textContent)"
    )
    assert [number(count) for count in counts] == sorted(number(count) for count in counts)


def table_fit(driver):
    return driver.execute_script(
        """const t = document.getElementById('routes'), box = t.parentElement;
        return {table: t.scrollWidth, box: box.clientWidth, page: document.documentElement.scrollWidth,
                window: window.innerWidth,
                columns: Array.from(t.tHead.rows[0].cells).filter(c => c.offsetWidth > 0).map(c => c.textContent.trim())};"""
    )


@pytest.mark.parametrize("width", [1280, 1400])
def test_the_routes_table_fits(browser, reports, width):
    """With latency, traffic, callers and last-seen columns, the routes table fits the window: no sideways
    scroll, p99 and "Last seen" in view, and an opened row's callers wrap inside it."""
    browser.set_window_size(width, 900)
    inner = browser.execute_script("return window.innerWidth")
    browser.set_window_size(width + (width - inner), 900)
    try:
        load(browser, reports["demo"])
        browser.execute_script("document.querySelector('#routes tbody tr.route button.expand').click()")
        fit = table_fit(browser)
        assert fit["table"] <= fit["box"] and fit["page"] <= fit["window"], fit
        for column in ("Route", "Hits", "p50 ms", "p99 ms", "Last seen (UTC)", "Traffic", "Status mix"):
            assert column in fit["columns"], fit
        clipped = browser.execute_script(
            "return Array.from(document.querySelectorAll('#routes tr.detail.open .detail-grid > div'))"
            ".filter(d => d.scrollWidth > d.clientWidth + 1).length"
        )
        assert clipped == 0
    finally:
        browser.set_window_size(1280, 900)


def test_keyboard_one_tab_stop_per_row_and_a_skip_link(browser, reports):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    load(browser, reports["demo"])
    stops = browser.execute_script(
        """const focusable = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';
        return Array.from(document.querySelectorAll('#routes tbody tr.route')).map(row =>
          Array.from(row.querySelectorAll(focusable)).filter(e => e.offsetWidth > 0 || e.offsetHeight > 0).length);"""
    )
    assert stops and set(stops) == {1}
    browser.find_element(By.TAG_NAME, "body").send_keys(Keys.TAB)
    active = browser.switch_to.active_element
    assert active.get_attribute("class") == "skip" and active.is_displayed()
    active.send_keys(Keys.ENTER)
    assert browser.execute_script("return document.activeElement.id") == "h-routes"


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_finds_no_serious_violation(browser, reports, scheme):
    from axe_selenium_python import Axe

    browser.execute_cdp_cmd(
        "Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]}
    )
    try:
        for report in (reports["demo"], reports["hostile"]):
            load(browser, report)
            assert browser.execute_script("return matchMedia('(prefers-color-scheme: dark)').matches") == (
                scheme == "dark"
            )
            browser.execute_script("document.querySelector('#routes button.expand').click()")
            axe = Axe(browser)
            axe.inject()
            results = axe.run()
            serious = [
                (violation["id"], violation["impact"], [node["target"] for node in violation["nodes"]][:3])
                for violation in results["violations"]
                if violation["impact"] in ("critical", "serious")
            ]
            assert serious == [], serious
    finally:
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})


def test_print_layout(browser, reports):
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    try:
        load(browser, reports["demo"])
        hidden = browser.execute_script(
            "return ['.controls', 'button.expand', 'td.spark'].map(s => document.querySelector(s).offsetWidth)"
        )
        assert hidden == [0, 0, 0]
        # The Format column keeps a readable width: no one-character-a-line wrapping.
        widths = browser.execute_script(
            "return Array.from(document.querySelectorAll('#routes td.fmt')).map(td => td.offsetWidth)"
        )
        assert widths and min(widths) >= 120, widths
        assert browser.execute_script("return document.querySelectorAll('#routes tr.route.pg-off').length") == 0
    finally:
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})


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
        assert urls and all(url.startswith(("file:", "data:", "about:")) for url in urls), urls
        assert [url for url in urls if url.startswith("file:")] == [report.as_uri()]
        resources = browser.execute_script("return performance.getEntriesByType('resource').map(e => e.name)")
        assert resources == []


def test_hostile_text_stays_text(browser, reports):
    load(browser, reports["hostile"])
    assert browser.execute_script("return window.__pwned") is None
    assert browser.execute_script("return document.querySelectorAll('script').length") == 3
    assert browser.execute_script("return document.querySelectorAll('img, iframe, [onerror]').length") == 0
    injected = "return Array.from(document.querySelectorAll('b, i')).filter(e => ['ua', 'x'].includes(e.textContent))"
    assert browser.execute_script(injected + ".length") == 0
    names = visible_route_names(browser)
    assert "evil" + HOSTILE_NAME.replace(" ", "_") in names
    text = browser.execute_script("return document.body.textContent")
    assert "<img%20src=x%20onerror=window.__pwned=2>/'</script><!--" in text
    assert "<script>window.__pwned=3</script>" in text
    assert "</script><b>ua</b>" in text
    assert "\ufffd" in text  # invalid UTF-8 shows as replacement characters, not as raw bytes


def thousand_route_report(directory):
    """A 1,000-route report (from `corridor generate`), with latencies and callers."""
    words = ["users", "orders", "items", "products", "reviews", "accounts", "teams", "projects", "invoices"]
    lines = ["@use uuid"]
    for index in range(1000):
        first, second = words[index % 9], words[(index // 9) % 9]
        method = ("GET", "GET", "POST", "PUT", "DELETE", "PATCH")[index % 6]
        lines.append(f"r{index}_{first}_{second} {method} /api/v{index % 7}/{first}/:id{{int}}/{second}{index}/:key{{uuid}}")
    routes = directory / "big.routes"
    routes.write_text("\n".join(lines) + "\n", encoding="utf-8")
    log = directory / "big.log"
    with log.open("wb") as target:
        subprocess.run(
            [corridor(), "generate", "--routes", str(routes), "--lines", "20000", "--seed", "7", "--request-time"],
            stdout=target, check=True,
        )
    report = directory / "big.html"
    analyze(routes, log, report, TIMED_FORMAT)
    return report


def test_a_thousand_routes(browser, tmp_path):
    """Every route is in the page; one page of 100 rows is laid out, the rest a click away; sorting covers all."""
    report = thousand_route_report(tmp_path)
    assert report.stat().st_size < 3_000_000
    load(browser, report)
    assert browser.execute_script("return document.querySelectorAll('#routes tbody tr.route').length") == 1000
    assert len(visible_route_names(browser)) == 100
    assert browser.find_element("css selector", "#routes-section .pager span").text.startswith("Page 1 of 10")
    click_header(browser, "Hits")
    hits = [number(value) for value in column_values(browser, "Hits")]
    assert hits == sorted(hits, reverse=True)
    browser.execute_script("document.querySelector('#routes-section .pager button[aria-label=\"Next page\"]').click()")
    second = [number(value) for value in column_values(browser, "Hits")]
    assert len(second) == 100 and max(second) <= min(hits)
    assert "routes.page=2" in browser.execute_script("return location.hash")
    for width in (1280, 1400):  # long names and formats are cut to fit, with the full text in the details
        browser.set_window_size(width, 900)
        fit = table_fit(browser)
        assert fit["table"] <= fit["box"] and fit["page"] <= fit["window"], (width, fit)
    browser.set_window_size(1280, 900)
    # Sparklines are drawn for the rows shown only.
    assert browser.execute_script("return document.querySelectorAll('#routes td.spark svg').length") <= 200
    assert [e for e in browser.get_log("browser") if e["level"] == "SEVERE"] == []


def test_screenshots(browser, reports):
    """Desktop and phone renderings (written for the docs when CORRIDOR_SCREENSHOTS is set)."""
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
            if name == "desktop":
                browser.execute_script("document.querySelector('#routes tbody tr.route button.expand').click()")
            height = min(4000, browser.execute_script("return document.documentElement.scrollHeight"))
            browser.set_window_size(width + (width - inner), height)
            Path(directory).mkdir(parents=True, exist_ok=True)
            assert browser.save_screenshot(str(Path(directory) / f"report-{name}.png"))
    browser.set_window_size(1280, 900)
