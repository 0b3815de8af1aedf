import GraftTerminal
import Testing

@testable import GraftHosting
@testable import TUIKit

private struct TwoButtons: View {
    let log: Log
    var body: some View {
        HStack {
            Button("A") { log.entries.append("A") }
            Button("B") { log.entries.append("B") }
        }
    }
}

private struct SearchForm: View {
    @State private var query = ""
    var body: some View {
        VStack {
            TextField("Search", text: $query)
            Text("Query: \(query)")
        }
    }
}

private struct AddressForm: View {
    enum Field: Hashable { case name, street }
    @State private var name = ""
    @State private var street = ""
    @FocusState private var field: Field?
    var body: some View {
        VStack {
            TextField("Name", text: $name).focused($field, equals: .name)
            TextField("Street", text: $street).focused($field, equals: .street)
            Text("Street: \(street)")
        }
        .defaultFocus($field, .street)
    }
}

private struct ShortcutScreen: View {
    let log: Log
    var body: some View {
        VStack {
            Text("Products")
            Button("Find") { log.entries.append("Find") }
                .keyboardShortcut(.character("f"), modifiers: .control)
        }
    }
}

private struct CodeSheet: View {
    @State private var code = ""
    @FocusState private var isEditing: Bool
    var body: some View {
        VStack {
            Button("Cancel") {}
            SecureField("Code", text: $code).focused($isEditing)
            Text("Code: \(code)")
        }
        .onAppear { isEditing = true }
    }
}

@MainActor
@Suite("Focus and keys across the boundary")
struct FocusAndKeyTests {
    @Test func focusStateSetWhenTheContentAppearsBringsTheWindowsFocusAndKeys() {
        let (app, window, surface) = makeApp(width: 30, height: 12)
        let root = TUIViewController()
        let behind = TUIButton(primaryAction: TUIAction(title: "Behind") { _ in })
        behind.frame = Rect(x: 0, y: 0, width: 10, height: 1)
        root.view.addSubview(behind)
        window.rootViewController = root
        display(app)
        window.requestFocusUpdate(to: behind)
        let sheet = TUIHostingController(rootView: CodeSheet())
        sheet.modalPresentationStyle = .pageSheet
        root.present(sheet, animated: false)
        display(app)
        #expect(window.focusedView === sheet.view)
        send([key(.character("4")), key(.character("2"))], to: app, surface: surface)
        #expect(surface.text.contains("Code: 42"))
        #expect(surface.text.contains("••"))
    }

    /// A UIKit button above the hosted content and one below it.
    private func buildScreen(log: Log) -> (TUIApplication, TUIWindow, HeadlessSurface, TUIButton, TUIButton) {
        let (app, window, surface) = makeApp(width: 20, height: 3)
        let top = TUIButton(primaryAction: TUIAction(title: "Top") { _ in log.entries.append("Top") })
        top.frame = Rect(x: 0, y: 0, width: 7, height: 1)
        let bottom = TUIButton(primaryAction: TUIAction(title: "End") { _ in log.entries.append("End") })
        bottom.frame = Rect(x: 0, y: 2, width: 7, height: 1)
        let host = TUIHostingController(rootView: TwoButtons(log: log))
        host.view.frame = Rect(x: 0, y: 1, width: 20, height: 1)
        for view in [top, host.view!, bottom] { window.addSubview(view) }
        display(app)
        return (app, window, surface, top, bottom)
    }

    @Test func tabMovesFromAUIKitControlIntoTheHostedControlsAndOutAgain() {
        let log = Log()
        let (app, window, surface, top, bottom) = buildScreen(log: log)
        // The first control in reading order has focus from the first frame.
        #expect(window.focusedView === top)
        send([key(.enter)], to: app, surface: surface)
        var pressed = [log.entries.last ?? ""]
        for _ in 0 ..< 4 {
            send([key(.tab), key(.enter)], to: app, surface: surface)
            pressed.append(log.entries.last ?? "")
        }
        #expect(pressed == ["Top", "A", "B", "End", "Top"])
        #expect(window.focusedView === top)

        log.entries.removeAll()
        for _ in 0 ..< 4 {
            send([key(.tab, .shift), key(.enter)], to: app, surface: surface)
        }
        #expect(log.entries == ["End", "B", "A", "Top"])
        _ = bottom
    }

    @Test func aClickFocusesTheHostedControlUnderThePointer() {
        let log = Log()
        let (app, window, surface, _, _) = buildScreen(log: log)
        let hostView = window.subviews[1]
        let bPosition =
            lines(surface)[1].firstIndex(of: "B").map { lines(surface)[1].distance(from: lines(surface)[1].startIndex, to: $0) } ?? 0
        send(click(bPosition, 1), to: app, surface: surface)
        #expect(log.entries == ["B"])
        #expect(window.focusedView === hostView)
        send([key(.enter)], to: app, surface: surface)
        #expect(log.entries == ["B", "B"])
    }

