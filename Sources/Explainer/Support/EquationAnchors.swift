import LogParser

extension Equation {
    /// Calls `body` on `anchors`, in the same order, without building the
    /// array (the analysis walks every entry's anchors several times).
    @inline(__always)
    func forEachAnchor(_ body: (Anchor) throws -> Void) rethrows {
        try lhs.forEachAnchor(body)
        try rhs?.forEachAnchor(body)
    }
}

extension Operand {
    func forEachAnchor(_ body: (Anchor) throws -> Void) rethrows {
        switch self {
        case .anchor(let anchor):
            try body(anchor)
        case .difference(let minuend, let subtrahend):
            try body(minuend)
            try body(subtrahend)
        }
    }
}
