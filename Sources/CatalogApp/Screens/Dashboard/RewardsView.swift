import GraftHosting

/// The dashboard's rewards row, in UIKit: a "Rewards" heading with the
/// rewards earned beside it, and under it a progress bar toward the next
/// reward with what it means.
///
///     Rewards  ★ 1 reward earned
///     ████████░░░░░░░░░░░░  2 of 5 purchases to your next reward
final class RewardsView: TUIView {
    /// The bar toward the next reward.
    let progressView = TUIProgressView(progressViewStyle: .default)
    private let heading = TUILabel()
    private let earnedLabel = TUILabel()
    private let summaryLabel = TUILabel()

    /// How many cells the bar spans: 4 per purchase toward a reward.
    static let barWidth: Double = 20

    override init(frame: Rect) {
        super.init(frame: frame)
        heading.text = "Rewards"
        heading.font = .preferredFont(forTextStyle: .headline)
        earnedLabel.textColor = .yellow
        summaryLabel.textColor = .gray
        for view in [heading, earnedLabel, progressView, summaryLabel] as [TUIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        TUILayoutConstraint.activate([
            heading.topAnchor.constraint(equalTo: topAnchor),
            heading.leadingAnchor.constraint(equalTo: leadingAnchor),
            earnedLabel.topAnchor.constraint(equalTo: topAnchor),
            earnedLabel.leadingAnchor.constraint(equalTo: heading.trailingAnchor, constant: 2),
            earnedLabel.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor),
            progressView.topAnchor.constraint(equalTo: heading.bottomAnchor),
            progressView.leadingAnchor.constraint(equalTo: leadingAnchor),
            progressView.widthAnchor.constraint(equalToConstant: Self.barWidth),
            summaryLabel.topAnchor.constraint(equalTo: progressView.topAnchor),
            summaryLabel.leadingAnchor.constraint(equalTo: progressView.trailingAnchor, constant: 2),
            summaryLabel.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor),
            progressView.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    /// Shows `rewards`.
    func show(_ rewards: RewardsProgress) {
        progressView.progress = rewards.fraction
        summaryLabel.text = rewards.summary
        earnedLabel.text = rewards.earnedText
        earnedLabel.isHidden = rewards.earnedText == nil
    }
}
