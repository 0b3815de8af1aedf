import Foundation
import Testing

@testable import TUIKit

@MainActor
@Suite("Text views")
struct TextViewTests {
    private final class Delegate: TUITextViewDelegate {
        var log: [String] = []
        var refusesDigits = false

        func textViewShouldBeginEditing(_ textView: TUITextView) -> Bool {
            log.append("shouldBegin")
            return true
        }
        func textViewDidBeginEditing(_ textView: TUITextView) { log.append("didBegin") }
        func textViewShouldEndEditing(_ textView: TUITextView) -> Bool {
            log.append("shouldEnd")
            return true
        }
        func textViewDidEndEditing(_ textView: TUITextView) { log.append("didEnd") }
        func textView(_ textView: TUITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            log.append("shouldChange \(range.location)+\(range.length) '\(text)'")
            return !(refusesDigits && text.contains { $0.isNumber })
        }
        func textViewDidChange(_ textView: TUITextView) { log.append("didChange \(textView.text ?? "")") }
        func textViewDidChangeSelection(_ textView: TUITextView) {
            log.append("didChangeSelection \(textView.selectedRange.location)")
        }
    }

    /// A text view of `width` by `height` at (1, 1) in a key window, with a
    /// button before it in reading order that has the screen's focus.
    private func makeTextView(
        width: Int = 10, height: Int = 3
    )
        -> (app: TUIApplication, window: TUIWindow, surface: HeadlessSurface, textView: TUITextView)
    {
        let (app, window, surface) = makeApp(width: width + 2, height: height + 2)
        let before = TUIButton(type: .system)
        before.setTitle("B", for: .normal)
        before.frame = Rect(x: 0, y: 0, width: 1, height: 1)
        window.addSubview(before)
        let textView = TUITextView(frame: Rect(x: 1, y: 1, width: width, height: height))
        window.addSubview(textView)
        app.mainLoop?.displayIfNeeded()
        return (app, window, surface, textView)
    }

    private func type(_ text: String) -> [Event] {
        text.map { key(.character($0)) }
    }

    /// The rows of the surface that the text view covers, without its left margin.
    private func rows(_ surface: HeadlessSurface, of textView: TUITextView) -> [String] {
        let lines = surface.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return (textView.frame.minY ..< textView.frame.maxY).map { row in
            row < lines.count ? String(lines[row].dropFirst(1)) : ""
        }
    }

    @Test func typingAndEnterMakeLinesWhichTheTerminalCursorFollows() {
        let (app, _, surface, textView) = makeTextView()
        #expect(textView.becomeFirstResponder())
        send(type("ab") + [key(.enter)] + type("漢c"), to: app, surface: surface)
        #expect(textView.text == "ab\n漢c")
        #expect(rows(surface, of: textView) == ["ab", "漢c", ""])
        #expect(surface.cursorPosition == Point(x: 4, y: 2))
        #expect(surface.lastFrame?[1, 1].style.attributes.contains(.bold) == true)
    }

    @Test func textWrapsAtWordsAndNeverSplitsAWideCharacter() {
        let (app, _, surface, textView) = makeTextView(width: 6)
        textView.showsVerticalScrollIndicator = false
        textView.text = "desk lamp abcde漢x"
        app.mainLoop?.displayIfNeeded()
        #expect(rows(surface, of: textView) == ["desk", "lamp", "abcde"])
        #expect(textView.contentSize.height == 4)
        textView.scrollRangeToVisible(NSRange(location: 16, length: 0))
        app.mainLoop?.displayIfNeeded()
        // The wide character moved whole to the fourth row.
        #expect(rows(surface, of: textView).last == "漢x")
    }

    @Test func upAndDownKeepTheColumnThroughShorterLines() {
        let (app, _, surface, textView) = makeTextView(width: 10, height: 4)
        textView.text = "abcdef\nab\nabcdef"
        #expect(textView.becomeFirstResponder())
        send([key(.up)], to: app, surface: surface)
        #expect(textView.selectedRange == NSRange(location: 9, length: 0))
        send([key(.up)], to: app, surface: surface)
        #expect(textView.selectedRange == NSRange(location: 6, length: 0))
        #expect(surface.cursorPosition == Point(x: 7, y: 1))
        send([key(.home), key(.down, .shift)], to: app, surface: surface)
        #expect(textView.selectedRange == NSRange(location: 0, length: 7))
        send([key(.up), key(.up)], to: app, surface: surface)
        #expect(textView.selectedRange == NSRange(location: 0, length: 0))
    }

