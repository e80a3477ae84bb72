import UIKit

final class SummaryBannerView: UIView {
    let distanceLabel = UILabel()
}
