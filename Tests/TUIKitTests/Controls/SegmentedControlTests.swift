import Testing

@testable import TUIKit

@MainActor
@Suite("Segmented controls")
struct SegmentedControlTests {
    private func harness(
        _ control: TUISegmentedControl, width: Int? = nil, colorSupport: ColorSupport = .trueColor
    ) -> ControlHarness {
        ControlHarness(control, width: width ?? control.intrinsicContentSize.width, windowWidth: 30, colorSupport: colorSupport) {
            "\(control.selectedSegmentIndex)"
        }
    }

    @Test func itDrawsItsSegmentsInOneRowWithTheSelectedOneBoldAndUnderlined() {
        let control = TUISegmentedControl(items: ["Grid", "List"])
        #expect(control.numberOfSegments == 2 && control.selectedSegmentIndex == TUISegmentedControl.noSegment)
        #expect(control.intrinsicContentSize == Size(width: 15, height: 1))
        control.selectedSegmentIndex = 1
        let ui = harness(control)
        #expect(ui.row == "[ Grid | List ]")
        #expect(control.isFocused)  // the window's only focus item
        let other = TUIButton(primaryAction: TUIAction(title: "OK") { _ in })
        other.frame = Rect(x: 20, y: 0, width: 6, height: 1)
        ui.window.addSubview(other)
        ui.window.setFocus(to: other, heading: [])
        ui.app.mainLoop?.displayIfNeeded()
        // "List" (columns 9 to 12) is the selection; "Grid" is plain. Nothing of it is reversed: no focus.
        #expect(ui.columns(with: .underline) == [9, 10, 11, 12])
        #expect(ui.columns(with: .bold) == Array(8 ... 13))
        #expect(ui.columns(with: .reverse) == Array(20 ..< 26))
        #expect(ui.style(9).foreground == control.tintColor.fixedColor)
        control.selectedSegmentTintColor = .magenta
        ui.app.mainLoop?.displayIfNeeded()
        #expect(ui.style(9).foreground == .magenta && ui.style(3).foreground == .default)
        #expect(control.accessibilityValue == "List")
    }

    @Test func leftAndRightChooseTheNeighbouringEnabledSegmentAndStopAtTheEnds() {
        let control = TUISegmentedControl(items: ["A", "B", "C", "D"])
        control.setEnabled(false, forSegmentAt: 1)
        control.selectedSegmentIndex = 0
        let ui = harness(control)
        #expect(ui.row == "[ A | B | C | D ]")
        #expect(ui.style(6).attributes.contains(.dim) && !control.isEnabledForSegment(at: 1))
        ui.press(.tab)
        #expect(control.isFocused)
        // The selected segment, with its padding, is the one focus mark.
        #expect(ui.columns(with: .reverse) == [1, 2, 3])
        ui.press(.right)
        #expect(control.selectedSegmentIndex == 2)
        #expect(ui.columns(with: .reverse) == [9, 10, 11])
        ui.press(.right, .right)
        ui.press(.left, .left, .left)
        #expect(ui.events == ["2", "3", "2", "0"])
        #expect(control.selectedSegmentIndex == 0 && control.isFocused)
    }

    @Test func settingTheSelectionInCodeSendsNothing() {
        let control = TUISegmentedControl(items: ["A", "B"])
        let ui = harness(control)
        control.selectedSegmentIndex = 1
        control.selectedSegmentIndex = TUISegmentedControl.noSegment
        #expect(ui.events.isEmpty)
    }

    @Test func withoutASelectionTheWholeControlIsTheFocusMarkAndArrowsChooseAnEnd() {
        let control = TUISegmentedControl(items: ["A", "B", "C"])
        control.setEnabled(false, forSegmentAt: 2)
        let ui = harness(control)
        ui.press(.tab)
        #expect(ui.columns(with: .reverse) == Array(0 ..< 13))
        ui.press(.left)
        #expect(control.selectedSegmentIndex == 1)
        control.selectedSegmentIndex = TUISegmentedControl.noSegment
        ui.press(.right)
        #expect(ui.events == ["1", "0"])
    }

