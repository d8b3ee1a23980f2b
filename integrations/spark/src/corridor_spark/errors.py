"""The error corridor-spark raises for bad usage and failed runs."""


class CorridorSparkError(Exception):
    """A failure corridor-spark reports to its caller: a missing binary, a routes file with errors,
    an input that matches no file, a `corridor` process that failed. The message names the input and
    the reason (and quotes `corridor`'s own error when there is one)."""
