import Testing

@testable import TUIKit

@MainActor
@Suite("Sliders")
struct SliderTests {
    /// An 11-cell slider, so each cell is a tenth of the default range.
    private func harness(_ slider: TUISlider, x: Int = 0) -> ControlHarness {
        ControlHarness(slider, x: x, width: 11, windowWidth: 20) { "\(slider.value)" }
    }

    private func isClose(_ a: Float, _ b: Float) -> Bool { abs(a - b) < 0.0001 }

    @Test func itDrawsATrackFilledUpToTheThumb() {
        let slider = TUISlider()
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1 && slider.isContinuous)
        #expect(slider.intrinsicContentSize.height == 1)
        slider.frame = Rect(x: 0, y: 0, width: 11, height: 1)
        #expect(render(slider).text == "●──────────")
        slider.value = 0.5
        var canvas = render(slider)
        #expect(canvas.text == "━━━━━●─────")
        #expect(canvas[0, 0].style.foreground == slider.tintColor.fixedColor && canvas[6, 0].style.foreground == .gray)
        slider.minimumTrackTintColor = .red
        slider.maximumTrackTintColor = .blue
        slider.thumbTintColor = .yellow
        canvas = render(slider)
        #expect(canvas[4, 0].style.foreground == .red && canvas[5, 0].style.foreground == .yellow)
        #expect(canvas[6, 0].style.foreground == .blue)
        slider.setValue(7, animated: true)
        #expect(slider.value == 1 && render(slider).text == "━━━━━━━━━━●")
        #expect(slider.accessibilityValue == "100%")
        slider.isEnabled = false
        #expect(render(slider)[3, 0].style.attributes.contains(.dim))
    }

    @Test func theValueStaysWithinTheRangeAsUIKitKeepsIt() {
        let slider = TUISlider()
        slider.maximumValue = 10
        slider.value = 5
        slider.minimumValue = 7
        #expect(slider.value == 7)
        slider.minimumValue = 20
        #expect(slider.maximumValue == 20 && slider.value == 20)
        slider.maximumValue = -1
        #expect(slider.minimumValue == -1 && slider.value == -1)
        slider.maximumValue = 1
        slider.value = -5
        #expect(slider.value == -1)
        slider.value = .nan
        #expect(slider.value == -1 && slider.accessibilityValue == "0%")
    }

    @Test func keysMoveTheThumbWhenFocusedAndSendValueChanged() {
        let slider = TUISlider()
        let ui = harness(slider, x: 1)
        slider.value = 0.5
        #expect(ui.events.isEmpty)
        ui.press(.tab)
        #expect(slider.isFocused && ui.events.isEmpty)
        #expect(ui.columns(with: .reverse) == Array(1 ... 11))
        ui.press(.right)
        #expect(isClose(slider.value, 0.6) && ui.row == " ━━━━━━●────")
        ui.press(.left, .left)
        #expect(isClose(slider.value, 0.4))
        ui.press(.end)
        #expect(slider.value == 1)
        ui.press(.right, .pageUp)  // at the end: nothing changes, nothing is sent
        ui.press(.pageDown)
        #expect(isClose(slider.value, 0.9))
        ui.press(.home)
        #expect(slider.value == 0 && ui.events.count == 6 && slider.isFocused)
        slider.isEnabled = false
        ui.press(.end)
        #expect(slider.value == 0 && ui.events.count == 6)
    }

    @Test func aClickMovesTheThumbThereAndADragFollowsThePointer() {
        let slider = TUISlider()
        let ui = harness(slider, x: 1)
        ui.mouse(ui.mouse(.press(.left), 4))
        #expect(slider.value == 0.3 && slider.isFocused && ui.row == " ━━━●───────")
        ui.mouse(ui.mouse(.drag(.left), 8))
        #expect(slider.value == 0.7)
        ui.mouse(ui.mouse(.drag(.left), 19))  // past the end, outside the slider
        #expect(slider.value == 1)
        ui.mouse(ui.mouse(.drag(.left), 0), ui.mouse(.release(.left), 0))
        #expect(ui.events == ["0.3", "0.7", "1.0", "0.0"])
        ui.click(1)  // where the thumb already is: no change, nothing sent
        #expect(ui.events.count == 4)
    }

    @Test func aSliderThatIsNotContinuousSendsOnceWhenTheDragEnds() {
        let slider = TUISlider()
        slider.isContinuous = false
        let ui = harness(slider)
        ui.mouse(ui.mouse(.press(.left), 2), ui.mouse(.drag(.left), 5), ui.mouse(.drag(.left), 6))
        #expect(slider.value == 0.6 && ui.events.isEmpty)
        ui.mouse(ui.mouse(.release(.left), 6))
        #expect(ui.events == ["0.6"])
        ui.mouse(ui.mouse(.press(.left), 3), ui.mouse(.drag(.left), 6), ui.mouse(.release(.left), 6))
        #expect(ui.events == ["0.6"])  // it ended where it began
        ui.press(.left)  // a key is a change of its own
        #expect(ui.events == ["0.6", "0.5"])
    }

    @Test func upAndDownPassOnSoTheArrowsStillMoveFocusInAGroup() {
        let slider = TUISlider()
        let ui = harness(slider)
        let button = TUIButton(primaryAction: TUIAction(title: "OK") { _ in })
        button.frame = Rect(x: 0, y: 1, width: 6, height: 1)
        ui.window.addSubview(button)
        for view in [slider, button] as [TUIView] { view.focusGroupIdentifier = "volume" }
        ui.press(.tab, .tab)
        #expect(slider.isFocused)
        ui.press(.right, .down)
        #expect(button.isFocused && isClose(slider.value, 0.1) && ui.events == ["0.1"])
    }

}
