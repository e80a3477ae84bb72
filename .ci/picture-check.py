#!/usr/bin/env python3
"""Measures the HTML report's pictures in a real headless Chromium, driven
over the DevTools protocol on a pipe (--remote-debugging-pipe: JSON messages
ended by NUL, standard library only). For every sample and corpus log it
renders the report, lays it out, and checks every picture: no
two labels overlap (getBoundingClientRect), no label spills outside its
picture, the picture has visible content; the views a conflict's pictures
name are the views its text names (every frame picture draws them all), and
in the same colours, and every label is a name, a length, a letter of the
conflict, a title or a note; no label crosses the border of a box it does
not name, a size the log leaves free carries no number, and a picture is
titled as the screen only when the log fixes every frame in it. Each sample's
sections with pictures are kept as screenshots in .build/picture-check/."""
import base64
import json
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / ".build" / "picture-check"
CORPUS = ROOT.parent / "shared" / "corpus"

MEASURE = r"""
(() => {
  const inside = (r, box) => r.left >= box.left - 1 && r.right <= box.right + 1 && r.top >= box.top - 1 && r.bottom <= box.bottom + 1;
  const overlap = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
  const result = {rulers: 0, frames: 0, problems: [], widths: []};
  const same = (a, b) => a.size === b.size && [...a].every(x => b.has(x));
  const list = s => [...s].sort().join(', ');
  for (const block of document.querySelectorAll('div.conflict')) {
    const where = (block.querySelector('h2') || {}).textContent;
    const spans = [...block.querySelectorAll('table span.view')];
    // A word the cell cut keeps its whole text in its title: the name is that.
    const whole = s => { const c = s.cloneNode(true); for (const w of c.querySelectorAll('span.word[title]')) w.textContent = w.title; return c.textContent; };
    const names = new Set(spans.map(whole));
    const colors = new Map(spans.map(s => [whole(s), getComputedStyle(s).color]));
    const letters = new Set([...block.querySelectorAll('td.letter')].map(s => s.textContent));
    for (const svg of block.querySelectorAll('svg')) {
      const ruler = svg.classList.contains('ruler');
      if (ruler) result.rulers++; else result.frames++;
      const box = svg.getBoundingClientRect();
      const texts = [...svg.querySelectorAll('text')];
      const rects = texts.map(t => t.getBoundingClientRect());
      for (let i = 0; i < rects.length; i++)
        for (let j = i + 1; j < rects.length; j++)
          if (overlap(rects[i], rects[j])) result.problems.push(`${where}: "${texts[i].textContent}" overlaps "${texts[j].textContent}"`);
      rects.forEach((r, i) => { if (!inside(r, box)) result.problems.push(`${where}: "${texts[i].textContent}" spills outside its picture`); });
      // Drawn means seen: a box with both sides, or a stroke with some length (a zero-height box draws nothing).
      const shapes = [...svg.querySelectorAll('rect, line, polyline')].filter(s => {
        const r = s.getBoundingClientRect();
        return s.tagName === 'rect' ? r.width >= 1 && r.height >= 1 : r.width >= 1 || r.height >= 1;
      });
      const views = [...svg.querySelectorAll('rect')].filter(s => { const r = s.getBoundingClientRect(); return r.width < 1 || r.height < 1; });
      if (views.length) result.problems.push(`${where}: ${views.length} box(es) drawn with no width or height`);
      if (shapes.length === 0 || box.width < 10 || box.height < 10) result.problems.push(`${where}: a picture with nothing to see`);
      // The names drawn are the text's: each one in a ruler, all of them in a frame picture.
      const drawn = new Set([...svg.querySelectorAll('tspan.view-name')].map(t => t.textContent));
      // A run drawn as one dashed box stands for each of its views.
      for (const run of svg.querySelectorAll('rect[data-run]')) run.dataset.run.split('|').forEach(n => drawn.add(n));
      for (const n of drawn) if (!names.has(n)) result.problems.push(`${where}: the picture names "${n}", which the text does not`);
      // And in the text's colour.
      for (const t of svg.querySelectorAll('tspan.view-name')) {
        const fill = getComputedStyle(t.parentElement).fill;
        if (colors.has(t.textContent) && fill !== colors.get(t.textContent))
          result.problems.push(`${where}: "${t.textContent}" is drawn in ${fill}, written in ${colors.get(t.textContent)}`);
      }
      if (!ruler && !same(drawn, names)) result.problems.push(`${where}: the picture names ${list(drawn)}, the text ${list(names)}`);
      // A label stays on its own shape: it may sit inside a box or outside
      // it, never across a border of a box it does not name (its colour).
      const boxes = [...svg.querySelectorAll('rect')].filter(r => !r.closest('defs'));
      texts.forEach((t, i) => {
        if (t.getAttribute('class') === 'letter') return;  // a letter marks the edge it is on
        const own = getComputedStyle(t).fill;
        for (const shape of boxes) {
          const r = shape.getBoundingClientRect();
          if (r.width < 1 || r.height < 1) continue;
          const color = getComputedStyle(shape).stroke;
          const fill = getComputedStyle(shape).fill;
          if (color === own || fill === own) continue;
          const shrunk = {left: r.left + 1, right: r.right - 1, top: r.top + 1, bottom: r.bottom - 1};
          if (overlap(rects[i], r) && !inside(rects[i], shrunk)) {
            result.problems.push(`${where}: "${t.textContent}" crosses the border of a shape it does not name`);
            break;
          }
        }
      });
      // A size the log leaves free is drawn without a number.
      for (const t of texts) {
        const free = (t.getAttribute('class') || '').split(' ').includes('free') || t.textContent.includes('(free');
        if (free && /[0-9]/.test(t.textContent.replace(/#[0-9]+/g, '').replace(/'[^']*'/g, '')))
          result.problems.push(`${where}: "${t.textContent}" gives a number to a size the log leaves free`);
      }
      // The screen is claimed only where the log fixes every frame drawn.
      const title = [...svg.querySelectorAll('text.title')].map(t => t.textContent).join(' ');
      const unfixed = svg.querySelectorAll('rect.free').length + texts.filter(t => t.textContent.includes('(free')).length;
      if (/^(On screen|Now)/.test(title) && unfixed > 0)
        result.problems.push(`${where}: "${title}" is titled as the screen, but the log leaves ${unfixed} size(s) in it free`);
      // Widths as TextWidth.swift counts them (the same table), against the drawn ones.
      const units = (svg.viewBox.baseVal && svg.viewBox.baseVal.width) ? svg.viewBox.baseVal.width / box.width : 1;
      texts.forEach((t, i) => {
        const estimate = [...new Intl.Segmenter().segment(t.textContent)].reduce((sum, {segment}) => {
          const code = segment.codePointAt(0);
          const emoji = /\p{Emoji_Presentation}/u.test(segment) || (segment.length > 1 && /\p{Extended_Pictographic}/u.test(segment));
          const wide = (code >= 0x1100 && code <= 0x115F) || (code >= 0x2E80 && code <= 0xA4CF) || (code >= 0xAC00 && code <= 0xD7A3)
            || (code >= 0xF900 && code <= 0xFAFF) || (code >= 0xFE30 && code <= 0xFE4F) || (code >= 0xFF00 && code <= 0xFF60)
            || (code >= 0xFFE0 && code <= 0xFFE6) || (code >= 0x20000 && code <= 0x3FFFD);
          return sum + (emoji ? 1.25 : wide ? 1.0 : 0.61);
        }, 0) * 11;
        const drawn = rects[i].width * units;
        result.widths.push([drawn, estimate]);
        if (drawn > estimate + 0.5) result.problems.push(`${where}: "${t.textContent}" is drawn ${drawn.toFixed(1)} wide, estimated ${estimate.toFixed(1)}`);
      });
      for (const t of texts) {
        const label = t.textContent;
        const kind = t.getAttribute('class');
        const named = t.querySelector('tspan.view-name') !== null;
        const number = /^[+−]?[≥≤]?[0-9.]+( pt (too much|unfilled))?$/.test(label);
        const letter = kind === 'letter' && letters.has(label.split(' ')[0]);
        const classes = (kind || '').split(' ');
        if (!named && !number && !letter && !classes.includes('title') && !classes.includes('note'))
          result.problems.push(`${where}: "${label}" is no name, length, letter, title or note of the conflict`);
      }
    }
  }
  // Strips: every box lies on the axis where the solved layout puts it,
  // at the one scale its figure's pictures share; with the fix, each view
  // lies within its container along the axis.
  // It may lie outside only where the fix lowers or takes out a constraint
  // on it or the container (a cell's bottom pin giving way to this pass's
  // height, which the next pass of a self-sizing cell grows): those are
  // listed; any other is a problem.
  result.strips = 0; result.boxes = 0; result.outside = [];
  for (const figure of document.querySelectorAll('div.conflict figure:not(.ruler)')) {
    const where = (figure.closest('div.conflict').querySelector('h2') || {}).textContent;
    let scale = null;
    for (const svg of figure.querySelectorAll('svg')) {
      const boxes = [...svg.querySelectorAll('rect.view-box')];
      if (!boxes.length) continue;
      result.strips++;
      const vertical = svg.dataset.axis === 'vertical';
      const drawn = b => { const r = b.getBoundingClientRect(); return vertical ? [r.top, r.height] : [r.left, r.width]; };
      const first = boxes[0];
      for (const box of boxes) {
        result.boxes++;
        const [at, length] = drawn(box);
        const start = +box.dataset.start, size = +box.dataset.length;
        if (size > 0.5) {
          // (A shape's client rectangle is its geometry, without the stroke.)
          const s = length / size;
          if (scale === null) scale = s;
          else if (Math.abs(s - scale) > scale * 0.02 + 0.02)
            result.problems.push(`${where}: a box of ${size} pt is drawn at ${s.toFixed(3)} px a point, another at ${scale.toFixed(3)}`);
          const [firstAt] = drawn(first);
          const offset = (at - firstAt) / scale - (start - +first.dataset.start);
          if (Math.abs(offset) > 1.5) result.problems.push(`${where}: a box is drawn ${offset.toFixed(1)} pt off its place on the axis`);
        }
      }
      const title = (svg.querySelector('text.title') || {}).textContent || '';
      if (title.startsWith('With the fix')) {
        const container = boxes.find(b => b.dataset.depth === '0');
        for (const box of boxes) {
          if (!container || box === container) continue;
          const lo = +box.dataset.start, hi = lo + +box.dataset.length;
          const clo = +container.dataset.start, chi = clo + +container.dataset.length;
          if (lo >= clo - 0.5 && hi <= chi + 0.5) continue;
          // Outside is the fix's doing only where it gives way at the view or its container.
          const freed = box.dataset.givenWay || container.dataset.givenWay;
          const text = `${where}: with the fix, a view lies outside its container (${lo}–${hi} in ${clo}–${chi})`;
          if (freed) result.outside.push(`${text}, where it gives way (${freed})`);
          else result.problems.push(`${text}, though every constraint on the two holds`);
        }
      }
    }
  }
  // No table cell breaks a word: each word of a cell's text sits on one
  // line (its characters' boxes share a top), whatever elements it spans.
  result.cells = 0;
  for (const cell of document.querySelectorAll('td, th')) {
    result.cells++;
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    let top = null, word = '';
    const broken = new Set();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let i = 0; i < node.data.length; i++) {
        const ch = node.data[i];
        if (/\s/.test(ch)) { top = null; word = ''; continue; }
        const range = document.createRange();
        range.setStart(node, i); range.setEnd(node, i + 1);
        const rect = range.getBoundingClientRect();
        if (rect.width === 0 && rect.height === 0) continue;
        if (top !== null && Math.abs(rect.top - top) > 2) broken.add(word + ch);
        top = rect.top; word += ch;
      }
    }
    const where = (cell.closest('div.conflict, section.report')?.querySelector('h2') || {}).textContent;
    for (const w of broken) result.problems.push(`${where}: a table cell breaks the word "${w}…"`);
  }
  return JSON.stringify(result);
})()
"""


