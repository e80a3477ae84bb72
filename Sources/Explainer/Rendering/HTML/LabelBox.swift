/// A rectangle of a picture, in its units: where a label's text goes, or a
/// frame it must not cross.
struct LabelBox {
    let left: Double
    let top: Double
    let right: Double
    let bottom: Double

    /// Sharing more than half a unit each way.
    func overlaps(_ other: LabelBox) -> Bool {
        min(right, other.right) - max(left, other.left) > 0.5 && min(bottom, other.bottom) - max(top, other.top) > 0.5
    }

    /// Wholly inside `other`, clear of its border.
    func isInside(_ other: LabelBox) -> Bool {
        left >= other.left + 1 && right <= other.right - 1 && top >= other.top + 1 && bottom <= other.bottom - 1
    }
}
