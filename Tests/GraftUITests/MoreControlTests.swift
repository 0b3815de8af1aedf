import Foundation
import GraftTerminal
import Testing

@testable import GraftUI

@MainActor
@Suite("Labels, steppers, progress and forms")
struct MoreControlTests {
    @Test func labelsAndLabeledContent() {
        #expect(render(Label("Cart", systemImage: "cart"), width: 6, height: 1) == "⊔ Cart")
        #expect(render(LabeledContent("Total", value: "$49.00"), width: 16, height: 1) == "Total     $49.00")
    }

    @Test func aStepperChangesItsValueWithinBounds() {
        struct Quantity: View {
            @State var count = 1
            var body: some View {
                Stepper("Qty \(count)", value: $count, in: 1 ... 3)
                    .frame(maxWidth: .infinity, alignment: .leading)
            }
        }
        let graph = ViewGraph(root: Quantity())
        let size = Size(width: 14, height: 1)
        #expect(graph.render(size: size).text == "Qty 1   [−][+]", "the buttons sit at the trailing edge")
        graph.handle(.key(KeyEvent(.tab)))
        for _ in 0 ..< 5 { graph.handle(.key(KeyEvent(.character("+")))) }
        #expect(graph.render(size: size).text == "Qty 3   [−][+]")
        graph.handle(.key(KeyEvent(.left)))
        #expect(graph.render(size: size).text == "Qty 2   [−][+]")
        graph.handle(.mouse(MouseEvent(.press(.left), at: Point(x: 9, y: 0))))
        graph.handle(.mouse(MouseEvent(.release(.left), at: Point(x: 9, y: 0))))
        #expect(graph.render(size: size).text == "Qty 1   [−][+]")
    }

    @Test func aDeterminateProgressViewFillsItsBar() {
        let text = render(ProgressView(value: 0.5).frame(width: 15), width: 15, height: 1)
        // The bar takes what the percentage leaves: 11 cells, half filled (rounded down).
        #expect(text == "█████░░░░░░ 50%")
    }

    @Test func aSpinnerAdvancesWhenTheHostTicks() {
        let graph = ViewGraph(root: ProgressView("Loading"))
        let size = Size(width: 10, height: 1)
        let first = graph.render(size: size).text
        #expect(graph.hasAnimations)
        graph.advanceAnimations()
        let second = graph.render(size: size).text
        #expect(first.hasSuffix("Loading") && second.hasSuffix("Loading"))
        #expect(first != second)
    }

    @Test func aFormStacksSectionsWithHeaders() {
        let form = Form {
            Section("Account") {
                LabeledContent("Name", value: "Ada")
                Toggle("Emails", isOn: .constant(true))
            }
        }
        let lines = render(form, width: 20, height: 4).split(separator: "\n").map { String($0).trimmingCharacters(in: .whitespaces) }
        #expect(lines.first == "Account")
        #expect(lines.contains("Name          Ada"))
        #expect(lines.contains("Emails       [ ●]"), "a switch sits at the trailing edge of its row")
    }
}

@MainActor
@Suite("Pickers")
struct PickerTests {
    enum Order: Hashable { case name, price, rating }

    struct Sorter: View {
        let style: PickerStyle
        @State var order = Order.price
        var body: some View {
            VStack(alignment: .leading) {
                Picker("Sort", selection: $order) {
                    Text("Name").tag(Order.name)
                    Text("Price").tag(Order.price)
                    Text("Rating").tag(Order.rating)
                }
                .pickerStyle(style)
                Text("by \(String(describing: order))")
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    @Test func segmentedShowsEveryOptionAndHighlightsTheChoice() {
        let graph = ViewGraph(root: Sorter(style: .segmented))
        let size = Size(width: 24, height: 2)
        let frame = graph.render(size: size)
        #expect(frame.text.hasPrefix("Sort   Name Price Rating"))
        #expect(frame[12, 0].style.attributes.isSuperset(of: [.bold, .underline]), "Price is chosen")
        #expect(!frame[12, 0].style.attributes.contains(.reverse), "reverse video is the focus mark")
        graph.handle(.key(KeyEvent(.tab)))
        #expect(graph.render(size: size)[12, 0].style.attributes.contains(.reverse), "the chosen segment shows focus")
        graph.handle(.key(KeyEvent(.right)))
        #expect(graph.render(size: size).text.contains("by rating"))
        graph.handle(.mouse(MouseEvent(.press(.left), at: Point(x: 8, y: 0))))
        graph.handle(.mouse(MouseEvent(.release(.left), at: Point(x: 8, y: 0))))
        #expect(graph.render(size: size).text.contains("by name"))
    }

    @Test func menuStyleShowsOnlyTheChoice() {
        let graph = ViewGraph(root: Sorter(style: .menu))
        let size = Size(width: 24, height: 2)
        #expect(graph.render(size: size).text.hasPrefix("Sort           ‹ Price ›"), "the choice sits at the trailing edge")
        graph.handle(.key(KeyEvent(.tab)))
        graph.handle(.key(KeyEvent(.enter)))
        #expect(graph.render(size: size).text.hasPrefix("Sort          ‹ Rating ›"))
    }
}
