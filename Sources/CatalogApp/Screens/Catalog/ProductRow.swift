import GraftUI

/// One product in a list: its glyph, name, price and favorite heart, on one
/// line, the name giving way first when the row is narrow.
struct ProductRow: View {
    let product: Product
    let price: String
    let isFavorite: Bool

    var body: some View {
        HStack(spacing: 1) {
            Image(systemName: product.symbol ?? Self.fallbackSymbol)
                .foregroundStyle(.tint)
            Text(product.name)
                .lineLimit(1)
            Spacer(minLength: 1)
            Text(price)
                .foregroundStyle(.secondary)
                .layoutPriority(1)
            Image(systemName: isFavorite ? "heart.fill" : "heart")
                .foregroundStyle(isFavorite ? .color(.red) : .tertiary)
        }
    }

    /// The glyph of a product whose catalog entry names none.
    static let fallbackSymbol = "shippingbox"
}
