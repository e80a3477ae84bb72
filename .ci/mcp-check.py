#!/usr/bin/env python3
"""Drives `wtflayout mcp` with the official MCP Python SDK's client (the
`mcp` package from PyPI), as an agent would: over stdio, in both protocol
eras (the 2026-07-28 revision the client negotiates by itself, and the
initialize handshake). Lists the tools, calls each on samples and checks
the answers against `wtflayout --json` (the client itself checks every
answer against the tool's output schema), then the errors: a missing
file, a path outside the root, oversized input, an unknown tool. Last, the
server's standard output read raw: nothing but protocol messages."""
import asyncio
import json
import os
import stat
import subprocess
import sys
import tempfile
from pathlib import Path

from mcp import Client
from mcp.client.stdio import StdioServerParameters
from mcp.shared.exceptions import MCPError

ROOT = Path(__file__).resolve().parent.parent
BINARY = str(ROOT / ".build" / "debug" / "wtflayout")
SAMPLES = ROOT / "SampleLogs"
LEDGER = SAMPLES / "projects" / "anchors-swift"
CORPUS = ROOT.parent / "shared" / "corpus"
failures = []


def check(condition, what):
    if not condition:
        failures.append(what)
        print(f"mcp check: FAILED: {what}", file=sys.stderr)


def command_json(*arguments, stdin=None):
    # Status 2 with an answer: a log whose every report is unreadable, said in the answer.
    run = subprocess.run([BINARY, "--json", *arguments], input=stdin, capture_output=True, text=True)
    assert run.returncode in (0, 2) and run.stdout, run.stderr
    return json.loads(run.stdout)


def server(env=None, roots=(ROOT,)):
    arguments = ["mcp"] + [argument for root in roots for argument in ("--root", str(root))]
    return StdioServerParameters(command=BINARY, args=arguments, cwd=str(ROOT), env=env)


def text_of(result):
    return "\n".join(block.text for block in result.content if block.type == "text")


def sample_paths():
    logs = sorted(p for p in SAMPLES.rglob("*.log"))
    return logs + [SAMPLES / "ui-test-diagnostics"]


async def explain_every_sample(client):
    count = 0
    for path in sample_paths():
        result = await client.call_tool("explain_conflicts", {"path": str(path.relative_to(ROOT))})
        check(not result.is_error, f"explain_conflicts {path.name}: {text_of(result)[:200]}")
        expected = command_json("--no-source", str(path))
        check(result.structured_content == expected, f"explain_conflicts {path.name}: the answer is not --json's")
        said = [part for r in expected["reports"] for c in r["conflicts"] for part in (c["why"], c["fix"])]
        check(all(part in text_of(result) for part in said), f"explain_conflicts {path.name}: the text lacks a why or a fix")
        count += 1
    return count


async def explain_the_corpus():
    """Real developers' logs (when ../shared is beside the checkout), through a second root."""
    if not CORPUS.is_dir():
        return 0
    logs = sorted(CORPUS.glob("*.log"))
    async with Client(server(roots=(ROOT, CORPUS))) as client:
        for path in logs:
            result = await client.call_tool("explain_conflicts", {"path": str(path)})
            check(not result.is_error, f"explain_conflicts {path.name}: {text_of(result)[:200]}")
            check(result.structured_content == command_json("--no-source", str(path)), f"explain_conflicts {path.name}: not --json's")
    return len(logs)


async def explain_text_and_source(client):
    text = (SAMPLES / "two-conflicts.log").read_text()
    result = await client.call_tool("explain_conflicts", {"log": text})
    check(result.structured_content == command_json("--no-source", "-", stdin=text), "explain_conflicts log: not --json's")
    project = str(LEDGER.relative_to(ROOT))
    result = await client.call_tool(
        "explain_conflicts", {"path": f"{project}/ledger.log", "sourceRoot": f"{project}/Ledger"})
    expected = command_json("--source", str(LEDGER / "Ledger"), str(LEDGER / "ledger.log"))
    check(result.structured_content == expected, "explain_conflicts with sourceRoot: not --json --source's")
    sources = [c["source"] for r in expected["reports"] for c in r["constraints"] if c["source"]]
    check(len(sources) >= 4, f"explain_conflicts with sourceRoot: {len(sources)} constraints found in the source")


