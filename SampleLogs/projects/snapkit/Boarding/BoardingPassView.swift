import SnapKit
import UIKit

/// A boarding pass: gate and seat side by side, the barcode below.
final class BoardingPassView: UIView {
    private let gateLabel = UILabel()
    private let seatLabel = UILabel()
    private let barcode = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        [gateLabel, seatLabel, barcode].forEach(addSubview)

        gateLabel.snp.makeConstraints { make in
            make.top.leading.equalToSuperview().offset(16)
            make.width.equalTo(120)
        }
        seatLabel.snp.makeConstraints { make in
            make.top.equalTo(gateLabel)
            make.leading.equalTo(gateLabel.snp.trailing).offset(12)
            make.trailing.equalToSuperview().inset(16)
            make.width.equalTo(gateLabel)
        }
        barcode.snp.makeConstraints {
            $0.top.equalTo(gateLabel.snp.bottom).offset(12)
            $0.leading.trailing.equalToSuperview().inset(16)
            $0.height.equalTo(barcode.snp.width).multipliedBy(0.25)
            $0.bottom.equalToSuperview().inset(16).priority(.high)
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
