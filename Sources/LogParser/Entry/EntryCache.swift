/// Remembers the entries parsed lately, by their exact bytes. A long log
/// repeats the same reports over and over (each layout pass of the same views
/// logs the same constraints at the same addresses); parsing is a pure
/// function of the bytes, so a repeat costs a lookup instead of a parse.
struct EntryCache {
    /// Entries kept before the cache starts afresh: a couple of thousand
    /// distinct constraints; with `longestCachedEntry`, under 10 MB whatever the input.
    static let capacity = 2_048
    /// Longer entries are parsed every time: real ones are a few hundred bytes.
    static let longestCachedEntry = 1_024

    /// A class: the cache and the caller share one parse, and storing or
    /// handing it out costs a retain, not a copy of every string in it.
    final class Parsed {
        let text: String
        let result: Result<ConstraintEntry, EntryParseError>
        /// The names the body uses that its `names:` does not bind, as quoted
        /// in notes (`?` for a nameless item).
        let unboundNames: [String]

        init(text: String, result: Result<ConstraintEntry, EntryParseError>, unboundNames: [String]) {
            self.text = text
            self.result = result
            self.unboundNames = unboundNames
        }
    }

    private var entries: [HashedBytes: Parsed] = [:]

    mutating func parse(_ bytes: [UInt8]) -> Parsed {
        guard bytes.count <= Self.longestCachedEntry else { return Self.parseAfresh(bytes) }
        // The bytes are hashed once: the lookup and the insertion of a new
        // entry (most entries are new) reuse the hash the key carries.
        let key = HashedBytes(bytes)
        if let known = entries[key] { return known }
        let parsed = Self.parseAfresh(bytes)
        if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
        entries[key] = parsed
        return parsed
    }

    private static func parseAfresh(_ bytes: [UInt8]) -> Parsed {
        var unboundNames: [String] = []
        let result = EntryParser.parse(bytes: bytes, unboundNames: &unboundNames)
        return Parsed(text: String(decoding: bytes, as: UTF8.self), result: result, unboundNames: unboundNames)
    }
}
