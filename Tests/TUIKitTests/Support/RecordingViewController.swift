@testable import TUIKit

/// A view controller that records its lifecycle callbacks, by name, into a
/// shared log.
@MainActor
final class RecordingViewController: TUIViewController {
    let name: String
    let log: CallbackLog

    init(_ name: String, log: CallbackLog) {
        self.name = name
        self.log = log
        super.init()
        title = name
    }

    override func loadView() {
        log.entries.append("\(name).loadView")
        super.loadView()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        log.entries.append("\(name).viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.entries.append("\(name).viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.entries.append("\(name).viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.entries.append("\(name).viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.entries.append("\(name).viewDidDisappear")
    }

    override func willMove(toParent parent: TUIViewController?) {
        super.willMove(toParent: parent)
        log.entries.append("\(name).willMove(toParent: \(label(parent)))")
    }

    override func didMove(toParent parent: TUIViewController?) {
        log.entries.append("\(name).didMove(toParent: \(label(parent)))")
        super.didMove(toParent: parent)
    }

    override func viewWillLayoutSubviews() {
        log.entries.append("\(name).viewWillLayoutSubviews")
    }

    override func viewDidLayoutSubviews() {
        log.entries.append("\(name).viewDidLayoutSubviews")
    }

    private func label(_ controller: TUIViewController?) -> String {
        guard let controller else { return "nil" }
        return (controller as? RecordingViewController)?.name ?? "\(type(of: controller))"
    }
}
