import GraftHosting

/// One product in a list: its glyph, name, price and favorite heart, on one
/// line, the name giving way first when the row is narrow.
///
/// The heart is a button: a click on it toggles the favorite, as `f` does.
///
/// On the selected row, which the list fills with the accent color,
/// everything takes the color that reads on the accent, so no glyph
/// disappears into the selection.
struct ProductRow: View {
    let product: Product
    let price: String
    let isFavorite: Bool
    let toggleFavorite: @MainActor () -> Void
    /// Whether the row starts with a small picture of the product (the list does on wide screens).
    var showsPicture = false
    @Environment(\.cellConfigurationState) private var cellState
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        // Styles set inside override the container's, so each part picks its own.
        let onSelection = cellState?.isSelected == true ? ForegroundStyle.color(CatalogPalette.onTint(for: colorScheme)) : nil
        HStack(spacing: 1) {
            if showsPicture, let picture = ProductPictures.picture(for: product.id) {
                Image(uiImage: picture)
                    .resizable()
                    .frame(width: Self.pictureWidth, height: 1)
                    .accessibilityHidden(true)
            }
            Image(systemName: product.symbol ?? Self.fallbackSymbol)
                .foregroundStyle(onSelection ?? .tint)
            Text(product.name)
                .lineLimit(1)
                .foregroundStyle(onSelection ?? .primary)
            Spacer(minLength: 1)
            Text(price)
                .foregroundStyle(onSelection ?? .secondary)
                .layoutPriority(1)
            Button(action: toggleFavorite) {
                Image(systemName: isFavorite ? "heart.fill" : "heart")
                    .foregroundStyle(onSelection ?? (isFavorite ? .color(.red) : .tertiary))
            }
            .buttonStyle(.plain)
            .accessibilityLabel(isFavorite ? "Remove from Favorites" : "Add to Favorites")
        }
        .catalogTint()
    }

    /// How many columns a row's picture takes: the whole picture, squeezed into one row.
    static let pictureWidth: CGFloat = 4

    /// The narrowest list, in columns, whose rows show pictures.
    static let pictureMinimumListWidth = 100

    /// The glyph of a product whose catalog entry names none.
    static let fallbackSymbol = "shippingbox"
}
