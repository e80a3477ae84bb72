/// Why the command stopped short of what was asked, in one line, and the
/// exit status it ends with. A usage mistake, an input or output it
/// cannot use, a setup it cannot make: each is this one type, so the
/// command ends alike whichever step stopped it.
struct CommandFailure: Error, Equatable {
    let message: String
    /// 2: the command could not do what was asked (1 is kept for "conflicts were found", `--fail-on`).
    var status: Int32 = 2
}

extension CommandFailure {
    /// `cannot read PATH: REASON`.
    init(path: String, reason: String) {
        self.init(message: "cannot read \(path): \(reason)")
    }
}
