#!/usr/bin/env python3
"""Renders the HTML report of several sample logs in headless Chromium and
checks what a person would see: the page loads without errors, every
conflict and every SVG picture written are in the rendered DOM, and the
screenshot is not blank. Screenshots of every sample go to .build/browser-check/ (not in
git): the run's artefacts."""
import re
import struct
import subprocess
import sys
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / ".build" / "browser-check"
# Every sample, the Apple ones included: their screenshots are the run's artefacts.
SAMPLES = sorted(str(path.relative_to(ROOT / "SampleLogs").with_suffix(""))
                 for path in (ROOT / "SampleLogs").rglob("*.log"))


def chromium():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        found = subprocess.run(["which", name], capture_output=True, text=True).stdout.strip()
        if found:
            return found
    sys.exit("browser check: chromium is not installed")


def png_is_blank(path):
    """True when every pixel of the PNG is the same colour (or it cannot be read)."""
    data = path.read_bytes()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        return True
    position, idat, width = 8, b"", 0
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            width = struct.unpack(">I", body[:4])[0]
        elif kind == b"IDAT":
            idat += body
        position += 12 + length
    raw = zlib.decompress(idat)
    # Distinct byte values past the per-row filter bytes: a blank page has very few.
    return len(set(raw[1:width * 3])) <= 2 and len(set(raw)) <= 4


def main():
    browser = chromium()
    OUT.mkdir(parents=True, exist_ok=True)
    binary = ROOT / ".build" / "debug" / "wtflayout"
    failures = []
    for sample in SAMPLES:
        html_path = OUT / f"{sample.replace('/', '-')}.html"
        run = subprocess.run([str(binary), "--html", str(ROOT / "SampleLogs" / f"{sample}.log")],
                             capture_output=True, text=True)
        # A log whose reports are all redacted exits 2 (none could be read), and still writes its page.
        if run.returncode != (2 if sample == "redacted-private" else 0):
            raise SystemExit(f"browser check: wtflayout --html {sample}.log exited {run.returncode}: {run.stderr}")
        page = run.stdout
        html_path.write_text(page)
        expected_conflicts = len(re.findall(r"<h2>[^<]* — conflict", page))
        url = html_path.as_uri()
        common = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--enable-logging=stderr"]
        dom = subprocess.run([browser, *common, "--dump-dom", url], capture_output=True, text=True, timeout=120)
        problems = [line for line in dom.stderr.splitlines() if "Refused to" in line or "Uncaught" in line]
        if dom.returncode != 0 or "</html>" not in dom.stdout:
            failures.append(f"{sample}: the page did not load (exit {dom.returncode})")
            continue
        if problems:
            failures.append(f"{sample}: console errors: {problems[:3]}")
        conflicts = len(re.findall(r"<h2>[^<]* — conflict", dom.stdout))
        pictures = dom.stdout.count("<svg")
        if conflicts != expected_conflicts:
            failures.append(f"{sample}: {conflicts} conflicts rendered, {expected_conflicts} expected")
        # Every picture written is rendered. (A conflict has pictures only of what
        # the log determines: some have none, and their text says all.)
        if pictures != page.count("<svg"):
            failures.append(f"{sample}: {pictures} pictures rendered of the {page.count('<svg')} written")
        shot = OUT / f"{sample.replace('/', '-')}.png"
        subprocess.run([browser, *common, f"--screenshot={shot}", "--window-size=375,1400", url],
                       capture_output=True, timeout=120)
        if not shot.exists() or png_is_blank(shot):
            failures.append(f"{sample}: the screenshot is blank")
        print(f"browser check: {sample}: {conflicts} conflicts, {pictures} pictures, screenshot {shot.name}")
    if failures:
        print("\n".join(failures), file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
