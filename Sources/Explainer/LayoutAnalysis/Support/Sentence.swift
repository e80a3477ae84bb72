extension String {
    /// The text with its first letter upper-cased, to start a sentence with
    /// a phrase built to stand inside one.
    package var sentenceCased: String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }
}

extension Array where Element == String {
    /// `A`, `A and B`, `A, B and C`.
    package var spokenList: String {
        switch count {
        case 0: ""
        case 1: self[0]
        default: dropLast().joined(separator: ", ") + " and " + self[count - 1]
        }
    }
}
