import GraftTerminal
import Testing

@testable import GraftHosting
@testable import TUIKit

/// A row that shows a second line while its cell is selected.
private struct GrowingRow: View {
    let title: String
    @Environment(\.cellConfigurationState) private var state

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(title)
            if state?.isSelected == true { Text("details") }
        }
    }
}

/// A hosted cell tells Auto Layout of a new intrinsic size only when its
/// content's height changed; these cases change the height through the
/// state and through the content, so a skipped invalidation shows as a
/// stale frame.
@MainActor
@Suite("Hosted cell sizing")
struct HostedCellSizingTests {
    private func configuration(_ title: String) -> TUIHostingConfiguration<GrowingRow, EmptyView> {
        TUIHostingConfiguration { GrowingRow(title: title) }
    }

    /// The content view pinned to the window's top and sides, its height its intrinsic one.
    private func pinned(_ view: any TUIView & TUIContentView) -> (TUIApplication, TUIWindow, HeadlessSurface) {
        let (app, window, surface) = makeApp(width: 20, height: 6)
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        TUILayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: window.topAnchor),
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        ])
        display(app)
        return (app, window, surface)
    }

    @Test func aStateThatChangesTheHeightResizesTheCellAndOneThatKeepsItDoesNot() {
        let view = configuration("Lamp").makeContentView()
        let (app, window, surface) = pinned(view)
        #expect(view.frame.height == 1)

        var selected = TUICellConfigurationState(traitCollection: window.traitCollection)
        selected.isSelected = true
        view.configuration = configuration("Lamp").updated(for: selected)
        display(app)
        #expect(view.frame.height == 2, "the selected row shows its details")
        #expect(lines(surface).prefix(2) == [" Lamp", " details"])

        var focused = selected
        focused.isFocused = true
        view.configuration = configuration("Lamp").updated(for: focused)
        display(app)
        #expect(view.frame.height == 2, "focus keeps the height")

        view.configuration = configuration("Desk").updated(for: TUICellConfigurationState(traitCollection: window.traitCollection))
        display(app)
        #expect(view.frame.height == 1, "new content, deselected: one line again")
        #expect(lines(surface).first == " Desk")
    }
}
