import Foundation
import GraftUI

/// One purchase's receipt, shown in a sheet from the purchase history:
/// what was bought, the order number, when, the price, and where it ships.
struct ReceiptView: View {
    let purchase: Purchase
    let productName: String
    let productSymbol: String
    let price: String
    let date: String
    let shippingAddress: String
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text("Receipt").font(.headline)
            VStack(alignment: .leading, spacing: 0) {
                Label(productName, systemImage: productSymbol).bold()
                Label("Order \(purchase.orderNumber)", systemImage: "cart")
                Label(date, systemImage: "clock")
                if !shippingAddress.isEmpty {
                    Label("Ships to \(shippingAddress)", systemImage: "shippingbox")
                }
                LabeledContent("Paid", value: price)
            }
            Button("Done") { dismiss() }
                .buttonStyle(.borderedProminent)
                .keyboardShortcut(.defaultAction)
        }
        .padding(.horizontal, 2)
        .padding(.vertical, 1)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .presentationDetents([.medium])
        .catalogTint()
    }
}
