"""What runs in Spark tasks: `corridor analyze` over a group of files, `corridor merge` over partial
reports. Executors need only what this module imports (the standard library and pyspark): it is
pickled by value, and the `corridor` binary and the routes file come through `SparkContext.addFile`.

A partial report is a compact JSON report (`--compact`, one line). `corridor analyze` writes one even
when an input fails (with `"complete": false` and the input's error, exit status 1), so a corrupt file
is named in the final report and the other files' counts are kept."""

from __future__ import annotations

import os
import stat
import subprocess
import tempfile
from dataclasses import dataclass
from typing import Dict, Iterable, Iterator, List, Optional, Sequence, Tuple

#: Bytes written to `corridor`'s standard input at a time.
STREAM_BLOCK_BYTES = 1 << 20

#: `corridor`'s exit status when an input failed and the (incomplete) report was still written.
EXIT_BAD_INPUT = 1


@dataclass(frozen=True)
class TaskPlan:
    """What every task needs: the names the binary and the routes file were shipped under
    (`SparkFiles`), the pass-through `analyze` arguments, and `--jobs` (`spark.task.cpus`)."""

    binary_name: str
    routes_name: str
    analyze_arguments: Tuple[str, ...]
    jobs: int

    def binary(self) -> str:
        path = _shipped(self.binary_name)
        if not os.access(path, os.X_OK):
            os.chmod(path, os.stat(path).st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
        return path

    def analyze_command(self) -> List[str]:
        return [
            self.binary(), "analyze", "--routes", _shipped(self.routes_name), *self.analyze_arguments,
            "--jobs", str(self.jobs), "--output", "json", "--compact",
        ]  # fmt: skip


def analyze_local_group(plan: TaskPlan, groups: Iterable[Tuple[int, Sequence[str]]]) -> Iterator[Tuple[int, bytes]]:
    """One partial report per group of local files, made by one `corridor analyze` that opens the files
    itself (the executor's local file system: what `file:` means to Spark), streaming and decoding
    them with the CLI's bounded memory."""
    for index, paths in groups:
        yield index, _partial(plan.analyze_command() + ["--", *paths], None, ", ".join(paths))


def analyze_streamed_files(
    plan: TaskPlan, index: int, records: Iterable[Tuple[str, bytes]]
) -> Iterator[Tuple[int, bytes]]:
    """One partial report for the files of a `binaryFiles` partition (any file system Spark reads):
    each file's bytes, still compressed, go to `corridor analyze -` on standard input, named by
    `--input-name` as the original file; the partition's partials are merged here."""
    partials = []
    for uri, content in records:
        command = plan.analyze_command() + ["--input-name", uri, "--", "-"]
        partials.append(_partial(command, content, uri))
    if partials:
        yield index, merge_partials(plan, partials)


def analyze_streamed_partition(
    plan: TaskPlan, names: Dict[str, str], offset: int, index: int, records: Iterable[Tuple[str, bytes]]
) -> Iterator[Tuple[int, bytes]]:
    """`analyze_streamed_files` for partition `index` of `binaryFiles`, its files named by `names`
    (URI to report name) and its partial numbered `offset + index`."""
    renamed = ((names.get(uri, uri), content) for uri, content in records)
    return analyze_streamed_files(plan, offset + index, renamed)


def merge_level(plan: TaskPlan, items: Iterable[Tuple[int, Tuple[int, bytes]]]) -> Iterator[Tuple[int, bytes]]:
    """One step of the merge tree: the partials of one partition (keyed `(parent, (index, partial))`)
    merged in the order of their index, keyed by their parent."""
    by_parent: Dict[int, List[Tuple[int, bytes]]] = {}
    for parent, child in items:
        by_parent.setdefault(parent, []).append(child)
    for parent, children in sorted(by_parent.items()):
        children.sort(key=lambda child: child[0])
        yield parent, merge_partials(plan, [partial for _, partial in children])


def merge_partials(plan: TaskPlan, partials: Sequence[bytes]) -> bytes:
    """The compact report `corridor merge -` makes of `partials`, fed as JSON lines on its standard input."""
    if len(partials) == 1:
        return partials[0]
    command = [plan.binary(), "merge", "--output", "json", "--compact", "--", "-"]
    return _partial(command, b"\n".join(partials), f"{len(partials)} partial reports")


def _partial(command: List[str], stdin: Optional[bytes], what: str) -> bytes:
    """Runs `command` with `stdin` (`None`: no input), streaming it in blocks, and returns the report it
    writes: on success, and also on exit status 1 when a report was written (an input failed: the
    report says which). Standard output and error go to temporary files, so a chatty `corridor` can't
    block on a full pipe while this side writes."""
    with tempfile.TemporaryFile() as output, tempfile.TemporaryFile() as errors:
        try:
            process = subprocess.Popen(
                command, stdin=subprocess.PIPE if stdin is not None else subprocess.DEVNULL,
                stdout=output, stderr=errors,
            )  # fmt: skip
        except OSError as error:
            raise RuntimeError(f"corridor: cannot run '{command[0]}' for {what}: {error}") from None
        if stdin is not None:
            _feed(process, stdin)
        status = process.wait()
        output.seek(0)
        report = output.read()
        errors.seek(0)
        message = errors.read().decode("utf-8", "replace").strip()
    if status == 0 or (status == EXIT_BAD_INPUT and report.startswith(b"{")):
        return report.strip()
    hint = ""
    if status == 127:
        hint = " (the binary can't start here: ship a self-contained one, made by scripts/build-static)"
    raise RuntimeError(f"corridor failed on {what} with exit status {status}{hint}: {message}")


def _feed(process: subprocess.Popen, data: bytes) -> None:
    assert process.stdin is not None, "started with stdin=PIPE"
    view = memoryview(data)
    try:
        for start in range(0, len(view), STREAM_BLOCK_BYTES):
            process.stdin.write(view[start : start + STREAM_BLOCK_BYTES])
    except BrokenPipeError:
        pass  # corridor stopped reading: its exit status and error say why
    finally:
        try:
            process.stdin.close()
        except BrokenPipeError:
            pass


def _shipped(name: str) -> str:
    from pyspark import SparkFiles

    return SparkFiles.get(name)