RANK = {"candidates": 0, "likely": 1, "exact": 2}


async def locate_each_constraint(client):
    """Each constraint alone, then the report's all together: together they are the report, so each is placed as
    --json --source places it; alone, a constraint has only its own evidence (not the names its report's other
    constraints give its views), so its places are the same and it is never surer."""
    expected = command_json("--source", str(LEDGER / "Ledger"), str(LEDGER / "ledger.log"))
    constraints = expected["reports"][0]["constraints"]
    root = str((LEDGER / "Ledger").relative_to(ROOT))
    together = await client.call_tool(
        "locate_constraint", {"constraint": "\n".join(c["text"] for c in constraints), "sourceRoot": root})
    check(not together.is_error, f"locate_constraint, the report's together: {text_of(together)}")
    answers = together.structured_content["constraints"]
    check(len(answers) == len(constraints), f"locate_constraint, together: {len(answers)} of {len(constraints)} read")
    located = 0
    for constraint, answer in zip(constraints, answers):
        source = constraint["source"]
        name = f"locate_constraint {constraint['id']}"
        if source is None:
            check(not answer["found"] and answer["reason"], f"{name}: found nowhere, said why")
            continue
        located += 1
        check(answer["found"], f"{name}: not found")
        check(answer["locations"] == source["candidates"], f"{name}: other places")
        check(answer["confidence"] == source["confidence"], f"{name}: other confidence")
        check(answer["evidence"] == source["evidence"], f"{name}: other evidence")
        alone = await client.call_tool("locate_constraint", {"constraint": constraint["text"], "sourceRoot": root})
        check(not alone.is_error, f"{name} alone: {text_of(alone)}")
        single = alone.structured_content["constraints"]
        check(len(single) == 1 and single[0]["found"], f"{name} alone: not found")
        check(single[0]["locations"] == source["candidates"], f"{name} alone: other places")
        check(RANK[single[0]["confidence"]] <= RANK[source["confidence"]], f"{name} alone: surer than in its report")
    check(located >= 4, f"locate_constraint: {located} constraints located")
    return located


async def capture_without_and_with_xcrun(client, stand_in_dir):
    result = await client.call_tool("capture_conflicts", {"seconds": 1})
    check(result.is_error, "capture_conflicts without xcrun: no tool error")
    check("this machine runs Linux" in text_of(result), f"capture_conflicts without xcrun: {text_of(result)}")
    # A stand-in xcrun on the PATH, whose log stream prints a sample and stays open.
    env = dict(os.environ, PATH=f"{stand_in_dir}:{os.environ['PATH']}")
    async with Client(server(env)) as captured:
        result = await captured.call_tool("capture_conflicts", {"seconds": 2})
        check(not result.is_error, f"capture_conflicts with a stream: {text_of(result)}")
        seen = result.structured_content["reports"]
        expected = command_json("--no-source", str(SAMPLES / "two-conflicts.log"))["reports"]
        fingerprints = lambda reports: [[c["fingerprint"] for c in r["conflicts"]] for r in reports]
        check(fingerprints(seen) == fingerprints(expected), "capture_conflicts: other conflicts than --json's")
        check([r["occurrences"] for r in seen] == [r["occurrences"] for r in expected], "capture_conflicts: other counts")


