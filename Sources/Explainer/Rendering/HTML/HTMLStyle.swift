/// The report's look: one inline style sheet (no fonts or files from
/// anywhere), light and dark, narrow screens and print. No `<` or `&` in it,
/// so the document stays well-formed XML.
enum HTMLStyle {
    /// A view's colour (`ViewPalette`), the same as in every other format.
    static func color(_ slot: Int) -> String { ViewPalette.color(slot).hex }

    static let sheet = """
        :root { color-scheme: light dark; --fg: #1b1f24; --bg: #ffffff; --muted: #5b6470; --box: #f4f6f8; --line: #d8dee4; }
        @media (prefers-color-scheme: dark) {
          :root { --fg: #e6e9ed; --bg: #15181c; --muted: #9aa4af; --box: #1f2429; --line: #39414a; }
        }
        * { box-sizing: border-box; }
        body { margin: 0; background: var(--bg); color: var(--fg);
               font: 15px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial, sans-serif; }
        main { max-width: 960px; margin: 0 auto; padding: 16px; }
        h1 { font-size: 1.5em; margin: 0.2em 0; }
        h2 { font-size: 1.1em; margin: 0 0 0.6em; overflow-wrap: anywhere; }
        section.report { border: 1px solid var(--line); border-radius: 8px; padding: 14px; margin: 18px 0; }
        .muted { color: var(--muted); }
        code, pre { font: 13px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
        table { border-collapse: collapse; width: 100%; margin: 8px 0; }
        td, th { border-top: 1px solid var(--line); padding: 4px 6px; text-align: left; vertical-align: top;
                 overflow-wrap: normal; word-break: normal; hyphens: manual; }
        td .word { white-space: nowrap; }
        td.letter { font-weight: bold; width: 2em; }
        .view { font-weight: 600; }
        .code-heading { margin: 0.6em 0 0.2em; color: var(--muted); }
        figure { margin: 10px 0; display: flex; flex-wrap: wrap; gap: 12px; }
        figure div { flex: 1 1 300px; max-width: 480px; }
        figure.strips { flex-direction: column; }
        figure.strips div { flex: none; width: 100%; max-width: 480px; }
        svg { width: 100%; height: auto; background: var(--box); border-radius: 6px; }
        svg text { font: 11px "DejaVu Sans Mono", Menlo, Consolas, "Liberation Mono", monospace; fill: var(--fg); }
        figure.ruler { display: block; }
        svg.ruler.vertical { max-width: 380px; }
        details { margin-top: 10px; }
        pre { background: var(--box); padding: 8px; overflow-x: auto; white-space: pre-wrap; overflow-wrap: anywhere; }
        mark { background: #ffe58a; color: #1b1f24; }
        .fix { border-left: 4px solid #3f9b55; padding-left: 8px; }
        @media print {
          :root { color-scheme: light; --fg: #000000; --bg: #ffffff; --muted: #444444; --box: #f4f6f8; --line: #bbbbbb; }
          body { font-size: 12px; }
          main { max-width: none; padding: 0; }
          details { display: block; }
          h2 { break-after: avoid; }
          figure div, figure.ruler, table, pre, .fix { break-inside: avoid; }
          svg, mark { print-color-adjust: exact; -webkit-print-color-adjust: exact; }
        }
        """
}
