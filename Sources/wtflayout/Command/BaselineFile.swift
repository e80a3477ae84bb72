import Explainer
import Foundation
import Rendering

/// A baseline: the fingerprints of the conflicts a team already knows, as
/// JSON, each with where it was seen and what it is, for a reader.
///
///     {"wtflayoutBaseline": 1, "conflicts": [{"fingerprint": "c1-…", "seenAt": "ui.log:12", "about": "…"}]}
enum BaselineFile {
    static let version = 1

    static func read(_ path: String) throws(CommandFailure) -> Set<String> {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandFailure(message: "\(path): cannot read the baseline (no such file, or not readable)")
        }
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            root["wtflayoutBaseline"] as? Int == version, let conflicts = root["conflicts"] as? [[String: Any]]
        else {
            throw CommandFailure(message: "\(path): not a wtflayout baseline (write one with --write-baseline)")
        }
        return Set(conflicts.compactMap { $0["fingerprint"] as? String })
    }

    /// The document for the conflicts of `reports`, each fingerprint once, in the order first seen.
    static func document(for reports: [ReportFacts]) -> String {
        var seen = Set<String>()
        var entries: [JSONValue] = []
        for facts in reports {
            for fingerprint in facts.fingerprints where seen.insert(fingerprint).inserted {
                entries.append(
                    .object([
                        ("fingerprint", .string(fingerprint)), ("seenAt", .string(facts.location)), ("about", .string(facts.oneLine)),
                    ]))
            }
        }
        return JSONValue.object([("wtflayoutBaseline", .integer(version)), ("conflicts", .array(entries))]).serialized(indent: "  ")
            + "\n"
    }
}
