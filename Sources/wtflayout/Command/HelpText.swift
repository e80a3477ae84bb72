import LayoutAnalysis

/// `wtflayout --help`.
enum HelpText {
    static let versionNumber = "0.4.0"
    static let version = "wtflayout \(versionNumber) (catalogue of Apple's views: version \(OriginCatalogue.version))"

    /// The options' lines come from the option table, the subcommands' from theirs.
    static let usage = usage(formats: .standard)

    /// The help with `--format` naming `formats`.
    static func usage(formats: FormatCatalogue) -> String {
        """
        wtflayout — explain Auto Layout's "Unable to simultaneously satisfy constraints" logs

        Usage: wtflayout [options] [FILE | Tests.xcresult | DIAGNOSTICS-FOLDER ...]
               wtflayout SUBCOMMAND ...   (wtflayout help SUBCOMMAND tells of its own options)

        Subcommands:
        \(SubcommandHelp.list)

        Reads console text (files, or standard input when no file or "-" is given),
        finds every constraint-conflict report in it, and tells you which
        constraints really contradict each other, with the arithmetic, and which
        one to change. A test run's result bundle is read through Xcode's
        xcresulttool; a folder of its exported diagnostics is read anywhere,
        each report named with the test that printed it.

        Options:
        \(CommandOptions.helpBlock(formats))

        Examples:
          pbpaste | wtflayout
          wtflayout crash.log
          wtflayout --json build/test-output.log > conflicts.json
          wtflayout --markdown crash.log -o conflict.md
          wtflayout crash.log --html
          wtflayout --fail-on app ui-tests.log
          wtflayout --fail-on any --ignore-known ui-tests.log
          xcodebuild test -scheme App | wtflayout --tee --markdown -o conflicts.md | xcbeautify
          wtflayout --format github --junit conflicts.xml --fail-on app test.log
          wtflayout --write-baseline known.json ui-tests.log; wtflayout --baseline known.json --fail-on new next.log
          wtflayout Tests.xcresult --junit conflicts.xml
          wtflayout capture --launch com.example.App
          xcrun simctl spawn booted log stream --level debug --predicate 'category == "LayoutConstraints"' | wtflayout --follow

        Options that take a value also take it as --option=value.

        Exit status: 0 after a successful analysis, 1 with --fail-on when such a
        conflict was found, 2 for a usage error, an input that cannot be read, or
        reports of which not one could be read (all redacted or unreadable).
        """
    }
}
