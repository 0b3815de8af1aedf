/// Keys that move a page sheet between its detents, as dragging its
/// grabber does in UIKit: Alt-Up grows it, Alt-Down shrinks it.
extension TUIViewController {
    /// The sheet's detents in order of height, and the index of the one shown;
    /// nil unless this controller is a presented page sheet with more than one.
    private var sheetDetentPosition: (detents: [TUISheetPresentationController.Detent], index: Int)? {
        guard presentationContainer?.style == .pageSheet, let sheet = sheetPresentationController else { return nil }
        let detents = sheet.detentsByHeight
        guard detents.count > 1, let index = detents.firstIndex(of: sheet.currentDetent) else { return nil }
        return (detents, index)
    }

    /// Shows the next taller (`step` 1) or shorter (`step` -1) detent, if any.
    func moveSheetDetent(by step: Int) {
        guard let (detents, index) = sheetDetentPosition, let sheet = sheetPresentationController else { return }
        let next = index + step
        guard detents.indices.contains(next) else { return }
        sheet.selectedDetentIdentifier = detents[next].identifier
    }

    /// Alt-Up and Alt-Down for a presented page sheet with several detents.
    var sheetDetentKeyCommands: [TUIKeyCommand] {
        guard let (detents, index) = sheetDetentPosition else { return [] }
        let grow = TUIKeyCommand(title: "Larger", input: TUIKeyCommand.inputUpArrow, modifierFlags: .alternate,
                                 discoverabilityTitle: "Make the sheet taller") { [weak self] _ in self?.moveSheetDetent(by: 1) }
        grow.isDisabled = index == detents.count - 1
        let shrink = TUIKeyCommand(title: "Smaller", input: TUIKeyCommand.inputDownArrow, modifierFlags: .alternate,
                                   discoverabilityTitle: "Make the sheet shorter") { [weak self] _ in self?.moveSheetDetent(by: -1) }
        shrink.isDisabled = index == 0
        return [grow, shrink]
    }
}