    @Test func defaultFocusPlacesFocusWhenTheScreenAppears() {
        let (app, _, surface) = makeApp(width: 30, height: 4)
        let window = app.keyWindow
        window?.rootViewController = TUIHostingController(rootView: AddressForm())
        display(app)
        // The second field, not the first in reading order, has focus.
        #expect(surface.cursorPosition?.y == 1, "\(surface.text)")
        send([key(.character("E")), key(.character("l")), key(.character("m"))], to: app, surface: surface)
        #expect(trimmed(surface).contains("Street: Elm"), "\(surface.text)")
    }

    @Test func theFocusedTextFieldPutsTheTerminalCursorAtItsInsertionPoint() {
        let (app, window, surface) = makeApp(width: 20, height: 2)
        let host = TUIHostingController(rootView: SearchForm())
        window.rootViewController = host
        display(app)
        // The form's field has focus as the screen appears, so typing goes there.
        #expect(surface.cursorPosition != nil)
        send([key(.character("l")), key(.character("a")), key(.character("m"))], to: app, surface: surface)
        #expect(trimmed(surface).last == "Query: lam")
        let cursor = try? #require(surface.cursorPosition)
        #expect(cursor?.y == 0)
        send([.paste("p")], to: app, surface: surface)
        #expect(trimmed(surface).last == "Query: lamp")
        #expect(surface.cursorPosition?.x == (cursor?.x ?? 0) + 1)
    }

    @Test func keyboardShortcutsBecomeKeyCommandsWithTitlesAndRun() {
        let (app, window, surface) = makeApp(width: 20, height: 2)
        let log = Log()
        let host = TUIHostingController(rootView: ShortcutScreen(log: log))
        window.rootViewController = host
        display(app)
        let commands = host.keyCommands ?? []
        #expect(commands.map(\.discoverabilityTitle) == ["Find"])
        #expect(commands.first?.input == "f")
        #expect(commands.first?.modifierFlags == .control)
        send([key(.character("f"), .control)], to: app, surface: surface)
        #expect(log.entries == ["Find"])
        // The same shortcuts are published once: keys reuse the commands.
        let again = host.keyCommands ?? []
        #expect(again.count == commands.count && zip(again, commands).allSatisfy { $0 === $1 })
    }
}

private struct PickList: View {
    @State private var picked: Set<Int> = []
    var body: some View {
        VStack {
            Button("Delete (\(picked.count))") { picked = [] }
                .keyboardShortcut(.character("d"))
                .disabled(picked.isEmpty)
            List(0 ..< 5, id: \.self, selection: $picked) { Text("Row \($0)") }
                .frame(height: 5)
            Button("Other") {}
        }
    }
}

@MainActor
@Suite("Keys of hosted controls in footers and help")
struct HostedControlKeyTests {
    @Test func aFocusedMultipleSelectionListOffersSpaceAndADisabledShortcutStaysInHelpDimmed() {
        let (app, window, surface) = makeApp(width: 40, height: 8)
        let host = TUIHostingController(rootView: PickList())
        window.rootViewController = host
        display(app)
        #expect(window.discoverableKeyCommands.first?.input == " " && window.discoverableKeyCommands.first?.title == "Select")
        #expect(!window.discoverableKeyCommands.contains { $0.input == "d" }, "the footer leaves out what cannot run")
        let delete = window.helpKeyCommands.first { $0.input == "d" }
        #expect(delete?.isDisabled == true, "help lists it, dimmed")
        send([key(.character(" "))], to: app, surface: surface)
        #expect(window.discoverableKeyCommands.contains { $0.input == "d" && $0.title == "Delete (1)" })
        send([key(.character("d"))], to: app, surface: surface)
        #expect(window.helpKeyCommands.first { $0.input == "d" }?.isDisabled == true)
        send([key(.tab)], to: app, surface: surface)
        #expect(!window.discoverableKeyCommands.contains { $0.input == " " }, "Space is the list's only while it has focus")
    }
}

@MainActor
@Suite("Mouse wheel in hosted content")
struct HostedWheelTests {
    @Test func theWheelScrollsAHostedScrollViewUnderThePointer() {
        let (app, window, surface) = makeApp(width: 12, height: 3)
        let host = TUIHostingController(
            rootView: ScrollView {
                VStack(alignment: .leading) { ForEach(0 ..< 20, id: \.self) { Text("Row \($0)") } }
            })
        window.rootViewController = host
        display(app)
        #expect(trimmed(surface).first?.hasPrefix("Row 0") == true)
        send([.mouse(MouseEvent(.scrollDown, at: Point(x: 2, y: 1)))], to: app, surface: surface)
        #expect(trimmed(surface).first?.hasPrefix("Row 3") == true)
    }
}
