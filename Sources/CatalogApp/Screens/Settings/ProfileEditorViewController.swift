import TUIKit

/// A UIKit form for the profile: name and email text fields, a switch for
/// emailed receipts and a few lines of notes, with Cancel and Save in the
/// navigation bar. It reports through closures, so it knows
/// nothing of where the profile is kept.
final class ProfileEditorViewController: TUIViewController, TUITextFieldDelegate {
    /// Called with the edited profile when the user saves.
    var onSave: @MainActor (Profile) -> Void = { _ in }
    /// Called when the user cancels.
    var onCancel: @MainActor () -> Void = {}

    let nameField = TUITextField()
    let emailField = TUITextField()
    let receiptsSwitch = TUISwitch()
    /// Several lines: Enter starts a new one, Tab moves on, Escape stops typing.
    let notesView = TUITextView()
    /// What the form does not edit, kept as it came.
    private var uneditedProfile = Profile()

    /// Shows `profile` for editing.
    var profile: Profile {
        get {
            var profile = uneditedProfile
            profile.name = nameField.text ?? ""
            profile.email = emailField.text ?? ""
            profile.sendsReceipts = receiptsSwitch.isOn
            profile.notes = notesView.text ?? ""
            return profile
        }
        set {
            uneditedProfile = newValue
            // Compare first: a representable's update must not disturb editing.
            if nameField.text != newValue.name { nameField.text = newValue.name }
            if emailField.text != newValue.email { emailField.text = newValue.email }
            receiptsSwitch.isOn = newValue.sendsReceipts
            if notesView.text != newValue.notes { notesView.text = newValue.notes }
        }
    }

    override init() {
        super.init()
        title = "Edit Profile"
        // TUIKit's bar has no leading items yet; as in UIKit, the first
        // right item is the rightmost, so Cancel shows before Save.
        navigationItem.rightBarButtonItems = [
            TUIBarButtonItem(systemItem: .save, primaryAction: TUIAction { [weak self] _ in self?.save() }),
            TUIBarButtonItem(systemItem: .cancel, primaryAction: TUIAction { [weak self] _ in self?.onCancel() }),
        ]
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let fieldRows = [("Name", nameField, "Ada Lovelace"), ("Email", emailField, "ada@example.com")].map { title, field, placeholder in
            field.placeholder = placeholder
            field.clearButtonMode = .whileEditing
            field.delegate = self
            return formRow(title, field)
        }
        let receiptsNote = TUILabel()
        receiptsNote.text = "Email a receipt after each purchase"
        let receiptsRow = formRow("Receipts", receiptsSwitch, receiptsNote)
        notesView.heightAnchor.constraint(equalToConstant: 3).isActive = true
        let notesRow = formRow("Notes", notesView)
        notesRow.alignment = .top
        let stack = TUIStackView(arrangedSubviews: fieldRows + [receiptsRow, notesRow])
        stack.axis = .vertical
        stack.spacing = 1
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        let margins = view.layoutMarginsGuide
        TUILayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 1),
            stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        ])
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        view.window?.requestFocusUpdate(to: nameField)
    }

    /// A row of the form: a gray title in a column of its own, then the controls.
    private func formRow(_ title: String, _ controls: TUIView...) -> TUIStackView {
        let label = TUILabel()
        label.text = title
        label.textColor = .gray
        let row = TUIStackView(arrangedSubviews: [label] + controls)
        row.spacing = 1
        label.widthAnchor.constraint(equalToConstant: 8).isActive = true
        return row
    }

    /// Enter moves from the name to the email, and saves from the email.
    func textFieldShouldReturn(_ textField: TUITextField) -> Bool {
        if textField === nameField {
            view.window?.requestFocusUpdate(to: emailField)
        } else {
            save()
        }
        return false
    }

    private func save() {
        onSave(profile)
    }
}