    @Test func theViewScrollsToKeepTheCursorRowInView() {
        let (app, _, surface, textView) = makeTextView(width: 10, height: 3)
        textView.becomeFirstResponder()
        send(type("1") + [key(.enter)] + type("2") + [key(.enter)] + type("3") + [key(.enter)] + type("4"), to: app, surface: surface)
        #expect(textView.contentOffset.y == 1)
        #expect(rows(surface, of: textView).map { $0.prefix(1) } == ["2", "3", "4"])
        #expect(surface.cursorPosition == Point(x: 2, y: 3))
        send([key(.home, .control)], to: app, surface: surface)
        #expect(textView.contentOffset.y == 0)
        #expect(surface.cursorPosition == Point(x: 1, y: 1))
        send([.mouse(MouseEvent(.scrollDown, at: Point(x: 2, y: 2)))], to: app, surface: surface)
        #expect(textView.contentOffset.y == 1)
    }

    @Test func aClickPlacesTheCursorAndBeginsEditing() {
        let (app, _, surface, textView) = makeTextView()
        textView.text = "one\ntwo"
        send(
            [
                .mouse(MouseEvent(.press(.left), at: Point(x: 2, y: 2))),
                .mouse(MouseEvent(.release(.left), at: Point(x: 2, y: 2))),
            ], to: app, surface: surface)
        #expect(textView.isFirstResponder)
        #expect(textView.selectedRange == NSRange(location: 5, length: 0))
    }

    @Test func theDelegateHearsUIKitsOrderAndCanRefuseAChange() {
        let (app, _, surface, textView) = makeTextView()
        let delegate = Delegate()
        textView.delegate = delegate
        #expect(textView.becomeFirstResponder())
        send(type("a"), to: app, surface: surface)
        delegate.refusesDigits = true
        send(type("1"), to: app, surface: surface)
        #expect(textView.text == "a")
        send([key(.left)], to: app, surface: surface)
        #expect(textView.resignFirstResponder())
        #expect(
            delegate.log == [
                "shouldBegin", "didBegin",
                "shouldChange 0+0 'a'", "didChangeSelection 1", "didChange a",
                "shouldChange 1+0 '1'",
                "didChangeSelection 0",
                "shouldEnd", "didEnd",
            ])
    }

    @Test func pasteInsertsEveryLine() {
        let (app, _, surface, textView) = makeTextView(width: 10, height: 4)
        textView.becomeFirstResponder()
        app.mainLoop?.dispatch(.paste("one\r\ntwo\rthree"))
        app.mainLoop?.displayIfNeeded()
        #expect(textView.text == "one\ntwo\nthree")
        #expect(rows(surface, of: textView) == ["one", "two", "three", ""])
    }

    @Test func tabLeavesAndEscapeEndsEditingButKeepsFocus() {
        let (app, window, surface, textView) = makeTextView()
        textView.becomeFirstResponder()
        #expect(window.discoverableKeyCommands.map(\.keyLabel).contains("Esc"))
        send([key(.escape)], to: app, surface: surface)
        #expect(!textView.isFirstResponder && textView.isFocused)
        #expect(surface.cursorPosition == nil)
        // Focus without editing shows as reverse video.
        #expect(surface.lastFrame?[1, 1].style.attributes.contains(.reverse) == true)
        send([key(.enter)], to: app, surface: surface)
        #expect(textView.isFirstResponder)
        send([key(.tab)], to: app, surface: surface)
        #expect(!textView.isFocused && !textView.isFirstResponder)
        #expect(textView.text == "")
    }

    @Test func aTextViewThatIsNotEditableScrollsWithTheArrows() {
        let (app, window, surface, textView) = makeTextView(width: 10, height: 2)
        textView.isEditable = false
        textView.text = "1\n2\n3\n4"
        #expect(!textView.becomeFirstResponder())
        #expect(window.setFocus(to: textView, heading: []))
        send([key(.down)] + type("x"), to: app, surface: surface)
        #expect(textView.contentOffset.y == 1)
        #expect(textView.text == "1\n2\n3\n4")
        textView.insertText("x")
        #expect(textView.text == "1\n2\n3\n4")
        textView.isSelectable = false
        #expect(!textView.canBecomeFocused)
    }

    @Test func inASheetTheFirstEscapeEndsEditingAndTheSecondCloses() {
        let (app, window, surface) = makeApp(width: 30, height: 10)
        let root = TUIViewController()
        window.rootViewController = root
        let sheet = TUIViewController()
        sheet.modalPresentationStyle = .formSheet
        sheet.preferredContentSize = Size(width: 20, height: 4)
        let textView = TUITextView(frame: Rect(x: 0, y: 0, width: 20, height: 3))
        sheet.view.addSubview(textView)
        root.present(sheet, animated: false)
        app.mainLoop?.displayIfNeeded()
        #expect(textView.becomeFirstResponder())
        send([key(.escape)], to: app, surface: surface)
        #expect(!textView.isFirstResponder && textView.isFocused)
        #expect(root.presentedViewController === sheet)
        send([key(.escape)], to: app, surface: surface)
        #expect(root.presentedViewController == nil)
    }
}
