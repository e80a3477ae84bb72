import Explainer

/// `wtflayout --help`.
enum HelpText {
    static let version = "wtflayout 0.4.0 (catalogue of Apple's views: version \(OriginCatalogue.version))"

    static let usage = """
        wtflayout — explain Auto Layout's "Unable to simultaneously satisfy constraints" logs

        Usage: wtflayout [options] [FILE ...]
               wtflayout lldb-script                   print the LLDB script (the `wtf` command)
               wtflayout setup lldb [--xcode] [--remove]
                                                       load it from ~/.lldbinit (or ~/.lldbinit-Xcode)

        Reads console text (files, or standard input when no file or "-" is given),
        finds every constraint-conflict report in it, and tells you which
        constraints really contradict each other, with the arithmetic, and which
        one to change.

        Options:
          --json               print the analysis as JSON (schema version 1, see docs/json-schema.md)
          --brief              one line per distinct conflict (its view and the fix), then the summary
          --markdown           print a Markdown report to paste into a GitHub or GitLab issue
          --html               a self-contained HTML report for a bug ticket; on a terminal it is written
                               to <input name>.html (wtflayout-report.html for stdin), else to stdout
          --format NAME        text, brief, json, markdown, html, or github: a GitHub Actions
                               annotation per distinct conflict (the app's are errors, at the file and
                               line when the log names them; Apple's are warnings), and the Markdown
                               report added to $GITHUB_STEP_SUMMARY. Chosen by itself inside a GitHub
                               Actions job (GITHUB_ACTIONS=true) when stdout is a pipe
          --junit FILE         also write JUnit XML (Jenkins, GitLab, Bitrise): a test case per distinct
                               conflict; the app's fail, Apple's are skipped with the reason
          -o, --output PATH    write the output to PATH (never to one of the inputs)
          -f, --follow         read a live stream on standard input, or a growing file named, and
                               explain each report as soon as it is complete (with --json: one JSON
                               object per line); repeats print one short line. A file is read from its
                               start and followed like tail -F, through truncation and rotation.
                               Ctrl-C (or the end of standard input) prints the summary
          --tee                pass the input to standard output unchanged, as it arrives, and write
                               the analysis to standard error (or to -o PATH), so a formatter piped
                               after wtflayout loses nothing
          --fail-on WHAT       exit with status 1 (for CI) when a conflict is found that is:
                                 app  the app's: its constraints take part (Apple's own and passing
                                      first-layout conflicts do not count); the default meaning
                                 any  any conflict, Apple's included
                                 new  the app's, and not in the --baseline
          --fail-on-conflict   the same as --fail-on app
          --ignore-system      leave out reports whose conflict lies wholly inside Apple's views
          --baseline FILE      the conflicts you already know: the others are marked new
          --write-baseline FILE
                               write the conflicts found to FILE, as a baseline for later runs
          --color WHEN         colour the text output: auto (on a terminal, unless NO_COLOR is set or
                               FORCE_COLOR asks for it anyway), always, never
          --no-color           the same as --color never
          -h, --help           show this help
          --version            show the version

        Examples:
          pbpaste | wtflayout
          wtflayout crash.log
          wtflayout --json build/test-output.log > conflicts.json
          wtflayout --markdown crash.log -o conflict.md
          wtflayout crash.log --html
          wtflayout --fail-on app ui-tests.log
          xcodebuild test -scheme App | wtflayout --tee --markdown -o conflicts.md | xcbeautify
          wtflayout --format github --junit conflicts.xml --fail-on app test.log
          wtflayout --write-baseline known.json ui-tests.log; wtflayout --baseline known.json --fail-on new next.log
          xcrun simctl spawn booted log stream --level debug --predicate 'category == "LayoutConstraints"' | wtflayout --follow

        Options that take a value also take it as --option=value.

        Exit status: 0 after a successful analysis, 1 with --fail-on when such a
        conflict was found, 2 for a usage error, an input that cannot be read, or
        reports of which not one could be read (all redacted or unreadable).
        """
}
