"""Run `corridor analyze` over access logs on Apache Spark, with the exact report of one run.

    import corridor_spark
    report = corridor_spark.analyze(spark, routes="routes.txt", paths=["s3a://logs/2026/*.zst"])
"""

from .analysis import analyze
from .errors import CorridorSparkError

__all__ = ["analyze", "CorridorSparkError"]
__version__ = "0.1.0"
