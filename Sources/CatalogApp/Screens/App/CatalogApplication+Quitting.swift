import Foundation
import GraftHosting

extension CatalogApplication {
    /// After the loop stopped (q, Ctrl-C, a termination signal): lets a
    /// purchase still being paid for finish, visibly, rather than drop it.
    ///
    /// The loop runs again with a notice line saying that quitting waits
    /// for the purchase, until the payment ends or `timeout` passes.
    ///
    /// - Returns: What became of the purchase, for the command to print
    ///   after the terminal is restored; nil when none was in progress.
    public func finishPurchasesInProgress(timeout: Duration = .seconds(10)) async -> String? {
        let store = model.store
        guard store.purchasesInProgress > 0, let loop else { return nil }
        let before = Set(store.purchases.map(\.id))
        model.notices.quitNotice = "Quitting once the purchase in progress is paid for…"
        let deadline = ContinuousClock.now + timeout
        // Starts once run() below waits, so its stop() always finds the loop running.
        let watcher = Task { @MainActor in
            while store.purchasesInProgress > 0, ContinuousClock.now < deadline {
                try? await Task.sleep(for: .milliseconds(20))
            }
            loop.stop()
        }
        await loop.run()
        watcher.cancel()
        model.notices.quitNotice = nil
        let finished = store.purchases.filter { !before.contains($0.id) }
        if !finished.isEmpty {
            return finished.map { purchase in
                let name = store.product(withID: purchase.productID)?.name ?? purchase.productID
                return "the purchase of \(name) went through before quitting (order \(purchase.orderNumber))"
            }.joined(separator: "; ")
        }
        if store.purchasesInProgress > 0 {
            return "quit before the purchase in progress was paid for; it is not recorded"
        }
        return "the purchase in progress was declined before quitting; nothing was bought"
    }
}
