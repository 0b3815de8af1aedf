import Testing

@testable import TUIKit

@MainActor
@Suite("Steppers")
struct StepperTests {
    private func harness(_ stepper: TUIStepper) -> ControlHarness {
        let ui = ControlHarness(stepper, width: 9, windowWidth: 12) { stepper.accessibilityValue ?? "" }
        // Timers fire only when a test moves them on.
        ui.app.mainLoop?.timersFollowRealTime = false
        return ui
    }

    /// Whether the `−` (columns 1 to 3) or `+` (5 to 7) end shows dimmed.
    private func dimmed(_ ui: ControlHarness) -> (minus: Bool, plus: Bool) {
        let dim = ui.columns(with: .dim)
        return (dim.contains(2), dim.contains(6))
    }

    @Test func itDrawsBothButtonsAndDimsTheEndThatCannotStep() {
        let stepper = TUIStepper()
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100)
        #expect(stepper.stepValue == 1 && !stepper.wraps && stepper.autorepeat && stepper.isContinuous)
        #expect(stepper.intrinsicContentSize == Size(width: 9, height: 1))
        let ui = harness(stepper)
        #expect(ui.row == "[ − | + ]")
        #expect(dimmed(ui) == (true, false))
        stepper.value = 100
        ui.app.mainLoop?.displayIfNeeded()
        #expect(dimmed(ui) == (false, true))
        stepper.wraps = true
        ui.app.mainLoop?.displayIfNeeded()
        #expect(dimmed(ui) == (false, false))
        stepper.isEnabled = false
        ui.app.mainLoop?.displayIfNeeded()
        #expect(ui.columns(with: .dim) == Array(0 ..< 9))
    }

    @Test func keysStepTheValueWhenFocusedAndStopAtTheLimits() {
        let stepper = TUIStepper()
        stepper.maximumValue = 3
        let ui = harness(stepper)
        stepper.value = 1
        #expect(ui.events.isEmpty)
        ui.press(.tab)
        #expect(stepper.isFocused && ui.columns(with: .reverse) == Array(0 ..< 9))
        ui.press(.right, .up, .character("+"))
        #expect(stepper.value == 3 && ui.events == ["2", "3"])
        ui.press(.left, .down, .character("-"), .left)
        #expect(stepper.value == 0 && ui.events == ["2", "3", "2", "1", "0"])
        ui.press(.character("="))
        #expect(stepper.value == 1)
        stepper.isEnabled = false
        ui.press(.right)
        #expect(stepper.value == 1 && ui.events.count == 6)
    }

    @Test func withWrapsSteppingPastAnEndGoesToTheOther() {
        let stepper = TUIStepper()
        stepper.maximumValue = 10
        stepper.stepValue = 3
        stepper.wraps = true
        let ui = harness(stepper)
        ui.press(.tab, .left)
        #expect(stepper.value == 10)
        ui.press(.right)
        #expect(stepper.value == 0)
        ui.press(.right, .right, .right, .right)
        #expect(ui.events == ["10", "0", "3", "6", "9", "0"])
        stepper.wraps = false
        stepper.value = 9
        ui.press(.right)
        #expect(stepper.value == 10)
    }

    @Test func aPressOnEitherHalfStepsAtOnce() {
        let stepper = TUIStepper()
        stepper.autorepeat = false
        let ui = harness(stepper)
        ui.mouse(ui.mouse(.press(.left), 6))
        #expect(stepper.value == 1 && ui.events == ["1"] && stepper.isFocused)
        ui.mouse(ui.mouse(.release(.left), 6))
        ui.click(8)
        ui.click(4)  // the bar between the halves
        ui.click(1)
        #expect(ui.events == ["1", "2", "1"])
        ui.click(0)
        ui.click(0)  // at the minimum: no change, nothing sent
        #expect(stepper.value == 0 && ui.events == ["1", "2", "1", "0"])
    }

    @Test func holdingAHalfRepeatsUntilTheButtonComesUpOrThePointerLeaves() {
        let stepper = TUIStepper()
        let ui = harness(stepper)
        ui.mouse(ui.mouse(.press(.left), 6))
        #expect(stepper.value == 1 && stepper.autorepeatTimer != nil)
        ui.app.mainLoop?.advanceTimers(by: .milliseconds(400))
        #expect(stepper.value == 1)
        ui.app.mainLoop?.advanceTimers(by: .milliseconds(300))  // 500, 600 and 700 ms
        #expect(stepper.value == 4)
        ui.mouse(ui.mouse(.drag(.left), 2))  // onto the other half: repeating pauses
        ui.app.mainLoop?.advanceTimers(by: .milliseconds(300))
        #expect(stepper.value == 4)
        ui.mouse(ui.mouse(.drag(.left), 7))
        ui.app.mainLoop?.advanceTimers(by: .milliseconds(100))
        #expect(stepper.value == 5)
        ui.mouse(ui.mouse(.release(.left), 7))
        #expect(stepper.autorepeatTimer == nil)
        ui.app.mainLoop?.advanceTimers(by: .seconds(1))
        #expect(stepper.value == 5 && ui.events == ["1", "2", "3", "4", "5"])
    }

    @Test func withoutAutorepeatHoldingStepsOnce() {
        let stepper = TUIStepper()
        stepper.autorepeat = false
        let ui = harness(stepper)
        ui.mouse(ui.mouse(.press(.left), 6))
        ui.app.mainLoop?.advanceTimers(by: .seconds(2))
        ui.mouse(ui.mouse(.release(.left), 6))
        #expect(stepper.value == 1 && stepper.autorepeatTimer == nil)
    }

    @Test func aStepperThatIsNotContinuousSendsWhenTheButtonComesUp() {
        let stepper = TUIStepper()
        stepper.isContinuous = false
        let ui = harness(stepper)
        ui.mouse(ui.mouse(.press(.left), 6))
        ui.app.mainLoop?.advanceTimers(by: .milliseconds(600))
        #expect(stepper.value == 3 && ui.events.isEmpty)
        ui.mouse(ui.mouse(.release(.left), 6))
        #expect(ui.events == ["3"])
        ui.click(2)
        #expect(ui.events == ["3", "2"])
    }

    @Test func theValueIsClampedToTheRange() {
        let stepper = TUIStepper()
        stepper.value = 150
        #expect(stepper.value == 100)
        stepper.value = -3
        #expect(stepper.value == 0)
        stepper.value = 40
        stepper.minimumValue = 50
        #expect(stepper.value == 50)
        stepper.maximumValue = 60
        stepper.value = 55
        stepper.maximumValue = 52
        #expect(stepper.value == 52)
        stepper.stepValue = 0.5
        stepper.value = 50.5
        #expect(stepper.accessibilityValue == "50.5")
        stepper.accessibilityValue = "fifty"
        #expect(stepper.accessibilityValue == "fifty")
    }

    @Test func aMinimumNotBelowTheMaximumTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let stepper = TUIStepper()
                stepper.minimumValue = 100
            }
        }
    }

    @Test func aStepThatIsNotPositiveTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let stepper = TUIStepper()
                stepper.stepValue = 0
            }
        }
    }

    @Test func itKeepsTheArrowsItUsesEvenAtALimitInAFocusGroup() {
        let stepper = TUIStepper()
        let ui = harness(stepper)
        let button = TUIButton(primaryAction: TUIAction(title: "OK") { _ in })
        button.frame = Rect(x: 0, y: 1, width: 6, height: 1)
        ui.window.addSubview(button)
        for view in [stepper, button] as [TUIView] { view.focusGroupIdentifier = "quantity" }
        ui.window.setFocus(to: stepper, heading: [])
        ui.press(.down, .left)  // at the minimum: nothing changes, and focus stays
        #expect(stepper.isFocused && stepper.value == 0 && ui.events.isEmpty)
    }

}
