"""The `corridor` binary on the driver: finding it, asking it which flags `analyze` takes, running it."""

from __future__ import annotations

import functools
import hashlib
import json
import os
import shutil
import subprocess
from dataclasses import dataclass
from typing import List, Optional, Sequence

from .errors import CorridorSparkError

#: The environment variable naming the `corridor` binary when `--corridor` is not given.
BINARY_ENVIRONMENT_VARIABLE = "CORRIDOR_BIN"


def find_corridor(explicit: Optional[str] = None) -> str:
    """The `corridor` binary to run and ship: `explicit` (`--corridor PATH`), else `$CORRIDOR_BIN`,
    else `corridor` on `PATH`.

    Raises:
        CorridorSparkError: when none is found or the one named is not an executable file.
    """
    named = explicit or os.environ.get(BINARY_ENVIRONMENT_VARIABLE)
    if named:
        source = "--corridor" if explicit else f"${BINARY_ENVIRONMENT_VARIABLE}"
        path = shutil.which(named) if os.sep not in named else named
        if path is None or not os.path.isfile(path) or not os.access(path, os.X_OK):
            raise CorridorSparkError(f"{source} names '{named}', which is not an executable file")
        return os.path.abspath(path)
    path = shutil.which("corridor")
    if path is None:
        raise CorridorSparkError(
            f"no corridor binary: pass --corridor PATH, set {BINARY_ENVIRONMENT_VARIABLE}, or put corridor on PATH"
        )
    return os.path.abspath(path)


def content_digest(path: str) -> str:
    """The first 16 hex digits of the SHA-256 of a file: ships files under names that can't collide.
    Remembered while the file's size and modification time stay the same (the binary is large)."""
    status = os.stat(path)
    return _content_digest(os.path.abspath(path), status.st_size, status.st_mtime_ns)


@functools.lru_cache(maxsize=64)
def _content_digest(path: str, size: int, modified: int) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as file:
        for block in iter(lambda: file.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()[:16]


@dataclass(frozen=True)
class CommandOptions:
    """The named arguments of a `corridor` subcommand, as `--experimental-dump-help` describes them:
    which spellings (`--log-format`, `-r`) take a value and which are flags."""

    takes_value: dict

    @classmethod
    def of(cls, binary: str, subcommand: str) -> "CommandOptions":
        """Reads the options of `corridor SUBCOMMAND` from the binary itself, so flags added to the
        CLI later pass through without a change here."""
        result = subprocess.run(
            [binary, subcommand, "--experimental-dump-help"], capture_output=True, text=True, check=False
        )
        if result.returncode != 0:
            raise CorridorSparkError(
                f"'{binary} {subcommand} --experimental-dump-help' failed: {result.stderr.strip()}"
            )
        takes_value = {}
        for argument in json.loads(result.stdout)["command"].get("arguments", []):
            if argument["kind"] not in ("option", "flag"):
                continue
            for name in argument.get("names", []):
                spelling = ("--" if name["kind"] == "long" else "-") + name["name"]
                takes_value[spelling] = argument["kind"] == "option"
        return cls(takes_value)

    def knows(self, spelling: str) -> bool:
        """Whether `spelling` (`--top`, `-j`, without `=value`) is one of the command's options."""
        return spelling in self.takes_value


def run_corridor(binary: str, arguments: Sequence[str], stdin: bytes = b"") -> subprocess.CompletedProcess:
    """Runs `corridor ARGUMENTS` on the driver with `stdin`, capturing standard output and error."""
    return subprocess.run([binary, *arguments], input=stdin, capture_output=True, check=False)


def arguments_also_taken(arguments: Sequence[str], options: CommandOptions, other: CommandOptions) -> List[str]:
    """The options among `arguments` (parsed with `options`: `--top 5`, `--top=5`, `--flag`) that
    `other` takes too, with their values: the `analyze` options `corridor merge` also understands
    apply to the final report as well."""
    shared: List[str] = []
    index = 0
    while index < len(arguments):
        token = arguments[index]
        spelling = token.split("=", 1)[0]
        width = 2 if options.takes_value.get(spelling) and "=" not in token else 1
        if other.knows(spelling):
            shared += arguments[index : index + width]
        index += width
    return shared


def portability_warning(version_text: str, master: str) -> Optional[str]:
    """A warning when a binary that loads the Swift runtime from the toolchain (`corridor --version`
    does not say "linked statically") is shipped to executors on other machines (a master other than
    `local`), where it would fail with exit status 127; `None` otherwise."""
    if master.startswith("local") or "linked statically" in version_text:
        return None
    return (
        f"the corridor binary loads the Swift runtime from the toolchain ({version_text.strip()}); "
        "executors without the toolchain can't run it: ship a self-contained one (scripts/build-static)"
    )
