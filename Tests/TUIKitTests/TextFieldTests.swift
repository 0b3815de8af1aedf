import Testing

@testable import TUIKit

@MainActor
@Suite("Text fields")
struct TextFieldTests {
    private final class Delegate: TUITextFieldDelegate {
        var log: [String] = []
        var refusesDigits = false
        var returns = true

        func textFieldShouldBeginEditing(_ textField: TUITextField) -> Bool {
            log.append("shouldBegin")
            return true
        }
        func textFieldDidBeginEditing(_ textField: TUITextField) { log.append("didBegin") }
        func textFieldShouldEndEditing(_ textField: TUITextField) -> Bool {
            log.append("shouldEnd")
            return true
        }
        func textFieldDidEndEditing(_ textField: TUITextField) { log.append("didEnd") }
        func textFieldShouldReturn(_ textField: TUITextField) -> Bool {
            log.append("shouldReturn")
            return returns
        }
        func textField(
            _ textField: TUITextField, shouldChangeCharactersIn range: Range<String.Index>, replacementString string: String
        ) -> Bool {
            let text = textField.text ?? ""
            log.append("change \(text.distance(from: text.startIndex, to: range.lowerBound))+\(text[range].count) '\(string)'")
            return !(refusesDigits && string.contains { $0.isNumber })
        }
    }

    /// A field 10 cells wide at (2, 1) in a key window, editing.
    private func makeField<Field: TUITextField>(
        _ field: Field = TUITextField(), width: Int = 10
    )
        -> (app: TUIApplication, surface: HeadlessSurface, field: Field)
    {
        let (app, window, surface) = makeApp(width: 20, height: 3)
        field.frame = Rect(x: 2, y: 1, width: width, height: 1)
        window.addSubview(field)
        // A view before the field in reading order has the screen's focus,
        // so the field starts out not editing.
        let elsewhere = ResponderView("elsewhere", log: EventLog(), frame: Rect(x: 0, y: 0, width: 1, height: 1))
        elsewhere.acceptsFirstResponder = false
        window.addSubview(elsewhere)
        app.mainLoop?.displayIfNeeded()
        return (app, surface, field)
    }

    private func type(_ text: String) -> [Event] {
        text.map { key(.character($0)) }
    }

    private func events(of field: TUITextField, _ events: TUIControl.Event, into log: EventLog) {
        for (name, event) in [
            ("began", TUIControl.Event.editingDidBegin), ("changed", .editingChanged),
            ("exit", .editingDidEndOnExit), ("ended", .editingDidEnd),
        ] where events.contains(event) {
            field.addAction(TUIAction { _ in log.entries.append("\(name) \(field.text ?? "")") }, for: event)
        }
    }

    @Test func typingInsertsAtTheCursorWhichTheTerminalShows() {
        let (app, surface, field) = makeField()
        #expect(field.becomeFirstResponder())
        send(type("lamp") + [key(.left), key(.left)] + type("漢"), to: app, surface: surface)
        #expect(field.text == "la漢mp")
        #expect(surface.text == "\n  la漢mp\n")
        #expect(surface.cursorPosition == Point(x: 6, y: 1))
        send([key(.home)], to: app, surface: surface)
        #expect(surface.cursorPosition == Point(x: 2, y: 1))
        let cell = surface.lastFrame?[2, 1]
        #expect(cell?.style.attributes.contains(.underline) == true && cell?.style.attributes.contains(.bold) == true)
        _ = field.resignFirstResponder()
        app.mainLoop?.setNeedsDisplay()
        app.mainLoop?.displayIfNeeded()
        #expect(surface.cursorPosition == nil)
    }

    @Test func wordMovesAndDeletesWorkOnWholeWords() {
        let (app, surface, field) = makeField(width: 16)
        field.becomeFirstResponder()
        send(type("desk lamp") + [key(.left, .alt), key(.backspace, .alt)], to: app, surface: surface)
        #expect(field.text == "lamp")
        send([key(.end), key(.character("w"), .control)], to: app, surface: surface)
        #expect(field.text == "")
    }

    @Test func shiftArrowsSelectAndTypingReplacesTheSelection() {
        let (app, surface, field) = makeField()
        field.becomeFirstResponder()
        send(type("desk lamp") + [key(.left, [.alt, .shift])], to: app, surface: surface)
        #expect(field.selectedRange == 5 ..< 9)
        #expect(surface.lastFrame?[7, 1].style.attributes.contains(.reverse) == true)
        #expect(surface.lastFrame?[6, 1].style.attributes.contains(.reverse) == false)
        send(type("chair"), to: app, surface: surface)
        #expect(field.text == "desk chair")
        send([key(.left, .shift), key(.left, .shift), key(.backspace)], to: app, surface: surface)
        #expect(field.text == "desk cha")
    }

