#!/usr/bin/env python3
"""A UI-test run's log of 20,000 reports: a few layouts printed
again and again with other constants and addresses, written here by a
generator that knows which layout each report is. Checks, on the release
build, that the log reads as its kinds: `--brief` is a line per kind and
the summary; in `--json` every kind holds reports of one layout only and
the kinds' counts add up to the reports written; the HTML page is under
20 MB and loads in headless Chromium (driven as in .ci/picture-check.py)
with a worked report per kind and a row per distinct report; the Markdown
report stays small too, and the step summary a GitHub job gets stays under
the 1 MiB GitHub takes. The log and pages go to .build/big-log-check/."""
import importlib.util
import json
import os
import random
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / ".build" / "big-log-check"
REPORTS = 20_000
MOST_BYTES = 20_000_000

HEADER = ("{stamp} Feed[4412:781130] [LayoutConstraints] Unable to simultaneously satisfy constraints.\n"
          "\tProbably at least one of the constraints in the following list is one you don't want. \n"
          "\tTry this: \n"
          "\t\t(1) look at each constraint and try to figure out which you don't expect; \n"
          "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. \n"
          "(\n")
FOOTER = ("\nMake a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.\n"
          "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in "
          "<UIKit/UIView.h> may also be helpful.\n")


class Writer:
    """Reports in UIKit's console format, fresh addresses each time."""

    def __init__(self, seed):
        self.random = random.Random(seed)
        self.next_constraint = 0x600003A00000
        self.lines = 0
        self.text = []
        self.layout_at_line = {}

    def view(self):
        return "0x7f%010x" % self.random.randrange(1 << 36)

    def constraint(self, body):
        self.next_constraint += 0x50
        return "<NSLayoutConstraint:0x%x %s   (active)>" % (self.next_constraint, body)

    def report(self, layout, entries, broken):
        stamp = "2026-05-14 10:41:%02d.%06d+0200" % (self.lines // 1000 % 60, self.random.randrange(10 ** 6))
        text = (HEADER.format(stamp=stamp) + ",\n".join('    "%s"' % e for e in entries) + "\n)\n\n"
                "Will attempt to recover by breaking constraint \n" + broken + "\n" + FOOTER)
        self.layout_at_line[self.lines + 1] = layout
        self.lines += text.count("\n")
        self.text.append(text)


def feed_cell(w):
    """An image and a label taller than the cell's encapsulated height."""
    cell, image, label = w.view(), w.view(), w.view()
    height = w.random.randint(44, 243)
    inset = w.random.choice([8, 12, 16])
    names = f"(active, names: '|':UITableViewCellContentView:{cell} )"
    entries = [
        w.constraint(f"V:|-({inset})-[UIImageView:{image}]").replace("(active)", names),
        w.constraint(f"UIImageView:{image}.height == {w.random.randint(height, height + 120)}"),
        w.constraint(f"V:[UIImageView:{image}]-(8)-[UILabel:{label}'Title']"),
        w.constraint(f"V:[UILabel:{label}'Title']-({inset})-|").replace("(active)", names),
        w.constraint(f"'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:{cell}.height == {height}"),
    ]
    w.report("cell", entries, entries[1])


def chip_row(w):
    """A row of 44 pt chips with 8 pt gaps in a bar too narrow for them."""
    bar = w.view()
    chips = [w.view() for _ in range(w.random.randint(6, 30))]
    names = f"(active, names: '|':Feed.ChipBar:{bar} )"
    entries = [w.constraint(f"H:|-(8)-[UIButton:{chips[0]}]").replace("(active)", names)]
    for index, chip in enumerate(chips):
        entries.append(w.constraint(f"UIButton:{chip}.width == 44"))
        if index:
            entries.append(w.constraint(f"H:[UIButton:{chips[index - 1]}]-(8)-[UIButton:{chip}]"))
    entries.append(w.constraint(f"H:[UIButton:{chips[-1]}]-(8)-|").replace("(active)", names))
    entries.append(w.constraint(f"'UIView-Encapsulated-Layout-Width' Feed.ChipBar:{bar}.width == {w.random.randint(100, 300)}"))
    w.report("row", entries, entries[1])


def toast(w):
    """A view placed by its autoresizing mask, given a height of its own too."""
    view = w.view()
    height = w.random.randint(30, 90)
    w.next_constraint += 0x50
    mask = "<NSAutoresizingMaskLayoutConstraint:0x%x h=--& v=--& Feed.ToastView:%s.height == %d   (active)>" % (
        w.next_constraint, view, height)
    own = w.constraint(f"Feed.ToastView:{view}.height == {height + w.random.randint(4, 40)}")
    w.report("mask", [mask, own], own)


def hidden_in_stack(w):
    """A hidden arranged subview that keeps a required height."""
    view = w.view()
    entries = [w.constraint(f"UIImageView:{view}.height == {w.random.randint(20, 120)}"),
               w.constraint(f"'UISV-hiding' UIImageView:{view}.height == 0")]
    w.report("stack", entries, entries[0])


def browser():
    return next((b for b in ("chromium", "chromium-browser", "google-chrome") if shutil.which(b)), None)


def main():
    binary = ROOT / ".build" / "release" / "wtflayout"
    if not browser():
        sys.exit("big log check: chromium is not installed")
    OUT.mkdir(parents=True, exist_ok=True)
    writer = Writer(seed=32)
    layouts = [feed_cell, chip_row, toast, hidden_in_stack]
    for _ in range(REPORTS):
        writer.random.choices(layouts, weights=[35, 25, 20, 20])[0](writer)
    log = OUT / "ui-test.log"
    log.write_text("".join(writer.text))
    failures = []

    def run(*arguments, environment=None):
        started = time.monotonic()
        done = subprocess.run([str(binary), "--no-source", *arguments, str(log)], capture_output=True, text=True,
                              env=environment)
        if done.returncode != 0:
            raise SystemExit(f"big log check: wtflayout {' '.join(arguments)} exited {done.returncode}: {done.stderr[:500]}")
        return done.stdout, time.monotonic() - started

    document, seconds = run("--json")
    analysis = json.loads(document)
    kinds = {kind["kind"]: kind for kind in analysis["kinds"]}
    print(f"big log check: {REPORTS} reports, {len(analysis['reports'])} distinct, {len(kinds)} kinds, --json in {seconds:.1f} s")
    counted = {key: 0 for key in kinds}
    layouts_of = {key: set() for key in kinds}
    first_of = {}
    for position, report in enumerate(analysis["reports"]):
        line = report["source"]["line"]
        layout = writer.layout_at_line.get(line)
        if layout is None:
            failures.append(f"a report at line {line}, where the generator began none")
        for key in {conflict["kind"] for conflict in report["conflicts"]}:
            counted[key] += report["occurrences"]
            layouts_of[key].add(layout)
            first_of.setdefault(key, f"report-{position + 1}")
    if sum(kind["reports"] for kind in kinds.values()) != REPORTS:
        failures.append(f"the kinds count {sum(k['reports'] for k in kinds.values())} reports of {REPORTS}")
    for key, kind in kinds.items():
        if counted[key] != kind["reports"]:
            failures.append(f"kind {kind['subject']} says {kind['reports']} reports, the reports say {counted[key]}")
        if len(layouts_of[key]) != 1:
            failures.append(f"kind {kind['subject']} mixes layouts {sorted(map(str, layouts_of[key]))}")
    if len(kinds) > 2 * len(layouts):
        failures.append(f"{len(kinds)} kinds from {len(layouts)} layouts")

    brief, seconds = run("--brief")
    lines = brief.splitlines()
    print(f"big log check: --brief is {len(lines)} lines in {seconds:.1f} s")
    if len(lines) != len(kinds) + 1 or not lines[-1].startswith(f"Summary: {REPORTS} reports"):
        failures.append(f"--brief has {len(lines)} lines for {len(kinds)} kinds: {lines[-1:]}")

    page = OUT / "ui-test.html"
    _, seconds = run("--html", "-o", str(page))
    size = page.stat().st_size
    print(f"big log check: the HTML page is {size / 1e6:.1f} MB, written in {seconds:.1f} s")
    if size >= MOST_BYTES:
        failures.append(f"the HTML page is {size} bytes")
    markdown = OUT / "ui-test.md"
    run("--markdown", "-o", str(markdown))
    print(f"big log check: the Markdown report is {markdown.stat().st_size / 1e6:.1f} MB")
    if markdown.stat().st_size >= MOST_BYTES:
        failures.append(f"the Markdown report is {markdown.stat().st_size} bytes")
    step_summary = OUT / "step-summary.md"
    step_summary.unlink(missing_ok=True)
    run("--format", "github", environment={**os.environ, "GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": str(step_summary)})
    size = step_summary.stat().st_size if step_summary.exists() else 0
    print(f"big log check: the step summary is {size / 1e6:.2f} MB")
    if not 0 < size <= 1 << 20 or "## Kinds of conflict" not in step_summary.read_text():
        failures.append(f"the step summary is {size} bytes")
    failures += in_browser(page, kinds=len(kinds), distinct=len(analysis["reports"]), worked=sorted(set(first_of.values())))

    if failures:
        print("\n".join(f"big log check: {failure}" for failure in failures), file=sys.stderr)
        sys.exit(1)


def in_browser(page, kinds, distinct, worked):
    """What a reader's browser makes of the page: it loads, and holds a row per
    kind, each kind's first report in full and a row per distinct report."""
    spec = importlib.util.spec_from_file_location("picture_check", ROOT / ".ci" / "picture-check.py")
    picture_check = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(picture_check)
    tools = picture_check.DevTools(browser())
    try:
        target = tools.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = tools.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        started = time.monotonic()
        tools.call("Page.navigate", {"url": page.as_uri()}, session)
        while tools.evaluate(session, "document.readyState") != "complete":
            if time.monotonic() - started > 120:
                return ["the page did not load in 120 s"]
            time.sleep(0.05)
        loaded = time.monotonic() - started
        counts = json.loads(tools.evaluate(session, """JSON.stringify({
            kinds: document.querySelectorAll('section.kinds table tr').length - 1,
            worked: [...document.querySelectorAll('section.report[id]')].map(s => s.id).sort(),
            rows: document.querySelectorAll('details > table tr').length - 1,
            height: document.documentElement.scrollHeight})"""))
    finally:
        tools.close()
    print(f"big log check: Chromium loaded the page in {loaded:.1f} s: {counts}")
    expected = {"kinds": kinds, "worked": worked, "rows": distinct}
    return [f"the page shows {counts[name]} {name}, not {value}" for name, value in expected.items() if counts[name] != value]


if __name__ == "__main__":
    main()
