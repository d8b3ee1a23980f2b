"""The input files of a run: listed on the driver through Hadoop's FileSystem (any scheme Spark
reads, globs expanded), then grouped by size into tasks."""

from __future__ import annotations

from dataclasses import dataclass
from typing import List, Optional, Sequence

from .errors import CorridorSparkError


@dataclass(frozen=True)
class InputFile:
    """One log file: its URI as Hadoop names it, its size, and its local path when it is on a local
    file system (`file:`), where the executor's `corridor` opens it itself."""

    uri: str
    size: int
    local_path: Optional[str]

    @property
    def name(self) -> str:
        """The name the report gives the input: the local path, else the URI."""
        return self.local_path or self.uri


def list_input_files(spark, patterns: Sequence[str]) -> List[InputFile]:
    """The files `patterns` name, in order: each a path, a directory (its files, recursively, sorted
    by name, but not the hidden `_name`/`.name` ones Spark skips too) or a glob (sorted), with any scheme Spark's Hadoop
    configuration reads (`file://`, `hdfs://`, `s3a://`, or a local path).

    Raises:
        CorridorSparkError: naming a pattern that matches no file, or the file system's error.
    """
    jvm = spark.sparkContext._jvm
    configuration = spark.sparkContext._jsc.hadoopConfiguration()
    files: List[InputFile] = []
    for pattern in patterns:
        try:
            path = jvm.org.apache.hadoop.fs.Path(pattern)
            file_system = path.getFileSystem(configuration)
            statuses = file_system.globStatus(path) or []
            matched: List[InputFile] = []
            for status in statuses:
                if status.isDirectory():
                    listing = file_system.listFiles(status.getPath(), True)
                    inside = []
                    while listing.hasNext():
                        inner = listing.next()
                        if not _is_hidden(inner.getPath().getName()):
                            inside.append(_input_file(inner))
                    matched += sorted(inside, key=lambda file: file.uri)
                else:
                    matched.append(_input_file(status))
        except CorridorSparkError:
            raise
        except Exception as error:  # py4j wraps the JVM's IOException
            raise CorridorSparkError(f"cannot list '{pattern}': {_java_message(error)}") from None
        if not matched:
            raise CorridorSparkError(f"'{pattern}' matches no file")
        files.extend(matched)
    return files


def group_files(files: Sequence[InputFile], target_bytes: int, open_cost_bytes: int) -> List[List[InputFile]]:
    """Consecutive files packed into groups of about `target_bytes` (counting `open_cost_bytes` per
    file, as Spark's file sources do), so small files share a task and its `corridor` process; a file
    larger than the target is a group of its own. The order of the files is kept."""
    groups: List[List[InputFile]] = []
    current: List[InputFile] = []
    current_bytes = 0
    for file in files:
        cost = file.size + open_cost_bytes
        if current and current_bytes + cost > target_bytes:
            groups.append(current)
            current, current_bytes = [], 0
        current.append(file)
        current_bytes += cost
    if current:
        groups.append(current)
    return groups


def group_target_bytes(files: Sequence[InputFile], parallelism: int, max_bytes: int, open_cost_bytes: int) -> int:
    """The size of a group: the input spread over `parallelism` tasks, at most `max_bytes` (Spark's
    `spark.files.maxPartitionBytes`) and at least one file's open cost."""
    total = sum(file.size + open_cost_bytes for file in files)
    spread = -(-total // max(parallelism, 1))
    return max(min(max_bytes, spread), open_cost_bytes)


def _input_file(status) -> InputFile:
    path = status.getPath()
    uri = path.toUri()
    local_path = uri.getPath() if uri.getScheme() == "file" else None
    return InputFile(uri=path.toString(), size=int(status.getLen()), local_path=local_path)


def _is_hidden(name: str) -> bool:
    return name.startswith("_") or name.startswith(".")


def _java_message(error: Exception) -> str:
    java = getattr(error, "java_exception", None)
    if java is not None:
        return str(java.toString())
    return str(error)
