extension String {
    /// The text with its first letter upper-cased, to start a sentence with
    /// a phrase built to stand inside one.
    var sentenceCased: String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }
}
