/// Byte strings the parser looks for, built once: making them on each use
/// allocated an array per call on the hottest paths.
enum Literals {
    static let hexPrefix = Array(ascii: "0x")
    static let horizontalMask = Array(ascii: "h=")
    static let verticalMask = Array(ascii: " v=")
    static let hugging = Array(ascii: " Hug:")
    static let compressionResistance = Array(ascii: "CompressionResistance:")
    static let active = Array(ascii: "active")
    static let inactive = Array(ascii: "inactive")
    static let names = Array(ascii: "names:")
    static let oldNames = Array(ascii: "Names:")
    static let strikethrough = Array(ascii: "~~")
    static let bold = Array(ascii: "**")
    static let constraint = Array(ascii: "Constraint")
    static let arrayDescription = Array(ascii: "<__NS")
    static let tildeFence = Array(ascii: "~~~")
    /// `==`, `>=`, `<=`, in the order they are tried.
    static let relations: [(bytes: [UInt8], relation: Relation)] =
        [Relation.equal, .greaterThanOrEqual, .lessThanOrEqual].map { (Array($0.rawValue.utf8), $0) }
    /// `NSSpace(`, `NSLayoutAnchorConstraintSpace(`.
    static let systemSpacings: [(name: String, opening: [UInt8])] =
        ["NSSpace", "NSLayoutAnchorConstraintSpace"].map { ($0, Array("\($0)(".utf8)) }
    static let directions: [(bytes: [UInt8], direction: LayoutDirection)] =
        [LayoutDirection.leftToRight, .rightToLeft].map { (Array("(\($0.rawValue))".utf8), $0) }
    /// ` priority:250`, ` ^high`, ` @750`: priority suffixes, most specific first.
    static let prioritySuffixes: [(marker: String, bytes: [UInt8])] =
        [" priority:", " ^", " @"].map { ($0, Array($0.utf8)) }
}
