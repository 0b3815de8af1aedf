import GraftTerminal
import Testing

@testable import TUIKit

@MainActor
@Suite("Trait overrides")
struct TraitOverrideTests {
    final class Watcher: TUIView {
        var changeCount = 0
        override func traitCollectionDidChange(_ previousTraitCollection: TUITraitCollection?) {
            changeCount += 1
        }
    }

    @Test func specifiedOverridesWinAndTheRestIsInherited() {
        let window = TUIWindow(frame: Rect(x: 0, y: 0, width: 100, height: 30))
        let panel = TUIView()
        let child = Watcher()
        window.addSubview(panel)
        panel.addSubview(child)
        let changesBefore = child.changeCount

        panel.traitOverrides.horizontalSizeClass = .compact
        panel.traitOverrides.preferredContentSizeCategory = .extraLarge

        #expect(child.traitCollection.horizontalSizeClass == .compact)
        #expect(child.traitCollection.preferredContentSizeCategory == .extraLarge)
        #expect(child.traitCollection.verticalSizeClass == .regular)
        #expect(window.traitCollection.horizontalSizeClass == .regular)
        #expect(child.changeCount == changesBefore + 2)
    }

    @Test func overrideUserInterfaceStyleBeatsTheOverriddenAppearance() {
        let view = TUIView()
        view.traitOverrides.userInterfaceStyle = .light
        #expect(view.traitCollection.userInterfaceStyle == .light)
        view.overrideUserInterfaceStyle = .dark
        #expect(view.traitCollection.userInterfaceStyle == .dark)
        view.overrideUserInterfaceStyle = .unspecified
        #expect(view.traitCollection.userInterfaceStyle == .light)
    }

    @Test func clearingAnOverrideGoesBackToTheInheritedTrait() {
        let window = TUIWindow(frame: Rect(x: 0, y: 0, width: 100, height: 30))
        let view = TUIView()
        window.addSubview(view)
        view.traitOverrides.horizontalSizeClass = .compact
        view.traitOverrides = TUITraitCollection()
        #expect(view.traitCollection.horizontalSizeClass == .regular)
    }
}
