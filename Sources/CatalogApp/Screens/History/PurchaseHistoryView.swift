import Foundation
import GraftUI

/// The purchase history: every purchase, newest first, in a list where
/// Space or a click selects several; "Delete (n)" in the bottom
/// toolbar (or `d`) removes the selected ones after a confirmation,
/// "Clear History" removes them all, and "Receipt" (or `r`) shows the
/// receipt of the one selected purchase in a sheet.
///
/// "Edit" in the navigation bar (an `EditButton`, or `e`) puts the list in
/// editing mode, the SwiftUI way: each row of the `ForEach` with `onDelete`
/// shows a red `⊖`, and Delete or Backspace removes the cursor row at once;
/// "Done" ends editing. The edit mode is the hosting controller's.
struct PurchaseHistoryView: View {
    let store: CatalogStore
    let settings: SettingsModel
    let timeZone: TimeZone

    @State private var selection: Set<Purchase.ID> = []
    /// The purchases the confirmation dialog is asking about, while it shows.
    @State private var pendingDeletion: Set<Purchase.ID> = []
    /// The purchase whose receipt the sheet shows, while it shows.
    @State private var receipt: Purchase?
    /// The list has focus when the screen opens, so the arrows move in it at once.
    @FocusState private var isListFocused: Bool
    /// Whether the list is in editing mode, where Delete removes the cursor row.
    @Environment(\.editMode) private var editMode

    /// The title of the dialog that confirms a deletion.
    static func confirmationTitle(count: Int) -> String {
        "Delete \(count) purchase\(count == 1 ? "" : "s")?"
    }

    var body: some View {
        let purchases = store.purchases
        let liveIDs = Set(purchases.map(\.id))
        // A purchase removed elsewhere stops counting as selected.
        let selected = selection.intersection(liveIDs)
        let isEditing = editMode?.wrappedValue.isEditing == true
        content(purchases)
            .navigationTitle("Purchase History")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    EditButton()
                }
                .disabled(purchases.isEmpty && !isEditing)
                .keyboardShortcut(.character("e"))
                ToolbarItem(placement: .bottomBar) {
                    Button("Receipt") { receipt = purchases.first { selected.contains($0.id) } }
                }
                .disabled(selected.count != 1 || isEditing)
                .keyboardShortcut(.character("r"))
                // While editing, Delete on a row removes it at once (the list's
                // `onDelete`); the toolbar's removes the selection, after asking.
                ToolbarItem(placement: .bottomBar) {
                    Button("Delete (\(selected.count))", role: .destructive) { pendingDeletion = selected }
                }
                .disabled(selected.isEmpty || isEditing)
                .keyboardShortcut(.character("d"))
                ToolbarItem(placement: .bottomBar) {
                    Button("Clear History", role: .destructive) { pendingDeletion = liveIDs }
                }
                .disabled(purchases.isEmpty)
            }
            .confirmationDialog(
                Self.confirmationTitle(count: pendingDeletion.count),
                isPresented: Binding(get: { !pendingDeletion.isEmpty }, set: { if !$0 { pendingDeletion = [] } }),
                actions: {
                    let doomed = pendingDeletion
                    return [
                        .button("Delete", role: .destructive) {
                            store.removePurchases(withIDs: doomed)
                            selection.subtract(doomed)
                        },
                        .button("Cancel", role: .cancel),
                    ]
                },
                message: "They leave your history, totals and rewards. This cannot be undone."
            )
            .sheet(item: $receipt) { purchase in
                receiptView(purchase)
            }
            .catalogTint()
    }

    /// Removes the purchases at `offsets` of the newest-first list, as
    /// committing a table row's deletion does; editing ends with the last one.
    private func delete(atOffsets offsets: IndexSet, of newestFirst: [Purchase]) {
        let doomed = Set(offsets.filter(newestFirst.indices.contains).map { newestFirst[$0].id })
        store.removePurchases(withIDs: doomed)
        selection.subtract(doomed)
        if doomed.count == newestFirst.count { editMode?.wrappedValue = .inactive }
    }

    private func receiptView(_ purchase: Purchase) -> ReceiptView {
        let product = store.product(withID: purchase.productID)
        return ReceiptView(
            purchase: purchase,
            productName: product?.name ?? purchase.productID,
            productSymbol: product?.symbol ?? ProductRow.fallbackSymbol,
            price: settings.format(purchase.price, currencyCode: purchase.currencyCode),
            date: PurchaseHistoryRow.format(purchase.date, locale: settings.locale, timeZone: timeZone),
            shippingAddress: settings.profile.shippingAddress)
    }

    private func content(_ purchases: [Purchase]) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            rewards(RewardsProgress(purchaseCount: purchases.count))
            list(purchases)
        }
    }

    /// The bar toward the next reward, which deleting purchases moves back.
    private func rewards(_ progress: RewardsProgress) -> some View {
        ProgressView(value: Double(progress.towardNext), total: Double(RewardsProgress.purchasesPerReward)) {
            Text(progress.summary).foregroundStyle(.secondary)
        }
        .padding(.horizontal, 2)
    }

    @ViewBuilder
    private func list(_ purchases: [Purchase]) -> some View {
        if purchases.isEmpty {
            Text("No purchases yet.")
                .foregroundStyle(.secondary)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
        } else {
            // Recorded oldest first; the history reads newest first.
            let newestFirst = Array(purchases.reversed())
            List(selection: $selection) {
                ForEach(newestFirst) { purchase in
                    PurchaseHistoryRow(purchase: purchase, store: store, settings: settings, timeZone: timeZone)
                }
                .onDelete { delete(atOffsets: $0, of: newestFirst) }
            }
            .listStyle(.insetGrouped)
            .focused($isListFocused)
            .onAppear { isListFocused = true }
        }
    }
}

/// One purchase in the history: what was bought, when, and the price.
struct PurchaseHistoryRow: View {
    let purchase: Purchase
    let store: CatalogStore
    let settings: SettingsModel
    let timeZone: TimeZone

    var body: some View {
        let product = store.product(withID: purchase.productID)
        HStack(spacing: 1) {
            Image(systemName: product?.symbol ?? ProductRow.fallbackSymbol).foregroundStyle(.tint)
            // A purchase from another catalog still shows, by its product id.
            Text(product?.name ?? purchase.productID).lineLimit(1)
            Spacer(minLength: 2)
            Text(date).foregroundStyle(.secondary).lineLimit(1)
            Text(settings.format(purchase.price, currencyCode: purchase.currencyCode)).bold().fixedSize()
        }
    }

    private var date: String {
        Self.format(purchase.date, locale: settings.locale, timeZone: timeZone)
    }

    /// A purchase's date and time as the history and receipts show them.
    static func format(_ date: Date, locale: Locale, timeZone: TimeZone) -> String {
        var format = Date.FormatStyle(date: .abbreviated, time: .shortened, locale: locale)
        format.timeZone = timeZone
        return date.formatted(format)
    }
}
