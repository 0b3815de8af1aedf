import Testing

@testable import TUIKit

@MainActor
@Suite("Containment")
struct ContainmentTests {
    private let window = makeWindow()

    private func visibleParent(_ log: CallbackLog) -> RecordingViewController {
        let parent = RecordingViewController("P", log: log)
        window.rootViewController = parent
        log.entries.removeAll()
        return parent
    }

    @Test func addingAChildToAVisibleParentFollowsUIKitsOrder() {
        let log = CallbackLog()
        let parent = visibleParent(log)
        let child = RecordingViewController("C", log: log)
        parent.addChild(child)
        #expect(child.isMovingToParent)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(!child.isMovingToParent)
        #expect(
            log.entries == [
                "C.willMove(toParent: P)", "C.loadView", "C.viewDidLoad",
                "C.viewWillAppear", "C.didMove(toParent: P)", "C.viewDidAppear",
            ])
        #expect(parent.children.count == 1)
        #expect(child.parent === parent)
    }

    @Test func removingAChildFollowsUIKitsOrder() {
        let log = CallbackLog()
        let parent = visibleParent(log)
        let child = RecordingViewController("C", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        log.entries.removeAll()
        child.willMove(toParent: nil)
        #expect(child.isMovingFromParent)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(
            log.entries == [
                "C.willMove(toParent: nil)", "C.viewWillDisappear", "C.viewDidDisappear",
                "C.didMove(toParent: nil)",
            ])
        #expect(parent.children.isEmpty)
        #expect(child.parent == nil)
    }

    @Test func parentForwardsAppearanceToChildrenInItsViewHierarchy() {
        let log = CallbackLog()
        let parent = RecordingViewController("P", log: log)
        let shown = RecordingViewController("C", log: log)
        let hidden = RecordingViewController("H", log: log)
        for child in [shown, hidden] {
            parent.addChild(child)
            child.didMove(toParent: parent)
        }
        parent.view.addSubview(shown.view)
        log.entries.removeAll()
        let window = makeWindow()
        window.rootViewController = parent
        #expect(log.entries == ["P.viewWillAppear", "C.viewWillAppear", "P.viewDidAppear", "C.viewDidAppear"])
        log.entries.removeAll()
        window.rootViewController = nil
        #expect(log.entries == ["P.viewWillDisappear", "C.viewWillDisappear", "P.viewDidDisappear", "C.viewDidDisappear"])
    }
}

@Suite("Containment errors")
struct ContainmentErrorTests {
    @Test func addingAControllerToItsOwnChildTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let parent = TUIViewController()
                let child = TUIViewController()
                parent.addChild(child)
                child.addChild(parent)
            }
        }
    }
}
