import GraftUI

/// The sheet Buy Now shows when the settings ask to confirm purchases: what
/// is bought, for how much, where it ships, and the card's security code.
/// The code is checked for its shape only and never kept: it lives in this
/// sheet's state and goes when the sheet closes.
struct ConfirmPurchaseView: View {
    let productName: String
    let price: String
    let shippingAddress: String
    /// Called after the sheet closed, when the user confirmed.
    let onConfirm: @MainActor () -> Void

    @State private var securityCode = ""
    @State private var showsCodeHint = false
    @FocusState private var isCodeFocused: Bool
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text("Buy \(productName)?").font(.headline)
            VStack(alignment: .leading, spacing: 0) {
                LabeledContent("Price", value: price)
                LabeledContent("Ships to", value: shippingAddress.isEmpty ? "The address on your card" : shippingAddress)
                LabeledContent {
                    SecureField("Security code", text: $securityCode, prompt: Text("3 or 4 digits"))
                        .focused($isCodeFocused)
                        .onSubmit(confirm)
                        .frame(width: 14)
                } label: {
                    Text("Security code")
                }
            }
            if showsCodeHint {
                Text("Enter the 3 or 4 digits on the back of your card.").foregroundStyle(.red)
            }
            HStack(spacing: 2) {
                Button("Cancel", role: .cancel) { dismiss() }
                    .buttonStyle(.bordered)
                Button("Buy Now", systemImage: "cart", action: confirm)
                    .buttonStyle(.borderedProminent)
                    .disabled(!Self.isValidSecurityCode(securityCode))
            }
        }
        .padding(.horizontal, 2)
        .padding(.vertical, 1)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .presentationDetents([.medium])
        .onAppear { isCodeFocused = true }
        .onChange(of: securityCode) { _, code in
            showsCodeHint = false
            // The field takes what a card's code can be: digits, four at most.
            let accepted = Self.acceptedSecurityCode(code)
            if accepted != code { securityCode = accepted }
        }
        .catalogTint()
    }

    /// What of `typed` the field keeps: its ASCII digits, the first four.
    static func acceptedSecurityCode(_ typed: String) -> String {
        String(typed.filter { $0.isASCII && $0.isNumber }.prefix(4))
    }

    /// Whether `code` looks like a card security code: 3 or 4 ASCII digits.
    static func isValidSecurityCode(_ code: String) -> Bool {
        (3 ... 4).contains(code.count) && code.allSatisfy { $0.isASCII && $0.isNumber }
    }

    private func confirm() {
        guard Self.isValidSecurityCode(securityCode) else {
            showsCodeHint = true
            return
        }
        dismiss()
        onConfirm()
    }
}
