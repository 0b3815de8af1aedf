import GraftUI

/// The settings sheet's content: appearance, how prices show, purchases,
/// shipping, and the profile, which opens an editor. Changes apply as they
/// are made.
struct SettingsView: View {
    @Bindable var settings: SettingsModel
    @State private var isEditingProfile = false
    @Environment(\.dismiss) private var dismiss

    /// How receipts reach the shopper: by email only when there is an
    /// address to send them to.
    private var receiptsSummary: String {
        let profile = settings.profile
        guard profile.sendsReceipts else { return "Off" }
        return profile.email.isEmpty ? "On, once an email is set" : "By email"
    }

    var body: some View {
        Form {
            Section("Appearance") {
                Picker("Theme", selection: $settings.theme) {
                    ForEach(Theme.allCases, id: \.self) { theme in
                        Text(theme.title).tag(theme)
                    }
                }
                .pickerStyle(.segmented)
            }
            Section("Prices") {
                // A menu: Left and Right (or Enter, or a click) step through the choices.
                Picker("Currency", selection: $settings.currencyDisplay) {
                    ForEach(CurrencyDisplay.allCases, id: \.self) { display in
                        Text(display.title).tag(display)
                    }
                }
                .pickerStyle(.menu)
            }
            Section {
                Toggle("Confirm before buying", isOn: $settings.confirmsPurchases)
                Stepper(
                    "Recent purchases shown: \(settings.recentPurchaseCount)", value: $settings.recentPurchaseCount,
                    in: Settings.recentPurchaseCountRange)
            } header: {
                Text("Purchases")
            } footer: {
                Text("Confirming asks for your card's security code, which is never saved.")
            }
            Section("Shipping") {
                TextField("Address", text: $settings.profile.shippingAddress, prompt: Text("Street, city"))
            }
            Section("Profile") {
                LabeledContent("Name", value: settings.profile.name.isEmpty ? "Not set" : settings.profile.name)
                LabeledContent("Email", value: settings.profile.email.isEmpty ? "Not set" : settings.profile.email)
                LabeledContent("Receipts", value: receiptsSummary)
                Button("Edit Profile…", systemImage: "person.circle.fill") { isEditingProfile = true }
                    .keyboardShortcut(.character("e"))
            }
        }
        .sheet(isPresented: $isEditingProfile) {
            ProfileEditor(profile: $settings.profile, isPresented: $isEditingProfile)
        }
        .navigationTitle("Settings")
        .toolbar {
            ToolbarItem(placement: .confirmationAction) {
                Button("Done") { dismiss() }
            }
        }
        .catalogTint()
    }
}
