/// Where the shopper stands on the rewards scheme: every
/// ``purchasesPerReward`` purchases earn a reward.
struct RewardsProgress: Equatable {
    /// How many purchases earn one reward.
    static let purchasesPerReward = 5

    /// Rewards earned so far.
    let earned: Int
    /// Purchases made toward the next reward, from 0 to ``purchasesPerReward`` - 1.
    let towardNext: Int

    /// The progress after `purchaseCount` purchases.
    init(purchaseCount: Int) {
        let count = max(0, purchaseCount)
        earned = count / Self.purchasesPerReward
        towardNext = count % Self.purchasesPerReward
    }

    /// How full the bar toward the next reward is, from 0 to 1.
    var fraction: Float {
        Float(towardNext) / Float(Self.purchasesPerReward)
    }

    /// What the bar means: "2 of 5 purchases to your next reward".
    var summary: String {
        "\(towardNext) of \(Self.purchasesPerReward) purchases to your next reward"
    }

    /// The rewards earned, or nil before the first.
    var earnedText: String? {
        earned == 0 ? nil : "★ \(earned) reward\(earned == 1 ? "" : "s") earned"
    }
}
