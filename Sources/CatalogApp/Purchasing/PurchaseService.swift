/// Takes payment for products.
///
/// The app calls it from ``ProductDetailModel/buy()``; a real store would
/// talk to a payment provider here.
public protocol PurchaseService: Sendable {
    /// Charges for one `product`.
    ///
    /// - Throws: ``PurchaseError`` when the payment did not go through.
    func purchase(_ product: Product) async throws(PurchaseError)
}

/// A payment that did not go through.
public struct PurchaseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What the "Purchase Failed" alert says.
    public var message: String

    /// Creates an error with the alert's message.
    public init(message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}

/// A payment service for the demo: each purchase takes `delay`, and the
/// first `failureCount` purchases are declined (`--fail-purchases N`), to
/// show the failure alert and a retry that succeeds.
public actor SimulatedPurchaseService: PurchaseService {
    private let delay: Duration
    private var remainingFailures: Int

    /// Creates the service.
    ///
    /// - Parameters:
    ///   - delay: How long each purchase takes.
    ///   - failureCount: How many purchases, counted from the first, are declined.
    public init(delay: Duration = .milliseconds(600), failingFirst failureCount: Int = 0) {
        precondition(failureCount >= 0, "SimulatedPurchaseService: failureCount must not be negative")
        self.delay = delay
        remainingFailures = failureCount
    }

    /// Waits `delay`, then succeeds, or declines while failures remain.
    ///
    /// Failures are counted when a purchase starts, so they go to the
    /// first purchases in the order they were asked for.
    public func purchase(_ product: Product) async throws(PurchaseError) {
        let fails = remainingFailures > 0
        if fails { remainingFailures -= 1 }
        do {
            if delay > .zero { try await Task.sleep(for: delay) }
        } catch {
            throw PurchaseError(message: "The purchase was cancelled.")
        }
        if fails {
            throw PurchaseError(message: "Your payment for \(product.name) was declined. No money was taken; try again.")
        }
    }
}
