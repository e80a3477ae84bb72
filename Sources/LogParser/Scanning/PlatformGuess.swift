/// Which framework printed a report, from the best evidence it holds: the
/// log category on its first line, its header's wording, and when nothing
/// but the constraints is left, the views' classes and the system
/// identifiers (`UIView`, `'UISV-hiding'` are UIKit's; `NSView`,
/// `'NSWindow-current-width'` AppKit's).
enum PlatformGuess {
    static func fromClassNames(_ constraints: [ConstraintEntry]) -> Platform {
        var uiKit = 0
        var appKit = 0
        for constraint in constraints {
            if let identifier = constraint.identifier {
                if identifier.hasPrefix("UI") || identifier.hasPrefix("_UI") { uiKit += 1 }
                if identifier.hasPrefix("NS") { appKit += 1 }
            }
            for anchor in constraint.equation.anchors {
                guard let name = anchor.item.className else { continue }
                let bare = name.split(separator: ".").last.map(String.init) ?? name
                let trimmed = bare.drop { $0 == "_" }
                if trimmed.hasPrefix("UI") { uiKit += 1 }
                if trimmed.hasPrefix("NS") { appKit += 1 }
            }
        }
        if uiKit > 0 && appKit == 0 { return .uiKit }
        if appKit > 0 && uiKit == 0 { return .appKit }
        return .unknown
    }

    /// The log category names the framework outright; the header's last
    /// character (`.` UIKit, `:` AppKit) is next best, except in the unified
    /// log, where UIKit's redacted header ends with `:` too.
    static func platform(of draft: ReportDraft) -> Platform {
        if let header = draft.report.lines.first?.text, let named = platformNamed(inFirstLine: header) { return named }
        for evidence in [draft.headerPlatform, draft.trailerPlatform] where evidence != .unknown { return evidence }
        if draft.sawPreamble { return .uiKit }
        let entries = draft.report.entries + (draft.report.recovery.map { [$0] } ?? [])
        return PlatformGuess.fromClassNames(entries.compactMap(\.constraint))
    }

    /// The platform a report's first line names by its log category or subsystem.
    static func platformNamed(inFirstLine line: String) -> Platform? {
        if contains(line, "LayoutConstraints]") || contains(line, "com.apple.UIKit") { return .uiKit }
        if contains(line, "[Layout]") || contains(line, "com.apple.AppKit") { return .appKit }
        return nil
    }

    /// `text.contains(phrase)` for an ASCII phrase. Searching ASCII text's bytes
    /// gives the same answer and is much faster than comparing `Character`s;
    /// other text keeps `String.contains`, whose canonical equivalence bytes
    /// cannot reproduce (a Kelvin sign equals `K`).
    static func contains(_ text: String, _ phrase: StaticString) -> Bool {
        let found = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            return phrase.withUTF8Buffer { needle in
                guard needle.count <= bytes.count else { return false }
                for start in 0...(bytes.count - needle.count)
                where bytes[start] == needle[0] && bytes[start..<(start + needle.count)].elementsEqual(needle) {
                    return true
                }
                return false
            }
        }
        if let found, let answer = found { return answer }
        return text.contains(String(describing: phrase))
    }
}
