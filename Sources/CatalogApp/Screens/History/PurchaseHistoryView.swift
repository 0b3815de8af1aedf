import Foundation
import GraftUI

/// The purchase history: every purchase, newest first, in a list where
/// Space or a click selects several; "Delete (n)" in the bottom
/// toolbar (or `d`) removes the selected ones after a confirmation,
/// "Clear History" removes them all, and "Receipt" (or `r`) shows the
/// receipt of the one selected purchase in a sheet.
///
/// "Edit" in the navigation bar (or `e`) puts the list in editing mode, as
/// a UIKit table's edit button does: each row shows a red `⊖`, the arrows
/// move one highlighted row, and Delete or Backspace (or the toolbar's
/// "Delete") removes it at once;
/// "Done" ends editing. GraftUI has no `EditButton`, `editMode` or
/// `onDelete` yet, so the screen keeps the mode in its own state.
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
    /// Whether the list is in editing mode, where Delete removes the highlighted row.
    @State private var isEditing = false
    /// The row editing mode's keys act on.
    @State private var editingRow: Purchase.ID?

    /// The title of the dialog that confirms a deletion.
    static func confirmationTitle(count: Int) -> String {
        "Delete \(count) purchase\(count == 1 ? "" : "s")?"
    }

    var body: some View {
        let purchases = store.purchases
        let liveIDs = Set(purchases.map(\.id))
        // A purchase removed elsewhere stops counting as selected.
        let selected = selection.intersection(liveIDs)
        content(purchases)
            .navigationTitle("Purchase History")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button(isEditing ? "Done" : "Edit") { toggleEditing(purchases) }
                }
                .disabled(purchases.isEmpty && !isEditing)
                .keyboardShortcut(.character("e"))
                ToolbarItem(placement: .bottomBar) {
                    Button("Receipt") { receipt = purchases.first { selected.contains($0.id) } }
                }
                .disabled(selected.count != 1 || isEditing)
                .keyboardShortcut(.character("r"))
                // While editing, Delete removes the highlighted row at once,
                // as a table's editing mode does; otherwise the selection, after asking.
                ToolbarItem(placement: .bottomBar) {
                    Button(isEditing ? "Delete" : "Delete (\(selected.count))", role: .destructive) {
                        if isEditing { _ = deleteEditingRow(purchases) } else { pendingDeletion = selected }
                    }
                }
                .disabled(isEditing ? editingRow == nil : selected.isEmpty)
                .keyboardShortcut(isEditing ? .delete : .character("d"))
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

    /// Starts editing on the first selected purchase (else the newest), or
    /// ends it; the list takes focus either way, so the arrows move in it.
    private func toggleEditing(_ purchases: [Purchase]) {
        isEditing.toggle()
        if isEditing {
            let newestFirst = purchases.reversed()
            editingRow = newestFirst.first { selection.contains($0.id) }?.id ?? newestFirst.first?.id
        }
        isListFocused = true
    }

    /// Removes the highlighted purchase, as committing a table row's
    /// deletion does, and highlights the one that took its place.
    private func deleteEditingRow(_ purchases: [Purchase]) -> KeyPress.Result {
        let newestFirst = Array(purchases.reversed())
        guard isEditing, let id = editingRow, let index = newestFirst.firstIndex(where: { $0.id == id }) else { return .ignored }
        store.removePurchases(withIDs: [id])
        selection.remove(id)
        let remaining = newestFirst.filter { $0.id != id }
        editingRow = remaining.isEmpty ? nil : remaining[min(index, remaining.count - 1)].id
        if remaining.isEmpty { isEditing = false }
        return .handled
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
        } else if isEditing {
            List(Array(purchases.reversed()), selection: $editingRow) { purchase in
                PurchaseHistoryRow(purchase: purchase, store: store, settings: settings, timeZone: timeZone, showsDeleteControl: true)
            }
            .listStyle(.insetGrouped)
            .focused($isListFocused)
            .onKeyPress(.backspace) { deleteEditingRow(purchases) }
        } else {
            // Recorded oldest first; the history reads newest first.
            List(Array(purchases.reversed()), selection: $selection) { purchase in
                PurchaseHistoryRow(purchase: purchase, store: store, settings: settings, timeZone: timeZone)
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
    /// Whether the row shows editing mode's red `⊖`.
    var showsDeleteControl = false

    var body: some View {
        let product = store.product(withID: purchase.productID)
        HStack(spacing: 1) {
            if showsDeleteControl {
                Text("⊖").foregroundStyle(.red)
            }
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