    @Test func aClickChoosesTheEnabledSegmentUnderThePointer() {
        let control = TUISegmentedControl(items: ["Grid", "List", "Map"])
        control.setEnabled(false, forSegmentAt: 2)
        let ui = harness(control)
        #expect(ui.row == "[ Grid | List | Map  ]")
        ui.click(11)
        #expect(control.selectedSegmentIndex == 1 && control.isFocused)
        ui.click(12)  // the selected one again: no change
        ui.click(7)  // the bar between segments
        ui.click(17)  // disabled
        ui.click(2)
        #expect(ui.events == ["1", "0"])
        control.isEnabled = false
        ui.click(11)
        #expect(control.selectedSegmentIndex == 0 && ui.events.count == 2)
        #expect(ui.style(2).attributes.contains(.dim))
    }

    @Test func extraWidthIsSharedAmongTheSegments() {
        let control = TUISegmentedControl(items: ["Grid", "List"])
        let ui = harness(control, width: 19)
        #expect(ui.row == "[  Grid  |  List  ]")
        ui.click(17)
        #expect(control.selectedSegmentIndex == 1)
        ui.click(9)
        #expect(control.selectedSegmentIndex == 1 && ui.events == ["1"])
    }

    @Test func aMomentaryControlSendsThePressedSegmentAndKeepsNoSelection() {
        let control = TUISegmentedControl(items: ["Cut", "Copy", "Paste"])
        control.isMomentary = true
        control.apportionsSegmentWidthsByContent = true
        let ui = harness(control)
        ui.click(9)
        #expect(ui.events == ["1"])
        #expect(control.selectedSegmentIndex == TUISegmentedControl.noSegment)
        #expect(ui.columns(with: .underline).isEmpty)
        // Focused, the segment the keys act on is reversed; arrows move it and Enter presses it.
        #expect(ui.columns(with: .reverse) == Array(7 ... 12))
        ui.press(.left)
        #expect(ui.columns(with: .reverse) == [1, 2, 3, 4, 5] && ui.events == ["1"])
        ui.press(.enter, .right, .right, .character(" "))
        #expect(ui.events == ["1", "0", "2"])
    }

    @Test func withoutColorsTheSelectionIsUnderlinedAndTheFocusReversed() {
        let control = TUISegmentedControl(items: ["Grid", "List"])
        control.selectedSegmentIndex = 0
        let ui = harness(control, colorSupport: .none)
        let plainButton = TUIButton(primaryAction: TUIAction(title: "OK") { _ in })
        plainButton.frame = Rect(x: 20, y: 0, width: 6, height: 1)
        ui.window.addSubview(plainButton)
        ui.app.mainLoop?.displayIfNeeded()
        // Focused (the first focus item), the selected segment is reversed instead of underlined.
        #expect(control.isFocused)
        #expect(ui.columns(with: .reverse) == Array(1 ... 6) && ui.columns(with: .underline).isEmpty)
        ui.press(.tab)
        // Focus on the button: its reversed title is the only mark; the selection stays underlined.
        #expect(ui.columns(with: .reverse) == Array(20 ..< 26))
        #expect(ui.columns(with: .underline) == [2, 3, 4, 5])
    }

