import AppKit

/// The inspector beside a note: its title and the field for tags.
final class InspectorPane: NSView {
    private let titleField = NSTextField(labelWithString: "Inspector")
    private let tagField = NSTextField()

    override init(frame: NSRect) {
        super.init(frame: frame)
        for view in [titleField, tagField] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        NSLayoutConstraint.activate([
            titleField.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
            titleField.topAnchor.constraint(equalTo: topAnchor, constant: 20),
            tagField.leadingAnchor.constraint(equalTo: titleField.leadingAnchor),
            tagField.topAnchor.constraint(equalTo: titleField.bottomAnchor, constant: 8),
            tagField.widthAnchor.constraint(equalToConstant: 260),
            trailingAnchor.constraint(greaterThanOrEqualTo: tagField.trailingAnchor, constant: 20),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