SECTIONS = r"""
JSON.stringify([...document.querySelectorAll('section.report')].filter(s => s.querySelector('svg')).map(s => {
  const r = s.getBoundingClientRect();
  return {x: r.left + scrollX, y: r.top + scrollY, width: r.width, height: r.height};
}))
"""


class DevTools:
    """A Chromium spoken to over --remote-debugging-pipe (fds 3 and 4)."""

    def __init__(self, browser):
        to_browser_r, self.to_browser = os.pipe()
        self.from_browser, from_browser_w = os.pipe()

        def wire():
            os.dup2(to_browser_r, 3)
            os.dup2(from_browser_w, 4)

        self.process = subprocess.Popen(
            [browser, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe", "--window-size=900,1200"],
            pass_fds=(3, 4, to_browser_r, from_browser_w), preexec_fn=wire, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_browser_r)
        os.close(from_browser_w)
        self.buffer = b""
        self.next_id = 0

    def call(self, method, params=None, session=None):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        while True:
            while b"\0" not in self.buffer:
                chunk = os.read(self.from_browser, 1 << 16)
                if not chunk:
                    raise SystemExit(f"picture check: chromium closed the pipe during {method}")
                self.buffer += chunk
            raw, self.buffer = self.buffer.split(b"\0", 1)
            reply = json.loads(raw)
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise SystemExit(f"picture check: {method}: {reply['error']}")
                return reply.get("result", {})

    def evaluate(self, session, expression):
        result = self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True}, session)
        return result.get("result", {}).get("value")

    def close(self):
        try:
            self.call("Browser.close")
        except SystemExit:
            pass
        self.process.wait(timeout=30)


