import Foundation

extension SavedState {
    /// A three-way merge: the changes this instance made since `base` (what
    /// it last read from or wrote to the file), applied to `theirs` (what
    /// the file holds now, written by another instance perhaps).
    ///
    /// - Favorites: this instance's, without those another removed, then
    ///   those another added (unless this one removed them).
    /// - Ratings and settings: a rating or setting this instance changed is
    ///   this instance's; every other one is theirs.
    /// - Purchases: by id, `theirs` without those this instance removed,
    ///   plus those it added, oldest first.
    ///
    /// So two instances on one state directory keep each other's changes:
    /// one favoriting while the other buys ends with both in the file.
    static func merging(base: SavedState, mine: SavedState, theirs: SavedState) -> SavedState {
        let baseFavorites = Set(base.favorites)
        let mineFavorites = Set(mine.favorites)
        let removedFavorites = baseFavorites.subtracting(mineFavorites)
        let theirFavorites = Set(theirs.favorites)
        // In this instance's order (catalog order), then the other's additions.
        var favorites = mine.favorites.filter { theirFavorites.contains($0) || !baseFavorites.contains($0) }
        var seen = Set(favorites)
        for id in theirs.favorites where !removedFavorites.contains(id) && !seen.contains(id) {
            favorites.append(id)
            seen.insert(id)
        }

        var ratings = theirs.ratings
        for id in Set(base.ratings.keys).union(mine.ratings.keys) where base.ratings[id] != mine.ratings[id] {
            ratings[id] = mine.ratings[id]
        }

        let baseIDs = Set(base.purchases.map(\.id))
        let mineIDs = Set(mine.purchases.map(\.id))
        let removedIDs = baseIDs.subtracting(mineIDs)
        var purchases = theirs.purchases.filter { !removedIDs.contains($0.id) }
        var purchaseIDs = Set(purchases.map(\.id))
        for purchase in mine.purchases where !baseIDs.contains(purchase.id) && !purchaseIDs.contains(purchase.id) {
            purchases.append(purchase)
            purchaseIDs.insert(purchase.id)
        }
        // Stable: purchases made at the same moment keep their order.
        purchases = purchases.enumerated().sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }.map(\.element)

        let settings = Settings.merging(base: base.settings, mine: mine.settings, theirs: theirs.settings)
        return SavedState(favorites: favorites, purchases: purchases, settings: settings, ratings: ratings)
    }
}

extension Settings {
    /// Each setting `mine` changed from `base` is taken from `mine`; the rest from `theirs`.
    static func merging(base: Settings, mine: Settings, theirs: Settings) -> Settings {
        func pick<Value: Equatable>(_ keyPath: KeyPath<Settings, Value>) -> Value {
            base[keyPath: keyPath] != mine[keyPath: keyPath] ? mine[keyPath: keyPath] : theirs[keyPath: keyPath]
        }
        func pickProfile<Value: Equatable>(_ keyPath: KeyPath<Profile, Value>) -> Value {
            base.profile[keyPath: keyPath] != mine.profile[keyPath: keyPath]
                ? mine.profile[keyPath: keyPath] : theirs.profile[keyPath: keyPath]
        }
        let profile = Profile(
            name: pickProfile(\.name), email: pickProfile(\.email),
            sendsReceipts: pickProfile(\.sendsReceipts), shippingAddress: pickProfile(\.shippingAddress),
            notes: pickProfile(\.notes))
        return Settings(
            theme: pick(\.theme), currencyDisplay: pick(\.currencyDisplay), profile: profile,
            confirmsPurchases: pick(\.confirmsPurchases), recentPurchaseCount: pick(\.recentPurchaseCount),
            catalogSortOrder: pick(\.catalogSortOrder))
    }
}
