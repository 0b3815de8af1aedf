/// Keys that move a page sheet between its detents, as dragging its
/// grabber does in UIKit: Alt-Up grows it, Alt-Down shrinks it.
extension TUIViewController {
    /// The sheet of a presented page sheet with more than one detent.
    private var sheetWithDetents: TUISheetPresentationController? {
        guard presentationContainer?.style == .pageSheet, let sheet = sheetPresentationController,
            sheet.detents.count > 1
        else { return nil }
        return sheet
    }

    /// Alt-Up and Alt-Down for a presented page sheet with several detents,
    /// each disabled at its end.
    var sheetDetentKeyCommands: [TUIKeyCommand] {
        guard let sheet = sheetWithDetents else { return [] }
        let steps = [
            (1, "Larger", TUIKeyCommand.inputUpArrow, "Make the sheet taller"),
            (-1, "Smaller", TUIKeyCommand.inputDownArrow, "Make the sheet shorter"),
        ]
        return steps.map { step, title, input, description in
            let command = TUIKeyCommand(title: title, input: input, modifierFlags: .alternate, discoverabilityTitle: description) { _ in
                if let next = sheet.detent(steppingBy: step, wraps: false) { sheet.selectedDetentIdentifier = next.identifier }
            }
            command.isDisabled = sheet.detent(steppingBy: step, wraps: false) == nil
            return command
        }
    }
}