def screenshots(tools, session, stem):
    """Each section of the page that has a picture, as the reader sees it."""
    sections = json.loads(tools.evaluate(session, SECTIONS))
    for number, clip in enumerate(sections, 1):
        shot = tools.call("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": True,
                                                     "clip": {**clip, "scale": 1}}, session)
        (OUT / f"{stem}-{number}.png").write_bytes(base64.b64decode(shot["data"]))
    return len(sections)


def printed(tools, session, stem):
    """The page as printed on Letter paper (its style sheet's print rules):
    measured again, every picture within the page's width, and kept as a PDF."""
    tools.call("Emulation.setEmulatedMedia", {"media": "print"}, session)
    # Letter, less the default margins, at 96 px an inch.
    tools.call("Emulation.setDeviceMetricsOverride", {"width": 720, "height": 960, "deviceScaleFactor": 1, "mobile": False}, session)
    problems = json.loads(tools.evaluate(session, MEASURE))["problems"]
    too_wide = tools.evaluate(session, "[...document.querySelectorAll('svg')].filter(s => s.getBoundingClientRect().right > 721).length")
    if too_wide:
        problems.append(f"{too_wide} picture(s) wider than the printed page")
    pdf = tools.call("Page.printToPDF", {"paperWidth": 8.5, "paperHeight": 11, "printBackground": True}, session)
    (OUT / f"{stem}.pdf").write_bytes(base64.b64decode(pdf["data"]))
    tools.call("Emulation.setEmulatedMedia", {"media": ""}, session)
    tools.call("Emulation.clearDeviceMetricsOverride", {}, session)
    return problems


