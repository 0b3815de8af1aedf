import Foundation
import GraftTerminal
import Testing

@testable import GraftUI

/// SwiftUI's gestures driven by mouse events: drags with the button held,
/// long presses, gesture state, priorities and hit testing.
@MainActor
@Suite("Gestures")
struct GestureTests {
    @MainActor
    final class Log {
        var entries: [String] = []
        var translations: [CGSize] = []
    }

    private func mouse(_ graph: ViewGraph, _ action: MouseAction, _ x: Int, _ y: Int) {
        graph.handle(.mouse(MouseEvent(action, at: Point(x: x, y: y))))
    }

    @Test func aDragReportsTranslationsInPointsAndEnds() {
        let log = Log()
        let graph = ViewGraph(
            root: Color.blue
                .gesture(
                    DragGesture()
                        .onChanged { log.translations.append($0.translation) }
                        .onEnded { log.entries.append("ended at \($0.location.x),\($0.location.y)") }
                ))
        _ = graph.render(size: Size(width: 20, height: 5))
        mouse(graph, .press(.left), 2, 1)
        #expect(log.translations.isEmpty)
        mouse(graph, .drag(.left), 5, 1)
        mouse(graph, .drag(.left), 5, 3)
        mouse(graph, .release(.left), 5, 3)
        #expect(log.translations == [CGSize(width: 3, height: 0), CGSize(width: 3, height: 2)])
        #expect(log.entries == ["ended at 5.5,3.5"])
        // A press and release without moving is not a drag.
        mouse(graph, .press(.left), 2, 1)
        mouse(graph, .release(.left), 2, 1)
        #expect(log.entries.count == 1)
    }

    @Test func dragLocationsScaleWithPointsPerCell() {
        let log = Log()
        let graph = ViewGraph(
            root: Color.blue.gesture(DragGesture(minimumDistance: 0).onChanged { log.translations.append($0.translation) })
                .environment(\.pointsPerCell, CGSize(width: 8, height: 16)))
        _ = graph.render(size: Size(width: 10, height: 4))
        mouse(graph, .press(.left), 0, 0)
        mouse(graph, .drag(.left), 2, 1)
        #expect(log.translations == [.zero, CGSize(width: 16, height: 16)])
    }

    struct Draggable: View {
        let log: Log
        @GestureState private var offset = CGSize.zero

        var body: some View {
            Text("x: \(Int(offset.width))")
                .frame(width: 20, height: 3)
                .gesture(DragGesture().updating($offset) { value, state, _ in state = value.translation })
                .onChange(of: offset) { _, new in log.entries.append("offset \(Int(new.width))") }
        }
    }

    @Test func gestureStateFollowsTheDragAndResetsWhenItEnds() {
        let log = Log()
        let graph = ViewGraph(root: Draggable(log: log))
        _ = graph.renderFrame(size: Size(width: 20, height: 3))
        mouse(graph, .press(.left), 1, 1)
        mouse(graph, .drag(.left), 7, 1)
        #expect(graph.renderFrame(size: Size(width: 20, height: 3)).text.contains("x: 6"))
        mouse(graph, .release(.left), 7, 1)
        #expect(graph.renderFrame(size: Size(width: 20, height: 3)).text.contains("x: 0"))
        #expect(log.entries == ["offset 6", "offset 0"])
    }

