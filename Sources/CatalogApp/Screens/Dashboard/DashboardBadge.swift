import GraftUI

/// A small badge for the dashboard, hosted in a TUIKit view: the number of
/// favorites, in the tint color.
struct DashboardBadge: View {
    let stats: DashboardStats

    var body: some View {
        HStack(spacing: 1) {
            // An empty heart while there is nothing to count, as the list's rows show it.
            Image(systemName: stats.favoriteCount == 0 ? "heart" : "heart.fill")
            Text("\(stats.favoriteCount) favorite" + (stats.favoriteCount == 1 ? "" : "s"))
        }
        .foregroundStyle(.red)
        .padding(.horizontal, 2)
        .padding(.vertical, 1)
        .border(.red, line: .rounded)
        .fixedSize()
    }
}