async def errors(client, scratch):
    result = await client.call_tool("explain_conflicts", {"path": "SampleLogs/no-such.log"})
    check(result.is_error and "there is no file or folder at SampleLogs/no-such.log" in text_of(result),
          f"missing file: {text_of(result)}")
    result = await client.call_tool("explain_conflicts", {"path": "/etc/hostname"})
    check(result.is_error and "outside the folders this server may read" in text_of(result), f"outside: {text_of(result)}")
    result = await client.call_tool("explain_conflicts", {"path": "SampleLogs/../../etc/hostname"})
    check(result.is_error and "outside the folders" in text_of(result), f"outside by ..: {text_of(result)}")
    result = await client.call_tool("explain_conflicts", {"log": "x" * (8 * 1024 * 1024 + 1)})
    check(result.is_error and "more than the 8 MiB a call takes" in text_of(result), f"oversized text: {text_of(result)[:200]}")
    big = scratch / "big.log"
    with open(big, "wb") as handle:
        handle.truncate(65 * 1024 * 1024)
    result = await client.call_tool("explain_conflicts", {"path": str(big)})
    check(result.is_error and "65 MiB of log text, more than the 64 MiB a call reads" in text_of(result),
          f"oversized file: {text_of(result)}")
    result = await client.call_tool("explain_conflicts", {"log": "a", "path": "b"})
    check(result.is_error and "one of the two" in text_of(result), f"log and path: {text_of(result)}")
    try:
        await client.call_tool("explain_everything", {})
        check(False, "an unknown tool answered")
    except MCPError as error:
        check(error.error.code == -32602 and "no tool 'explain_everything'" in error.error.message, f"unknown tool: {error}")


def stdout_is_protocol_only():
    """The server's standard output, read raw: one JSON-RPC response per request line, nothing else."""
    requests = [
        {"jsonrpc": "2.0", "id": 1, "method": "initialize",
         "params": {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "check", "version": "1"}}},
        {"jsonrpc": "2.0", "method": "notifications/initialized"},
        {"jsonrpc": "2.0", "id": 2, "method": "tools/call",
         "params": {"name": "explain_conflicts", "arguments": {"path": "SampleLogs/autoresizing-mask.log"}}},
        {"jsonrpc": "2.0", "id": 3, "method": "tools/call",
         "params": {"name": "explain_conflicts", "arguments": {"log": "nothing to see"}}},
    ]
    text = "".join(json.dumps(r) + "\n" for r in requests) + "not json\n"
    run = subprocess.run([BINARY, "mcp"], input=text, capture_output=True, text=True, cwd=ROOT, timeout=120)
    lines = run.stdout.splitlines()
    messages = [json.loads(line) for line in lines]
    check([m.get("id") for m in messages] == [1, 2, 3, None], f"raw stdout: ids {[m.get('id') for m in messages]}")
    check(all(m.get("jsonrpc") == "2.0" for m in messages), "raw stdout: a line that is no JSON-RPC message")
    check(messages[-1]["error"]["code"] == -32700, "raw stdout: no parse error for a line that is no JSON")
    check(run.returncode == 0, f"raw stdout: exit {run.returncode}")


def stand_in_xcrun(folder):
    script = folder / "xcrun"
    sample = SAMPLES / "two-conflicts.log"
    script.write_text(f'#!/bin/sh\ncase "$*" in *"log stream"*) cat "{sample}"; exec sleep 30;; esac\nexit 1\n')
    script.chmod(script.stat().st_mode | stat.S_IEXEC)


async def main():
    with tempfile.TemporaryDirectory(dir=ROOT / ".build") as scratch_name:
        scratch = Path(scratch_name)
        stand_in_xcrun(scratch)
        for mode, version in [("auto", "2026-07-28"), ("legacy", "2025-11-25")]:
            async with Client(server(), mode=mode) as client:
                check(client.protocol_version == version, f"{mode}: negotiated {client.protocol_version}")
                check(client.server_info.name == "wtflayout", f"{mode}: server {client.server_info}")
                tools = (await client.list_tools()).tools
                check([t.name for t in tools] == ["explain_conflicts", "locate_constraint", "capture_conflicts"],
                      f"{mode}: tools {[t.name for t in tools]}")
                check(all(t.output_schema and t.input_schema["type"] == "object" for t in tools), f"{mode}: schemas")
                samples = await explain_every_sample(client)
                await explain_text_and_source(client)
                located = await locate_each_constraint(client)
                await capture_without_and_with_xcrun(client, scratch)
                await errors(client, scratch)
                print(f"mcp check: {mode} ({version}): 3 tools, {samples} samples explained as --json explains them, "
                      f"{located} constraints located, capture and errors as expected")
    corpus = await explain_the_corpus()
    print(f"mcp check: {corpus} corpus logs explained as --json explains them")
    stdout_is_protocol_only()
    if failures:
        sys.exit(f"mcp check: {len(failures)} failures")
    print("mcp check: passed")


asyncio.run(main())
