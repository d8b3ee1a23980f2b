"""A pytest plugin (loaded by scripts/test-python): the Python suites are integration tests — they need Java
(Spark), Chromium (the HTML report) or PyPI packages — and skip, saying why, when those can't be had on a
developer's machine. In CI (`CI=true`) a skip is a failure: a green run must mean every suite ran."""

from __future__ import annotations

import os

import pytest

_skipped: list[str] = []


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "integration: needs Java, Chromium or packages from PyPI")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        item.add_marker(pytest.mark.integration)


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    if report.skipped:
        reason = report.longrepr[2] if isinstance(report.longrepr, tuple) else str(report.longrepr)
        _skipped.append(f"{report.nodeid}: {reason}")


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    if os.environ.get("CI", "").lower() in ("true", "1") and _skipped:
        reporter = session.config.pluginmanager.get_plugin("terminalreporter")
        lines = [f"CI=true: {len(_skipped)} integration test(s) skipped, which fails the run:"] + _skipped[:20]
        if reporter is not None:
            for line in lines:
                reporter.write_line(line, red=True)
        session.exitstatus = pytest.ExitCode.TESTS_FAILED
