import UIKit

final class TrailViewController: UIViewController {
    private let spinner = UIActivityIndicatorView()

    override func viewDidLoad() {
        super.viewDidLoad()
        let card = MapCardView(frame: CGRect(x: 0, y: 0, width: 240, height: 120))
        view.addSubview(card)

        let banner = SummaryBannerView(frame: view.bounds)
        banner.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(banner)
        banner.heightAnchor.constraint(equalToConstant: 60).isActive = true
        view.addSubview(spinner)
    }
}