    @Test func segmentsCanBeInsertedRetitledAndRemoved() {
        let control = TUISegmentedControl(items: nil)
        #expect(control.numberOfSegments == 0 && control.intrinsicContentSize.width == 0)
        control.insertSegment(withTitle: "B", at: 0, animated: false)
        control.insertSegment(withTitle: "C", at: 9, animated: true)  // pinned to the end
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "A", at: -3, animated: false)  // pinned to the start
        #expect((0 ..< 3).map { control.titleForSegment(at: $0) } == ["A", "B", "C"])
        #expect(control.selectedSegmentIndex == 2 && control.titleForSegment(at: 7) == nil)
        control.setTitle("Sea", forSegmentAt: 2)
        control.frame = Rect(x: 0, y: 0, width: control.intrinsicContentSize.width, height: 1)
        #expect(render(control).text == "[  A  |  B  | Sea ]")
        control.removeSegment(at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 1)
        control.removeSegment(at: 1, animated: false)
        #expect(control.selectedSegmentIndex == TUISegmentedControl.noSegment && control.numberOfSegments == 1)
        control.removeSegment(at: 5, animated: false)
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0 && !control.isEnabledForSegment(at: 0))
    }

    @Test func segmentsMadeFromActionsRunThemWhenTheUserChoosesThem() {
        let log = EventLog()
        let actions = ["Day", "Week"].map { title in
            TUIAction(title: title, identifier: TUIAction.Identifier(title)) { action in
                log.entries.append("\(action.title) from \((action.sender as? TUISegmentedControl)?.selectedSegmentIndex ?? -9)")
            }
        }
        let control = TUISegmentedControl(frame: .zero, actions: actions)
        #expect(control.titleForSegment(at: 1) == "Week" && control.actionForSegment(at: 0) === actions[0])
        #expect(control.segmentIndex(identifiedBy: TUIAction.Identifier("Week")) == 1)
        #expect(control.segmentIndex(identifiedBy: TUIAction.Identifier("Year")) == TUISegmentedControl.noSegment)
        let ui = harness(control)
        #expect(ui.row == "[ Day  | Week ]")
        control.selectedSegmentIndex = 0
        ui.click(9)
        #expect(log.entries == ["Week from 1"] && ui.events == ["1"])
    }

    @Test func anIndexThatIsNoSegmentsSelectsNothing() {
        let control = TUISegmentedControl(items: ["A", "B"])
        control.selectedSegmentIndex = 1
        control.selectedSegmentIndex = 2
        #expect(control.selectedSegmentIndex == TUISegmentedControl.noSegment)
        control.selectedSegmentIndex = 0
        control.selectedSegmentIndex = -7
        #expect(control.selectedSegmentIndex == TUISegmentedControl.noSegment)
    }

    @Test func itKeepsLeftAndRightEvenAtItsEndsInAFocusGroup() {
        let control = TUISegmentedControl(items: ["A", "B"])
        control.selectedSegmentIndex = 1
        let ui = harness(control)
        let button = TUIButton(primaryAction: TUIAction(title: "OK") { _ in })
        button.frame = Rect(x: 20, y: 0, width: 6, height: 1)
        ui.window.addSubview(button)
        for view in [control, button] as [TUIView] { view.focusGroupIdentifier = "view-options" }
        ui.window.setFocus(to: control, heading: [])
        ui.press(.right)
        #expect(control.isFocused && control.selectedSegmentIndex == 1 && ui.events.isEmpty)
    }

    @Test func segmentsAreAsWideAsTheWidestTitleUnlessToldOtherwise() {
        let control = TUISegmentedControl(items: ["Cut", "Copy", "Paste"])
        control.frame = Rect(x: 0, y: 0, width: control.intrinsicContentSize.width, height: 1)
        #expect(render(control).text == "[  Cut  | Copy  | Paste ]")
        control.apportionsSegmentWidthsByContent = true
        control.frame.size = control.intrinsicContentSize
        #expect(render(control).text == "[ Cut | Copy | Paste ]")
        control.setWidth(9, forSegmentAt: 0)
        control.setWidth(4, forSegmentAt: 7)
        #expect(control.widthForSegment(at: 0) == 9 && control.widthForSegment(at: 1) == 0)
        control.frame.size = control.intrinsicContentSize
        #expect(render(control).text == "[   Cut   | Copy | Paste ]")
        // Room to spare goes to the segments sized automatically.
        control.frame.size.width += 2
        #expect(render(control).text == "[   Cut   | Copy  | Paste  ]")
    }

}
