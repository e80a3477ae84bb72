import SnapKit
import UIKit

/// The boarding pass before the redesign, kept for the widget extension:
/// the same name in another folder, so a log's `@BoardingPassView.swift#16`
/// may be either file.
final class LegacyBoardingPassView: UIView {
    private let gateLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(gateLabel)

        gateLabel.snp.makeConstraints { make in
            make.centerY.equalToSuperview()
            make.width.equalTo(120)
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
