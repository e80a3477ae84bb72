import AppKit

final class PreferencesIconView: NSView {
    let icon = NSImageView()

    override init(frame frameRect: NSRect) {
        super.init(frame: frameRect)
        icon.autoresizingMask = [.width, .height]
        icon.frame = bounds
        addSubview(icon)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