def main():
    browser = next((b for b in ("chromium", "chromium-browser", "google-chrome")
                    if subprocess.run(["which", b], capture_output=True).returncode == 0), None)
    if not browser:
        sys.exit("picture check: chromium is not installed")
    OUT.mkdir(parents=True, exist_ok=True)
    binary = ROOT / ".build" / "debug" / "wtflayout"
    logs = sorted((ROOT / "SampleLogs").rglob("*.log")) + (sorted(CORPUS.glob("*.log")) if CORPUS.is_dir() else [])
    # Every log in one page too: its summary's tables hold the longest names and fixes.
    together = OUT / "all-logs.log"
    together.write_text("".join(log.read_text(errors="replace") for log in logs))
    logs.append(together)
    tools = DevTools(browser)
    target = tools.call("Target.createTarget", {"url": "about:blank"})["targetId"]
    session = tools.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
    problems, rulers, frames, shots, widths, cells, strips, boxes, outside = [], 0, 0, 0, [], 0, 0, 0, []
    for log in logs:
        page = OUT / (log.stem + ".html")
        run = subprocess.run([str(binary), "--html", str(log), "-o", str(page)], capture_output=True, text=True)
        if not page.exists():
            continue  # nothing readable in it: no page to measure (the command said why)
        tools.call("Page.navigate", {"url": page.as_uri()}, session)
        deadline = time.time() + 30
        while tools.evaluate(session, "document.readyState") != "complete":
            if time.time() > deadline:
                raise SystemExit(f"picture check: {log.name} did not load")
            time.sleep(0.05)
        measured = json.loads(tools.evaluate(session, MEASURE))
        if CORPUS not in log.parents:
            shots += screenshots(tools, session, log.stem)
            problems += [f"{log.name}, printed: {p}" for p in printed(tools, session, log.stem)]
        rulers += measured["rulers"]
        frames += measured["frames"]
        cells += measured["cells"]
        strips += measured["strips"]
        boxes += measured["boxes"]
        outside += [f"{log.name}: {p}" for p in measured["outside"]]
        widths += measured["widths"]
        problems += [f"{log.name}: {p}" for p in measured["problems"]]
    tools.close()
    print(f"picture check: {len(logs)} logs, {rulers} ruler and {frames} frame pictures measured ({strips} strips, {boxes} boxes on their axis), "
          f"{cells} table cells read for broken words, {len(problems)} problems; "
          f"{shots} screenshots in {OUT.relative_to(ROOT)}")
    print(f"picture check: {len(outside)} views drawn outside their container with the fix, each where the fix "
          "gives way (listed in outside.txt)")
    (OUT / "outside.txt").write_text("\n".join(outside) + "\n")
    # The estimate is never narrower than the label drawn (a problem above),
    # and at most a tenth wider over all the labels.
    drawn, estimated = sum(w[0] for w in widths), sum(w[1] for w in widths)
    print(f"picture check: {len(widths)} labels, drawn {drawn:.0f} units wide in all, estimated {estimated:.0f} "
          f"({(estimated / drawn - 1) * 100 if drawn else 0:+.1f}%)")
    if drawn and estimated > drawn * 1.1:
        problems.append(f"label widths estimated {(estimated / drawn - 1) * 100:.1f}% wider than drawn: update TextWidth.swift")
    kinds = {"overlapping labels": "overlaps", "labels outside their picture": "spills outside",
             "labels across a shape they do not name": "crosses the border", "free sizes with a number": "gives a number",
             "pictures titled as the screen the log does not fix": "titled as the screen",
             "labels wider than estimated": "wide, estimated",
             "table cells breaking a word": "breaks the word",
             "views outside their container with every constraint holding": "every constraint on the two holds"}
    counts = {kind: sum(words in p for p in problems) for kind, words in kinds.items()}
    print("picture check, by kind: " + ", ".join(f"{count} {kind}" for kind, count in counts.items())
          + f", {len(problems) - sum(counts.values())} other")
    (OUT / "problems.txt").write_text("\n".join(problems) + "\n")
    if problems:
        print("\n".join(problems[:40]), file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
