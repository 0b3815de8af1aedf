import GraftTerminal
import Testing

@testable import GraftUI

/// `ContentUnavailableView` as SwiftUI lays it out: label, description and actions stacked and
/// centered in all the space offered.
@MainActor
@Suite("Content unavailable view")
struct ContentUnavailableViewTests {
    private func rows(_ canvas: Canvas) -> [String] {
        canvas.text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0) }
    }

    @Test func theSearchViewNamesTheTextAndSitsInTheMiddle() throws {
        let canvas = ViewGraph(root: ContentUnavailableView.search(text: "lamp")).render(size: Size(width: 44, height: 9))
        let lines = rows(canvas)
        let title = try #require(lines.firstIndex { $0.contains("No Results for \u{201C}lamp\u{201D}") })
        // Three rows (title, gap, description) in nine: three blank rows above.
        #expect(title == 3, "\(canvas.text)")
        let titleLine = lines[title]
        let leading = titleLine.prefix { $0 == " " }.count
        let trailing = 44 - titleLine.displayWidth
        #expect(abs(leading - trailing) <= 1, "centered: \(titleLine)")
        #expect(titleLine.contains("⊙"), "the magnifying glass symbol")
        #expect(lines[title + 2].contains("Check the spelling or try a new search."))
    }

    @Test func theDescriptionIsSecondaryAndActionsShowUnderIt() throws {
        let view = ContentUnavailableView {
            Label("No Favorites", systemImage: "heart")
        } description: {
            Text("Press f on a product.")
        } actions: {
            Button("Browse") {}
        }
        let canvas = ViewGraph(root: view).render(size: Size(width: 30, height: 7))
        let lines = rows(canvas)
        let description = try #require(lines.firstIndex { $0.contains("Press f on a product.") })
        let button = try #require(lines.firstIndex { $0.contains("Browse") })
        #expect(button > description)
        // The description is drawn in the secondary style, the title (two rows up) is not.
        let descriptionX = try #require(lines[description].firstIndex(of: "P")).utf16Offset(in: lines[description])
        let titleX = try #require(lines[description - 2].firstIndex(of: "N")).utf16Offset(in: lines[description - 2])
        #expect(canvas[descriptionX, description].style.foreground != canvas[titleX, description - 2].style.foreground)
        #expect(canvas[titleX, description - 2].style.attributes.contains(.bold))
    }
}
