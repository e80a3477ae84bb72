import UIKit

final class PlayerViewController: UIViewController {
    let playerBar = PlayerBarView()
    let callControls = CallControlsView()

    override func viewDidLoad() {
        super.viewDidLoad()
        playerBar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(playerBar)
        playerBar.widthAnchor.constraint(equalToConstant: 240).isActive = true
        playerBar.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
        callControls.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(callControls)
        callControls.widthAnchor.constraint(equalToConstant: 160).isActive = true
    }
}
