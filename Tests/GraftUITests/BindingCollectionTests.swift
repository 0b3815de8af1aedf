import GraftTerminal
import Testing

@testable import GraftUI

private struct Chore: Identifiable {
    let id: Int
    var title: String
}

@MainActor
@Suite("A binding to a collection is a collection of element bindings")
struct BindingCollectionTests {
    private struct Chores: View {
        let probe: Probe
        @State var chores = [Chore(id: 1, title: "dishes"), Chore(id: 2, title: "laundry")]
        var body: some View {
            probe.actions["drop first"] = { chores.removeFirst() }
            return VStack {
                ForEach($chores) { $chore in
                    HStack {
                        Text(chore.title)
                        Button("Shout") { chore.title = chore.title.uppercased() }
                    }
                }
                Text("all: \(chores.map(\.title).joined(separator: ","))")
            }
        }
    }

    @Test func rowsEditTheirElementInPlace() {
        let probe = Probe()
        let graph = ViewGraph(root: Chores(probe: probe))
        let size = Size(width: 30, height: 3)
        #expect(graph.render(size: size).text.contains("dishes"))
        // Focus the second row's button and press it.
        graph.handle(.key(KeyEvent(.tab)))
        graph.handle(.key(KeyEvent(.tab)))
        graph.handle(.key(KeyEvent(.enter)))
        let frame = graph.render(size: size).text
        #expect(frame.contains("LAUNDRY"))
        #expect(frame.contains("all: dishes,LAUNDRY"))
        probe.run("drop first")
        #expect(graph.render(size: size).text.contains("all: LAUNDRY"))
    }

    @Test func elementBindingsReadAndWriteThroughTheCollection() {
        var storage = [1, 2, 3]
        let numbers = Binding(get: { storage }, set: { storage = $0 })
        #expect(numbers.count == 3)
        numbers[1].wrappedValue = 20
        #expect(storage == [1, 20, 3])
        let last = numbers[2]
        storage = [1]
        #expect(last.wrappedValue == 3, "a departed element reads as it was")
        last.wrappedValue = 30
        #expect(storage == [1], "and writes to it are ignored")
        #expect(numbers.map(\.wrappedValue) == [1])
    }

    @Test func aBindingToAnIdentifiableValueHasItsID() {
        let chore = Binding.constant(Chore(id: 7, title: "mop"))
        #expect(chore.id == 7)
    }
}
