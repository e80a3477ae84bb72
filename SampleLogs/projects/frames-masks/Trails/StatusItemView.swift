import AppKit

final class StatusItemView: NSView {
    let icon = NSImageView()
    let countField = NSTextField(labelWithString: "0")

    override init(frame frameRect: NSRect) {
        super.init(frame: frameRect)
        countField.translatesAutoresizingMaskIntoConstraints = false
        addSubview(icon)
        addSubview(countField)
        NSLayoutConstraint.activate([
            icon.widthAnchor.constraint(equalToConstant: 18),
            countField.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 4),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
