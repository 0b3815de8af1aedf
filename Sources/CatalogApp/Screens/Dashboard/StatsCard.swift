import GraftUI
import Observation

/// The numbers the dashboard shows, kept current by the dashboard's
/// controller as the store changes; the card redraws from it without its
/// root view being replaced.
@MainActor
@Observable
final class DashboardStats {
    var productCount = 0
    var categoryCount = 0
    var favoriteCount = 0
    var purchaseCount = 0
    var totalSpent = ""
}

/// A card of catalog statistics, sized by its content.
struct StatsCard: View {
    let stats: DashboardStats
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Your catalog").font(.headline)
            row("Products", "\(stats.productCount) in \(stats.categoryCount) categories", symbol: "shippingbox")
            row("Favorites", "\(stats.favoriteCount)", symbol: "heart.fill")
            row("Purchases", "\(stats.purchaseCount)", symbol: "cart")
            row("Spent", stats.totalSpent, symbol: "creditcard")
        }
        // The border is drawn over the padding, as SwiftUI's is.
        .padding(.horizontal, 2)
        .padding(.vertical, 1)
        .border(CatalogPalette.tint(for: colorScheme), line: .rounded)
        .fixedSize()
        .catalogTint()
    }

    private func row(_ title: String, _ value: String, symbol: String) -> some View {
        HStack(spacing: 1) {
            Image(systemName: symbol).foregroundStyle(.tint)
            Text(title).foregroundStyle(.secondary)
            Spacer(minLength: 2)
            Text(value).bold()
        }
    }
}
