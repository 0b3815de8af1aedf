import GraftTerminal

@testable import GraftUI

/// Holds the proxy a ``ScrollViewReader`` gave its content, for tests to call.
@MainActor
final class ScrollProxyBox {
    var proxy: ScrollViewProxy?
}

/// Keeps the reader's proxy in `box`; shows nothing.
struct ScrollProxyCapture: View {
    let proxy: ScrollViewProxy
    let box: ScrollProxyBox

    var body: some View {
        box.proxy = proxy
        return EmptyView()
    }
}

/// The rows of a rendered frame, scroll indicators left out, trimmed.
@MainActor
func visibleLines(_ graph: ViewGraph, _ size: Size) -> [String] {
    graph.render(size: size).text.split(separator: "\n", omittingEmptySubsequences: false).map {
        String($0.filter { !scrollIndicatorGlyphs.contains($0) }).trimmingCharacters(in: .whitespaces)
    }
}
