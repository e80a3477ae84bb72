/// What a constraint given to the solver stands for.
///
/// The solver and the conflict search know constraints by an integer tag;
/// this is the one place that says which tags mean what, so no other file
/// reads a tag range. Each kind is numbered from zero in a band of its own.
enum ConstraintID: Hashable {
    /// The report's list entry at this index.
    case entry(Int)
    /// The n-th fact the model adds (a size is never negative…).
    case fact(Int)
    /// The n-th assumption the analysis adds (a default layout margin).
    case assumption(Int)
    /// The n-th pull of a layout session toward a likely value.
    case pull(Int)
    /// The n-th probe a layout session makes to see whether a value is determined.
    case probe(Int)

    /// More of one kind than this would reach the next band: reports keep
    /// 10,000 entries, and facts number a few per view.
    private static let band = 1_000_000

    var tag: Int {
        switch self {
        case .entry(let index): index
        case .fact(let number): Self.band + number
        case .assumption(let number): 2 * Self.band + number
        case .pull(let number): 3 * Self.band + number
        case .probe(let number): 4 * Self.band + number
        }
    }

    init(tag: Int) {
        let (band, number) = tag.quotientAndRemainder(dividingBy: Self.band)
        switch band {
        case 0: self = .entry(number)
        case 1: self = .fact(number)
        case 2: self = .assumption(number)
        case 3: self = .pull(number)
        default: self = .probe(tag - 4 * Self.band)
        }
    }

    /// The entry's index, for a constraint of the report's list.
    var entryIndex: Int? {
        if case .entry(let index) = self { return index }
        return nil
    }

    /// A fact or an assumption: it holds throughout a conflict search, and
    /// takes part in a conflict's proof, never in the conflict.
    var isBackground: Bool {
        switch self {
        case .fact, .assumption: true
        case .entry, .pull, .probe: false
        }
    }
}
