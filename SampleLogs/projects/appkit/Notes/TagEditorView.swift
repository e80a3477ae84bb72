import AppKit

/// The sheet that renames a tag: a field as wide as the inspector's.
final class TagEditorView: NSView {
    private let tagField = NSTextField()

    override init(frame: NSRect) {
        super.init(frame: frame)
        tagField.translatesAutoresizingMaskIntoConstraints = false
        addSubview(tagField)
        NSLayoutConstraint.activate([
            tagField.centerXAnchor.constraint(equalTo: centerXAnchor),
            tagField.widthAnchor.constraint(equalToConstant: 260),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
