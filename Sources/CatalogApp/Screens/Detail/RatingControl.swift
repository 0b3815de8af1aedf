import GraftTerminal
import GraftUI

/// The shopper's rating of a product as five stars, a control of its own
/// made from a focusable view, key handlers and a drag gesture: Tab (or a
/// click) focuses it, a click on a star sets that many and dragging across
/// the stars follows the pointer, Right and Left add and take away a star,
/// 1 to 5 set the stars, 0 or Backspace takes the rating back.
struct RatingControl: View {
    @Binding var rating: Int?

    var body: some View {
        RatingStars(rating: rating) { rating = $0 }
            .focusable()
            .onKeyPress { event in
                guard event.modifiers.isEmpty, let stars = Self.stars(after: event.key, from: rating) else { return .ignored }
                rating = stars
                return .handled
            }
            .accessibilityLabel("Your rating")
            .accessibilityValue(rating.map { "\($0) of 5 stars" } ?? "Not rated")
    }

    /// The rating a key leads to (`.some(nil)` takes it back), or nil when
    /// the key does not change ratings.
    static func stars(after key: Key, from rating: Int?) -> Int?? {
        let range = ProductRating.stars
        switch key {
        case .right: return .some(min((rating ?? 0) + 1, range.upperBound))
        case .left: return .some((rating ?? 0) <= range.lowerBound ? nil : (rating ?? 0) - 1)
        case .backspace, .character("0"): return .some(nil)
        case .character(let character):
            guard let digit = character.wholeNumberValue, range.contains(digit) else { return nil }
            return .some(digit)
        default: return nil
        }
    }
}

/// The stars (reversed by the focus effect while the control has focus,
/// with the keys beside them); a click or a drag sets the rating to the
/// star under the pointer.
private struct RatingStars: View {
    let rating: Int?
    let rate: (Int) -> Void
    @Environment(\.isFocused) private var isFocused
    @Environment(\.pointsPerCell) private var pointsPerCell

    var body: some View {
        HStack(spacing: 1) {
            Text("Your rating").foregroundStyle(.secondary)
            HStack(spacing: 0) {
                ForEach(Array(ProductRating.stars), id: \.self) { star in
                    Text(star <= (rating ?? 0) ? "★" : "☆")
                }
            }
            .foregroundStyle(.tint)
            .gesture(DragGesture(minimumDistance: 0).onChanged { rate(star(at: $0.location)) })
            if isFocused {
                Text("←/→ or 1–5").foregroundStyle(.tertiary)
            }
        }
        .accessibilityHidden(true)
    }

    /// The star under `location`, each star one column wide; past either
    /// end, the nearest star.
    private func star(at location: CGPoint) -> Int {
        let column = Int((location.x / max(pointsPerCell.width, 1)).rounded(.down))
        return min(max(column + 1, ProductRating.stars.lowerBound), ProductRating.stars.upperBound)
    }
}
