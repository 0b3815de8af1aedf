import Testing

@testable import TUIKit

/// A whole screen built the way a UIKit developer would build it: Auto Layout
/// against the window's margins, stacks of labels, a row of buttons.
@MainActor
@Suite("Screens")
struct ScreenTests {
    private func makeLabel(_ text: String, font: TUIFont = .systemFont(ofSize: TUIFont.labelFontSize)) -> TUILabel {
        let label = TUILabel()
        label.text = text
        label.font = font
        return label
    }

    private func buildSettingsScreen(in window: TUIWindow) -> (rows: TUIStackView, save: TUIButton) {
        let content = TUIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        content.backgroundColor = .blue
        window.addSubview(content)

        let title = makeLabel("Settings", font: .preferredFont(forTextStyle: .headline))
        title.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(title)

        let rows = TUIStackView(
            arrangedSubviews: [("Name", "Ada"), ("Theme", "Dark"), ("Lines", "80")].map { name, value in
                let row = TUIStackView(arrangedSubviews: [makeLabel(name), makeLabel(value)])
                row.spacing = 2
                row.arrangedSubviews[0].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
                return row
            })
        rows.axis = .vertical
        rows.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(rows)

        let save = TUIButton(primaryAction: TUIAction(title: "Save") { _ in })
        let cancel = TUIButton(primaryAction: TUIAction(title: "Cancel") { _ in })
        let buttons = TUIStackView(arrangedSubviews: [cancel, save])
        buttons.spacing = 1
        buttons.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(buttons)

        let margins = content.layoutMarginsGuide
        TUILayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            content.topAnchor.constraint(equalTo: window.topAnchor),
            content.bottomAnchor.constraint(equalTo: window.bottomAnchor),
            title.centerXAnchor.constraint(equalTo: content.centerXAnchor),
            title.topAnchor.constraint(equalTo: content.topAnchor),
            rows.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            rows.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            rows.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 1),
            buttons.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            buttons.bottomAnchor.constraint(equalTo: content.bottomAnchor),
        ])
        return (rows, save)
    }

    @Test func settingsScreenRendersAndFollowsResizes() {
        let (app, window, surface) = makeApp(width: 24, height: 7)
        let (rows, save) = buildSettingsScreen(in: window)
        app.mainLoop?.displayIfNeeded()
        #expect(
            surface.text == """
                        Settings

                 Name               Ada
                 Theme             Dark
                 Lines               80

                    [ Cancel ] [ Save ]
                """)
        #expect(surface.lastFrame?[0, 0].style.background == .blue)
        #expect(surface.lastFrame?[9, 0].style.attributes.contains(.bold) == true)

        // Cancel, the first control, has focus from the first frame.
        send([key(.tab)], to: app, surface: surface)
        #expect(window.focusedView === save)

        rows.arrangedSubviews[1].isHidden = true
        send([.resize(Size(width: 30, height: 6))], to: app, surface: surface)
        #expect(
            surface.text == """
                           Settings

                 Name                     Ada
                 Lines                     80

                          [ Cancel ] [ Save ]
                """)
        #expect(!rows.hasAmbiguousLayout)
    }
}