    @Test func aLongPressSucceedsAfterItsDurationAndReportsPressing() async throws {
        let log = Log()
        let graph = ViewGraph(
            root: Text("Hold").onLongPressGesture(minimumDuration: 0.05) {
                log.entries.append("long")
            } onPressingChanged: {
                log.entries.append("pressing \($0)")
            })
        _ = graph.render(size: Size(width: 4, height: 1))
        mouse(graph, .press(.left), 1, 0)
        #expect(log.entries == ["pressing true"])
        // The gesture's timer runs on the main actor, which other tests share
        // and may hold for seconds: count turns of it, not time, so the timer
        // gets its turn however long another test held the actor.
        for _ in 0 ..< 500 where log.entries.count < 3 {
            try await Task.sleep(for: .milliseconds(20))
        }
        #expect(log.entries == ["pressing true", "pressing false", "long"])
        mouse(graph, .release(.left), 1, 0)
        #expect(log.entries.count == 3)
        // Let go early: no action, pressing ends.
        mouse(graph, .press(.left), 1, 0)
        mouse(graph, .release(.left), 1, 0)
        try await Task.sleep(for: .milliseconds(100))
        #expect(log.entries.suffix(2) == ["pressing true", "pressing false"])
        #expect(log.entries.filter { $0 == "long" }.count == 1)
    }

    @Test func aButtonInsideAGestureStillTakesItsClickUnlessTheGestureHasHighPriority() {
        let log = Log()
        let normal = ViewGraph(
            root: HStack {
                Button("Go") { log.entries.append("button") }
                Spacer()
            }.gesture(TapGesture().onEnded { log.entries.append("row") }))
        _ = normal.render(size: Size(width: 20, height: 1))
        mouse(normal, .press(.left), 2, 0)
        mouse(normal, .release(.left), 2, 0)
        mouse(normal, .press(.left), 15, 0)
        mouse(normal, .release(.left), 15, 0)
        #expect(log.entries == ["button", "row"])

        log.entries.removeAll()
        let high = ViewGraph(
            root: HStack {
                Button("Go") { log.entries.append("button") }
                Spacer()
            }.highPriorityGesture(TapGesture().onEnded { log.entries.append("row") }))
        _ = high.render(size: Size(width: 20, height: 1))
        mouse(high, .press(.left), 2, 0)
        mouse(high, .release(.left), 2, 0)
        #expect(log.entries == ["row"])
    }

    @Test func aSimultaneousGestureRunsAlongsideTheOneThatTakesThePress() {
        let log = Log()
        let graph = ViewGraph(
            root: Color.red.gesture(TapGesture().onEnded { log.entries.append("inner") })
                .simultaneousGesture(TapGesture().onEnded { log.entries.append("outer") }))
        _ = graph.render(size: Size(width: 4, height: 1))
        mouse(graph, .press(.left), 1, 0)
        mouse(graph, .release(.left), 1, 0)
        #expect(Set(log.entries) == ["inner", "outer"])
    }

    @Test func hitTestingOffLetsClicksThroughAndContentShapeLimitsThem() {
        let log = Log()
        let through = ViewGraph(
            root: ZStack {
                Color.blue.onTapGesture { log.entries.append("behind") }
                Color.red.onTapGesture { log.entries.append("front") }.allowsHitTesting(false)
            })
        _ = through.render(size: Size(width: 4, height: 1))
        mouse(through, .press(.left), 1, 0)
        mouse(through, .release(.left), 1, 0)
        #expect(log.entries == ["behind"])

        log.entries.removeAll()
        let circle = ViewGraph(
            root: Color.red.frame(width: 20, height: 10).contentShape(Circle()).gesture(TapGesture().onEnded { log.entries.append("in") }))
        _ = circle.render(size: Size(width: 20, height: 10))
        mouse(circle, .press(.left), 0, 0)
        mouse(circle, .release(.left), 0, 0)
        mouse(circle, .press(.left), 10, 5)
        mouse(circle, .release(.left), 10, 5)
        #expect(log.entries == ["in"])
    }

    @Test func maskingAGestureOffDisablesIt() {
        let log = Log()
        let graph = ViewGraph(
            root: Color.red.gesture(TapGesture().onEnded { log.entries.append("tap") }, including: .subviews))
        _ = graph.render(size: Size(width: 4, height: 1))
        mouse(graph, .press(.left), 1, 0)
        mouse(graph, .release(.left), 1, 0)
        #expect(log.entries.isEmpty)
    }
}
