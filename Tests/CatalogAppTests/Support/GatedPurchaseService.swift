@testable import CatalogApp

/// A payment service whose payments wait until the test lets them through
/// or declines them, so no test depends on how fast the machine is.
actor GatedPurchaseService: PurchaseService {
    private var waiting: [CheckedContinuation<Bool, Never>] = []
    /// The products asked for, in order.
    private(set) var requests: [Product.ID] = []

    func purchase(_ product: Product) async throws(PurchaseError) {
        requests.append(product.id)
        let approved = await withCheckedContinuation { waiting.append($0) }
        if !approved { throw PurchaseError(message: "declined") }
    }

    /// How many payments are waiting.
    var waitingCount: Int { waiting.count }

    /// Ends the oldest waiting payment, if there is one.
    func finish(approving approved: Bool) {
        guard !waiting.isEmpty else { return }
        waiting.removeFirst().resume(returning: approved)
    }

    /// Ends every waiting payment, once at least one has started.
    func finishAll(approving approved: Bool) async {
        while waiting.isEmpty { await Task.yield() }
        for continuation in waiting { continuation.resume(returning: approved) }
        waiting = []
    }
}
