/// A value's fields in one shared, immutable box: a copy of the value is a
/// retain, not a copy of every string in it. A change makes a new box (rare:
/// the parser's, a test's). Equal when the boxes are the same or their
/// fields are equal; hashed by the fields.
struct SharedFields<Fields: Hashable & Sendable>: Hashable, Sendable {
    private final class Box: Sendable {
        let fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var box: Box

    init(_ fields: Fields) { box = Box(fields) }

    var value: Fields {
        _read { yield box.fields }
    }

    mutating func change(_ body: (inout Fields) -> Void) {
        var fields = box.fields
        body(&fields)
        box = Box(fields)
    }

    static func == (lhs: SharedFields, rhs: SharedFields) -> Bool {
        lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
    }

    func hash(into hasher: inout Hasher) { box.fields.hash(into: &hasher) }
}
