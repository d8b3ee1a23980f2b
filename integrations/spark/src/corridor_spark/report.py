"""The shape of the report `analyze` returns: `corridor analyze --output json` (schema `corridor.analyze/1`) as typed
dictionaries. Every key of the JSON is there; the types name the ones a program reads most (docs/report.md has
them all)."""

from __future__ import annotations

import sys
from typing import Any, Dict, List, Optional

if sys.version_info >= (3, 11):
    from typing import TypedDict
else:  # pragma: no cover
    from typing_extensions import TypedDict


class InputSummary(TypedDict, total=False):
    """One input: its path, encoding (`zstd`, `gzip`, `xz`, `bzip2`, `lz4`, `plain`), the log format it was read as,
    raw bytes and lines read, and why it could not be read to its end (`None` when it was)."""

    path: str
    encoding: Optional[str]
    logFormat: str
    bytes: int
    lines: int
    error: Optional[Dict[str, Any]]


class Totals(TypedDict, total=False):
    """`lines = matched + unmatched + malformed + invalidRequests + outsideWindow + directives`."""

    lines: int
    matched: int
    unmatched: int
    malformed: int
    invalidRequests: int
    untimed: int
    outsideWindow: int
    directives: int


class RouteHits(TypedDict, total=False):
    """One route: its name, method, format, hits, deprecation, status classes, latency and traffic."""

    name: str
    method: Optional[str]
    format: str
    hits: int
    deprecated: bool
    methods: Dict[str, int]
    status: Dict[str, int]
    latency: Optional[Dict[str, Any]]
    firstSeen: Optional[str]
    lastSeen: Optional[str]
    traffic: List[List[int]]


class Report(TypedDict, total=False):
    """The whole report, as `corridor merge` writes it."""

    schema: str
    complete: bool
    topN: int
    inputs: List[InputSummary]
    totals: Totals
    routes: List[RouteHits]
    coverage: Dict[str, Any]
    unmatched: Dict[str, Any]
    malformed: Dict[str, Any]
    window: Dict[str, Any]
    timeSpan: Optional[Dict[str, Any]]
    trafficBucketSeconds: Optional[int]
    stale: Optional[Dict[str, Any]]
