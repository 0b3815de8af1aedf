/// How the shopper rates a product: 1 to 5 stars, drawn as `★★★☆☆`.
public enum ProductRating {
    /// The stars a rating can have.
    public static let stars = 1 ... 5

    /// `stars` filled stars, then empty ones up to five; five empty ones for nil.
    public static func glyphs(for stars: Int?) -> String {
        let filled = min(max(stars ?? 0, 0), self.stars.upperBound)
        return String(repeating: "★", count: filled) + String(repeating: "☆", count: self.stars.upperBound - filled)
    }
}