    @Test func longTextScrollsToKeepTheCursorInView() {
        let (app, surface, field) = makeField(width: 6)
        field.becomeFirstResponder()
        send(type("abcdefghij"), to: app, surface: surface)
        #expect(surface.text == "\n  fghij\n")
        #expect(surface.cursorPosition == Point(x: 7, y: 1))
        send([key(.home)], to: app, surface: surface)
        #expect(surface.text == "\n  abcdef\n")
    }

    @Test func thePlaceholderIsGrayAndADisabledFieldIsDimmedAndCannotEdit() {
        let (app, surface, field) = makeField()
        field.placeholder = "Name"
        app.mainLoop?.displayIfNeeded()
        #expect(surface.text == "\n  Name\n")
        #expect(surface.lastFrame?[2, 1].style.foreground == .gray)
        #expect(surface.lastFrame?[2, 1].style.attributes.contains(.bold) == false)
        field.isEnabled = false
        app.mainLoop?.displayIfNeeded()
        #expect(surface.lastFrame?[2, 1].style.attributes.contains(.dim) == true)
        #expect(!field.becomeFirstResponder())
        field.insertText("x")
        #expect(field.text == "")
    }

    @Test func userChangesSendEditingChangedButSettingTextDoesNot() {
        let (app, surface, field) = makeField()
        let log = EventLog()
        events(of: field, .allEditingEvents, into: log)
        field.text = "set"
        #expect(log.entries.isEmpty)
        field.becomeFirstResponder()
        send(type("s") + [key(.backspace), key(.left)], to: app, surface: surface)
        #expect(log.entries == ["began set", "changed sets", "changed set"])
    }

