/// Where a view's name goes in a frame picture: on its own frame, inside
/// or just outside, at the first spot whose text crosses no border of
/// another frame and covers no name already set; nil when there is none,
/// and the name goes to the legend. Widths come from `TextWidth`.
struct NameSpot {

    /// From one line of a name to the next: room for scripts that reach below the baseline.
    static let lineHeight = TextWidth.fontSize + 4

    let frames: [LabelBox]
    let width: Double
    let height: Double
    private var taken: [LabelBox] = []

    /// `reserved`: a band no name may cover (the title's).
    init(frames: [LabelBox], width: Double, height: Double, reserved: LabelBox) {
        self.frames = frames
        self.width = width
        self.height = height
        taken = [reserved]
    }

    /// The box of `lines` set at the first free spot of frame `index`.
    mutating func place(_ lines: [String], for index: Int) -> LabelBox? {
        let frame = frames[index]
        let textWidth = lines.map(TextWidth.of).max() ?? 0
        let textHeight = Double(lines.count) * Self.lineHeight + 2
        let spots: [(Double, Double)] = [
            (frame.left + 3, frame.top + 2), (frame.left + 3, frame.bottom - textHeight - 1),
            (frame.left, frame.top - textHeight - 1), (frame.left, frame.bottom + 2),
            (frame.right + 3, frame.top + 2), (frame.left - textWidth - 3, frame.top + 2),
        ]
        for (left, top) in spots {
            let box = LabelBox(left: left, top: top, right: left + textWidth, bottom: top + textHeight)
            guard box.left >= 1, box.right <= width - 1, box.top >= 1, box.bottom <= height - 1,
                !taken.contains(where: { $0.overlaps(box) }),
                !frames.enumerated().contains(where: { $0.offset != index && crosses(box, $0.element) })
            else { continue }
            taken.append(box)
            return box
        }
        return nil
    }

    /// Text across a frame's border: over part of it, not wholly inside.
    private func crosses(_ text: LabelBox, _ frame: LabelBox) -> Bool {
        text.overlaps(frame) && !text.isInside(frame)
    }
}
