// A form with a text view, a segmented control and a slider, laid out with
// Auto Layout in a stack view, and a context menu on the notes: UIKit code
// ported by renames only (see ParksViewController.swift).

import TUIKit

final class SettingsFormViewController: TUIViewController, TUITextViewDelegate, TUIContextMenuInteractionDelegate {
    let notesView = TUITextView()
    let unitsControl = TUISegmentedControl(items: ["Miles", "Kilometers"])
    let volumeSlider = TUISlider()
    private let volumeLabel = TUILabel()
    private(set) var changes: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        view.backgroundColor = .systemBackground

        notesView.delegate = self
        notesView.font = .preferredFont(forTextStyle: .body)
        notesView.text = "Pack water."
        notesView.addInteraction(TUIContextMenuInteraction(delegate: self))

        unitsControl.selectedSegmentIndex = 0
        unitsControl.addAction(
            TUIAction { [weak self] action in
                guard let control = action.sender as? TUISegmentedControl else { return }
                self?.changes.append("units \(control.selectedSegmentIndex)")
            }, for: .valueChanged)

        volumeSlider.minimumValue = 0
        volumeSlider.maximumValue = 10
        volumeSlider.value = 5
        volumeSlider.addAction(
            TUIAction { [weak self] _ in self?.volumeChanged() }, for: .valueChanged)

        volumeLabel.text = "Volume 5"
        volumeLabel.font = .preferredFont(forTextStyle: .footnote)
        volumeLabel.textColor = .secondaryLabel

        let stack = TUIStackView(arrangedSubviews: [unitsControl, volumeSlider, volumeLabel, notesView])
        stack.axis = .vertical
        stack.spacing = 1
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        TUILayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 1),
            stack.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 2),
            stack.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -2),
            notesView.heightAnchor.constraint(equalToConstant: 3),
        ])
    }

    private func volumeChanged() {
        volumeLabel.text = "Volume \(Int(volumeSlider.value.rounded()))"
        changes.append("volume \(Int(volumeSlider.value.rounded()))")
    }

    func textViewDidChange(_ textView: TUITextView) {
        changes.append("notes")
    }

    func contextMenuInteraction(
        _ interaction: TUIContextMenuInteraction, configurationForMenuAtLocation location: Point
    ) -> TUIContextMenuConfiguration? {
        TUIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            let copy = TUIAction(title: "Copy", image: TUIImage(systemName: "doc.on.doc")) { [weak self] _ in
                TUIPasteboard.general.string = self?.notesView.text
            }
            let clear = TUIAction(title: "Clear", image: TUIImage(systemName: "trash"), attributes: .destructive) {
                [weak self] _ in
                self?.notesView.text = ""
            }
            return TUIMenu(title: "", children: [copy, clear])
        }
    }
}
