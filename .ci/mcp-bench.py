#!/usr/bin/env python3
"""How long an agent waits: `explain_conflicts` called by the
official MCP Python SDK's client on generated UI-test logs of 3 MB and
8 MB (the largest text a call takes is 8 MiB), given inline as `log` and
by `path`, timed against `wtflayout --json` on the same file (best of
three each, the release build); then the 20,000-report log by path. The
answers are checked, the times printed beside their target (2x the
command): timings on a shared machine are figures, not a pass mark. The
logs are written by .ci/big-log-check.py's generator into .build/mcp-bench/."""
import asyncio
import importlib.util
import subprocess
import sys
import time
from pathlib import Path

from mcp import Client
from mcp.client.stdio import StdioServerParameters

ROOT = Path(__file__).resolve().parent.parent
BINARY = str(ROOT / ".build" / "release" / "wtflayout")
OUT = ROOT / ".build" / "mcp-bench"
spec = importlib.util.spec_from_file_location("big_log_check", ROOT / ".ci" / "big-log-check.py")
big_log = importlib.util.module_from_spec(spec)
spec.loader.exec_module(big_log)
failures = []


def generated_log(seed, bytes_at_least=0, reports=0):
    """Reports of big-log-check's four layouts, fresh constants and addresses each."""
    writer = big_log.Writer(seed=seed)
    layouts = [big_log.feed_cell, big_log.chip_row, big_log.toast, big_log.hidden_in_stack]
    size = 0
    while size < bytes_at_least or len(writer.text) < reports:
        writer.random.choices(layouts, weights=[35, 25, 20, 20])[0](writer)
        size += len(writer.text[-1])
    return "".join(writer.text), len(writer.text)


def best_of(runs, work):
    times = []
    for _ in range(runs):
        started = time.monotonic()
        answer = work()
        times.append(time.monotonic() - started)
    return min(times), answer


def command_seconds(path):
    def run():
        done = subprocess.run([BINARY, "--json", "--no-source", "--color", "never", str(path)], capture_output=True)
        if done.returncode != 0:
            failures.append(f"wtflayout --json {path.name} exited {done.returncode}")
    return best_of(3, run)[0]


def check_answer(result, reports, what):
    document = result.structured_content or {}
    kinds = document.get("kinds", [])
    counted = sum(kind["reports"] for kind in kinds)
    compact = document.get("compact")
    if result.is_error or counted != reports or not compact or len(document["reports"]) != compact["reportsShown"]:
        failures.append(f"{what}: error {result.is_error}, kinds count {counted} of {reports} reports, compact {compact}")
    return len(text_of(result)), len(document.get("reports", []))


def text_of(result):
    return "\n".join(block.text for block in result.content if block.type == "text")


async def timed_call(client, arguments):
    times = []
    for _ in range(3):
        started = time.monotonic()
        result = await client.call_tool("explain_conflicts", arguments)
        times.append(time.monotonic() - started)
    return min(times), result


async def main():
    OUT.mkdir(parents=True, exist_ok=True)
    async with Client(StdioServerParameters(command=BINARY, args=["mcp", "--root", str(OUT)], cwd=str(OUT))) as client:
        for megabytes in (3, 8):
            text, reports = generated_log(seed=45 + megabytes, bytes_at_least=megabytes * 1_000_000)
            path = OUT / f"ui-test-{megabytes}mb.log"
            path.write_text(text)
            command = command_seconds(path)
            inline, result = await timed_call(client, {"log": text})
            characters, shown = check_answer(result, reports, f"{megabytes} MB inline")
            by_path, result = await timed_call(client, {"path": str(path)})
            check_answer(result, reports, f"{megabytes} MB by path")
            print(f"mcp bench: {len(text) / 1e6:.1f} MB, {reports} reports: --json {command:.2f} s; explain_conflicts "
                  f"inline {inline:.2f} s ({inline / command:.2f}x), by path {by_path:.2f} s ({by_path / command:.2f}x); "
                  f"target <= 2x; {shown} reports in full, {characters} characters of text")
        text, reports = generated_log(seed=32, reports=20_000)
        path = OUT / "ui-test-20000.log"
        path.write_text(text)
        command = command_seconds(path)
        seconds, result = await timed_call(client, {"path": str(path)})
        characters, shown = check_answer(result, reports, "20,000 reports by path")
        print(f"mcp bench: 20,000 reports ({len(text) / 1e6:.1f} MB) by path: --json {command:.2f} s, explain_conflicts "
              f"{seconds:.2f} s ({seconds / command:.2f}x); {shown} reports in full, {characters} characters of text")
    if failures:
        sys.exit("mcp bench: " + "; ".join(failures))


asyncio.run(main())
