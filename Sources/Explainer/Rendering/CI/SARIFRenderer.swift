import Explainer
import LogParser

/// `--format sarif`: SARIF 2.1.0, the format code scanning reads (GitHub,
/// GitLab, Azure DevOps). A result per distinct conflict, at the line of
/// code that made the constraint to change when it is known, else at the
/// log's line; a rule per rule of advice, the one that chose the change;
/// the conflict's fingerprint as the result's, so the same conflict on the
/// next run is the same alert.
package struct SARIFRenderer: EndOnlyFormat {
    /// `wtflayout 0.4.0 …`'s version number, for the tool's driver.
    let toolVersion: String
    /// `--fail-on`: the app's conflicts fail the run, so they are errors (else warnings).
    let appConflictsFail: Bool

    /// The folder relative paths start from, declared as the run's
    /// `SRCROOT` (`originalUriBaseIds`); nil declares none.
    let workingDirectory: String?

    package init(toolVersion: String, appConflictsFail: Bool, workingDirectory: String? = nil) {
        self.toolVersion = toolVersion
        self.appConflictsFail = appConflictsFail
        self.workingDirectory = workingDirectory
    }

    /// The name relative paths are resolved under: the log's and the source's paths, both from the working folder.
    static let baseID = "SRCROOT"

    static let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    /// The key of the results' fingerprints: its version changes when the fingerprint's recipe does.
    static let fingerprintKey = "wtflayoutConflict/v1"
    static let informationURI = "https://github.com/wtflayout/wtflayout"
    static let rulesURI = informationURI + "/blob/main/docs/how-it-judges.md"

    package func closing(_ groups: [ReportFacts.Group], diagnostics: [Diagnostic]) -> String {
        let driver: JSONValue = .object([
            ("name", .string("wtflayout")), ("version", .string(toolVersion)), ("informationUri", .string(Self.informationURI)),
            ("rules", .array(ConflictFacts.rules.map(Self.rule))),
        ])
        var run: [(String, JSONValue)] = [
            ("tool", .object([("driver", driver)])),
            ("results", .array(results(groups))),
            ("columnKind", .string("unicodeCodePoints")),
        ]
        if let workingDirectory {
            let folder = Self.uriReference(workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/")
            run.append(("originalUriBaseIds", .object([(Self.baseID, .object([("uri", .string(folder))]))])))
        }
        let log: JSONValue = .object([("$schema", .string(Self.schema)), ("version", .string("2.1.0")), ("runs", .array([.object(run)]))])
        return log.serialized(indent: "  ") + "\n"
    }

    /// A rule of advice as a reporting descriptor: its summary is its help.
    private static func rule(_ rule: (name: String, summary: String)) -> JSONValue {
        .object([
            ("id", .string(rule.name)),
            ("name", .string(rule.name.split(separator: "-").map(\.capitalized).joined())),
            ("shortDescription", .object([("text", .string(rule.summary))])),
            ("help", .object([("text", .string(rule.summary))])),
            ("helpUri", .string(rulesURI)),
        ])
    }

    /// One result per distinct conflict, in order of first appearance.
    private func results(_ groups: [ReportFacts.Group]) -> [JSONValue] {
        let ruleIndex = Dictionary(uniqueKeysWithValues: ConflictFacts.rules.enumerated().map { ($1.name, $0) })
        return DistinctConflict.all(in: groups).map { distinct in
            let (conflict, facts) = (distinct.conflict, distinct.report)
            // A file name the log prints (SnapKit's) is no path code scanning opens: the log's own line is.
            let place = conflict.foundLocation ?? CodeLocation(path: facts.source, line: facts.startLine)
            var properties: [(String, JSONValue)] = [
                ("owner", .string(conflict.owner.rawValue)), ("occurrences", .integer(distinct.occurrences)),
                ("log", .string(facts.location)),
            ]
            if let test = facts.testCase { properties.append(("testCase", .string(test))) }
            return .object([
                ("ruleId", .string(conflict.rule)), ("ruleIndex", ruleIndex[conflict.rule].map(JSONValue.integer) ?? .null),
                ("level", .string(level(conflict))),
                ("message", .object([("text", .string(Self.message(conflict, in: facts)))])),
                ("locations", .array([location(place)])),
                ("partialFingerprints", .object([(Self.fingerprintKey, .string(conflict.fingerprint))])),
                ("properties", .object(properties)),
            ])
        }
    }

    /// The app's conflicts warn, or fail with `--fail-on` (but those a
    /// baseline knows); Apple's and passing first layouts' are notes.
    private func level(_ conflict: ConflictFacts) -> String {
        switch conflict.owner {
        case .app: appConflictsFail && conflict.isNew != false ? "error" : "warning"
        case .apple, .harmless, .none: "note"
        }
    }

    /// What code scanning shows: the conflict, why, and the fix.
    private static func message(_ conflict: ConflictFacts, in facts: ReportFacts) -> String {
        var first = "Auto Layout \(conflict.heading): \(conflict.shortFix) (logged at \(facts.location))"
        if let test = facts.testCase { first += "; printed while the test \(test) ran" }
        return ([first + "."] + conflict.constraints.map { "  " + $0 } + ["Why: " + conflict.why, "Fix: " + conflict.fix])
            .joined(separator: "\n")
    }

    /// A relative path is resolved under the working folder, when the run declares it.
    private func location(_ place: CodeLocation) -> JSONValue {
        var artifact: [(String, JSONValue)] = [("uri", .string(Self.uriReference(place.path)))]
        if workingDirectory != nil, !place.path.hasPrefix("/") { artifact.append(("uriBaseId", .string(Self.baseID))) }
        return .object([
            (
                "physicalLocation",
                .object([
                    ("artifactLocation", .object(artifact)),
                    ("region", .object([("startLine", .integer(max(1, place.line)))])),
                ])
            )
        ])
    }

    /// A path as a URI reference (RFC 3986): relative to the repository
    /// when it is relative, `file://` when absolute; bytes outside a path's
    /// characters percent-encoded.
    static func uriReference(_ path: String) -> String {
        let unreserved = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/".utf8)
        var encoded = ""
        for byte in path.utf8 {
            if unreserved.contains(byte) {
                encoded.append(Character(UnicodeScalar(byte)))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }
}
