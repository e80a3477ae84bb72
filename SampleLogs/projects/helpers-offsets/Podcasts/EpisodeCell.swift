import SnapKit
import UIKit

final class EpisodeCell: UITableViewCell {
    private enum Layout {
        static let inset: CGFloat = 14
        static let coverSide: CGFloat = 72
    }

    let cover = UIImageView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(cover)
        cover.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(Layout.inset)
            make.bottom.equalToSuperview().inset(Layout.inset)
            make.leading.equalToSuperview().offset(16)
            make.height.equalTo(Layout.coverSide)
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
