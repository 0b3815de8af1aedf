import GraftUI

/// A small badge for the dashboard, hosted in a TUIKit view: the number of
/// favorites, in the tint color.
struct DashboardBadge: View {
    let stats: DashboardStats

    var body: some View {
        HStack(spacing: 1) {
            Image(systemName: "heart.fill")
            Text("\(stats.favoriteCount) favorite" + (stats.favoriteCount == 1 ? "" : "s"))
        }
        .foregroundStyle(.red)
        .padding(.horizontal, 2)
        .padding(.vertical, 1)
        .border(.red, line: .rounded)
        .fixedSize()
    }
}
