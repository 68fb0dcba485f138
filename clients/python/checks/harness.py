"""What every client check shares: the target, the dataset it expects, and one JSON line per check result.

A check script runs inside its client's virtual environment (clients/python/.venvs/<group>) and prints lines
`{"client": ..., "check": ..., "ok": true|false, "detail": ...}` on stdout; scripts/clients/python.ts reads them.
"""

import argparse
import json
import sys
import traceback
from pathlib import Path

DATASET = json.loads((Path(__file__).resolve().parent.parent / "dataset.json").read_text())
DATASOURCE = DATASET["datasource"]
ROWS = DATASET["rows"]
COLUMN_NAMES = ["__time"] + [column["name"] for column in DATASET["columns"]]


def target() -> tuple[str, int]:
    """The reference's host and port, from --host/--port (the orchestrator passes them)."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, required=True)
    args = parser.parse_args()
    return args.host, args.port


def expect(actual, expected, what: str = "value") -> None:
    """An assertion whose message shows both sides, since the summary table quotes it."""
    if actual != expected:
        raise AssertionError(f"{what}: expected {expected!r}, got {actual!r}")


class Checks:
    """Runs named checks of one client, each isolated: a failure is recorded and the next check still runs."""

    def __init__(self, client: str) -> None:
        self.client = client
        self.failed = 0

    def run(self, name: str, check) -> None:
        try:
            detail = check()
            self._emit(name, True, "" if detail is None else str(detail))
        except Exception as error:  # noqa: BLE001 - every failure is a result, never the end of the run
            self.failed += 1
            frames = traceback.extract_tb(error.__traceback__)
            where = next((f for f in reversed(frames) if Path(f.filename).name != "harness.py"), frames[-1])
            self._emit(name, False, f"{type(error).__name__}: {error} ({Path(where.filename).name}:{where.lineno})")

    def _emit(self, name: str, ok: bool, detail: str) -> None:
        line = {"client": self.client, "check": name, "ok": ok, "detail": detail[:500]}
        print(json.dumps(line), flush=True)

    def done(self) -> None:
        sys.exit(1 if self.failed else 0)
