"""Run `corridor analyze` over access logs on Apache Spark, with the exact report of one run.

    import corridor_spark
    report = corridor_spark.analyze(spark, routes="routes.txt", paths=["s3a://logs/2026/*.zst"])
"""

from .analysis import analyze
from .errors import CorridorSparkError
from .report import InputSummary, Report, RouteHits, Totals

__all__ = ["CorridorSparkError", "InputSummary", "Report", "RouteHits", "Totals", "analyze"]
#: The one place the version is written: pyproject.toml reads it (`dynamic = ["version"]`).
__version__ = "0.1.0"