    @Test func editingCallbacksComeInUIKitsOrder() {
        let (app, surface, field) = makeField()
        let delegate = Delegate()
        field.delegate = delegate
        let log = EventLog()
        events(of: field, .allEditingEvents, into: log)
        field.addAction(TUIAction { _ in delegate.log.append("action \(log.entries.last ?? "")") }, for: .allEditingEvents)
        field.becomeFirstResponder()
        send(type("a") + [key(.enter)], to: app, surface: surface)
        #expect(
            delegate.log == [
                "shouldBegin", "didBegin", "action began ",
                "change 0+0 'a'", "action changed a",
                "shouldReturn", "action exit a",
                "shouldEnd", "didEnd", "action ended a",
            ])
        #expect(!field.isEditing)
    }

    @Test func withoutAnExitActionEnterKeepsEditingAndTheDelegateCanRefuseReturn() {
        let (app, surface, field) = makeField()
        let delegate = Delegate()
        field.delegate = delegate
        let log = EventLog()
        field.addAction(TUIAction { _ in log.entries.append("primary") }, for: .primaryActionTriggered)
        field.becomeFirstResponder()
        send([key(.enter)], to: app, surface: surface)
        #expect(log.entries == ["primary"] && field.isEditing)
        delegate.returns = false
        send([key(.enter)], to: app, surface: surface)
        #expect(log.entries == ["primary"])
    }

    @Test func theDelegateSeesEachChangeAndCanRefuseIt() {
        let (app, surface, field) = makeField()
        let delegate = Delegate()
        delegate.refusesDigits = true
        field.delegate = delegate
        field.becomeFirstResponder()
        delegate.log.removeAll()
        send(type("a1b") + [key(.left), key(.backspace)], to: app, surface: surface)
        #expect(field.text == "b")
        #expect(delegate.log == ["change 0+0 'a'", "change 1+0 '1'", "change 1+0 'b'", "change 0+1 ''"])
        app.mainLoop?.dispatch(.paste("x2"))
        #expect(field.text == "b")
        app.mainLoop?.dispatch(.paste("xy"))
        #expect(field.text == "xyb")
    }

    @Test func aClickBeginsEditingAndPlacesTheCursor() {
        let (app, surface, field) = makeField()
        field.text = "漢字ok"
        send(
            [
                .mouse(MouseEvent(.press(.left), at: Point(x: 5, y: 1))),
                .mouse(MouseEvent(.release(.left), at: Point(x: 5, y: 1))),
            ], to: app, surface: surface)
        #expect(field.isEditing && field.isFocused)
        #expect(field.selectedRange == 2 ..< 2)
        #expect(surface.cursorPosition == Point(x: 6, y: 1))
        send(
            [
                .mouse(MouseEvent(.press(.left), at: Point(x: 2, y: 1))),
                .mouse(MouseEvent(.drag(.left), at: Point(x: 7, y: 1))),
                .mouse(MouseEvent(.release(.left), at: Point(x: 7, y: 1))),
            ], to: app, surface: surface)
        #expect(field.selectedRange == 0 ..< 3)
    }

    @Test func aSearchFieldShowsItsGlyphAndAClearButtonWhileEditing() {
        let (app, surface, field) = makeField(TUISearchTextField(), width: 14)
        #expect(surface.text == "\n  ⊙ Search\n")
        let log = EventLog()
        events(of: field, .editingChanged, into: log)
        field.becomeFirstResponder()
        send(type("lamp"), to: app, surface: surface)
        #expect(surface.text == "\n  ⊙ lamp       ✗\n")
        #expect(surface.cursorPosition == Point(x: 8, y: 1))
        send(
            [
                .mouse(MouseEvent(.press(.left), at: Point(x: 15, y: 1))),
                .mouse(MouseEvent(.release(.left), at: Point(x: 15, y: 1))),
            ], to: app, surface: surface)
        #expect(field.text == "")
        #expect(log.entries.last == "changed ")
        #expect(surface.text == "\n  ⊙ Search\n")
    }

    @Test func printableKeyCommandsStepAsideWhileEditing() {
        let (app, surface, field) = makeField()
        let log = EventLog()
        let commands = ResponderView("commands", log: log, frame: Rect(x: 0, y: 0, width: 1, height: 1))
        commands.commands = [
            TUIKeyCommand(input: "q") { _ in log.entries.append("quit") },
            TUIKeyCommand(input: "s", modifierFlags: .control) { _ in log.entries.append("save") },
        ]
        field.removeFromSuperview()
        commands.addSubview(field)
        field.superview?.window?.layoutIfNeeded()
        commands.frame = Rect(x: 0, y: 0, width: 20, height: 3)
        app.keyWindow?.addSubview(commands)
        field.becomeFirstResponder()
        send([key(.character("q")), key(.character("s"), .control)], to: app, surface: surface)
        #expect(field.text == "q")
        // Ctrl-S passes through the field's superview, then its command runs.
        #expect(log.entries == ["commands began Ctrl+S", "save"])
    }
}

@Suite("Text editing buffer")
struct TextEditingBufferTests {
    @Test func changesAreProposedBeforeTheyAreMade() {
        var buffer = TextEditingBuffer("desk lamp")
        #expect(buffer.change(for: .deleteWordBackward)?.range == 5 ..< 9)
        #expect(buffer.change(for: .move(.left, extendingSelection: false)) == nil)
        buffer.perform(.move(.start, extendingSelection: false))
        #expect(buffer.change(for: .deleteBackward) == nil)
        buffer.perform(.move(.wordRight, extendingSelection: true))
        #expect(buffer.selectedText == "desk")
        #expect(buffer.change(for: .insert("a"))?.range == 0 ..< 4)
        buffer.perform(.move(.right, extendingSelection: false))
        #expect(buffer.cursor == 4 && !buffer.hasSelection)
    }

    @Test func newlinesBecomeSpacesAndClicksLandOnTheNearestBoundary() {
        var buffer = TextEditingBuffer()
        buffer.insert("a\nb")
        #expect(buffer.text == "a b")
        let wide = TextEditingBuffer("漢字")
        #expect(wide.offset(nearestColumn: 0) == 0)
        #expect(wide.offset(nearestColumn: 1) == 1)
        #expect(wide.offset(nearestColumn: 3) == 2)
        #expect(wide.offset(nearestColumn: 9) == 2)
        #expect(wide.column(of: 1) == 2)
    }

    @Test func scrollingKeepsTheCursorVisibleWithoutBlankRoomOnTheRight() {
        var buffer = TextEditingBuffer("abcdefghij")
        #expect(buffer.scrollColumn(from: 0, width: 4) == 7)
        buffer.perform(.move(.start, extendingSelection: false))
        #expect(buffer.scrollColumn(from: 7, width: 4) == 0)
        buffer.setText("abc")
        #expect(buffer.scrollColumn(from: 5, width: 4) == 0)
    }
}
