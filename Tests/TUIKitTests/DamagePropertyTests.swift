import Testing

@testable import TUIKit

/// Frames drawn from damage against full redraws.
///
/// A window redraws only the rows its views marked. After every random step
/// (text, colors, visibility, moves, clipping, z-order, hierarchy changes,
/// scrolling, focus, presentations, list updates, resizes) the frame the
/// window drew incrementally must equal a full redraw of the same state,
/// cell for cell, styles included. `GRAFT_PROPERTY_COUNT` sets how many runs
/// (100 by default); `GRAFT_PROPERTY_SEED` replays one.
@MainActor
@Suite("Damage-driven drawing")
struct DamagePropertyTests {
    typealias Generator = SnapshotDiffPropertyTests.Generator

    /// A screen of assorted views the steps change.
    @MainActor
    private final class Playground {
        let app: TUIApplication
        let window: TUIWindow
        let surface: HeadlessSurface
        let root = TUIViewController()
        let content: TUIView
        var boxes: [TUIView] = []
        var labels: [TUILabel] = []
        let scroll = TUIScrollView()
        let list: ListScreenContent
        var presented: [TUIViewController] = []

        init(size: Size, using generator: inout Generator) {
            (app, window, surface) = makeApp(width: size.width, height: size.height)
            window.rootViewController = root
            content = root.view
            let colors: [TUIColor?] = [nil, TUIColor(.ansi(.blue)), TUIColor(.ansi(.red)), .systemBackground]
            for index in 0 ..< 4 {
                let box = TUIView(frame: Self.randomRect(in: size, using: &generator))
                box.backgroundColor = colors.randomElement(using: &generator) ?? nil
                box.clipsToBounds = Bool.random(using: &generator)
                let label = TUILabel()
                label.text = "label \(index) ✓ 漢字"
                label.frame = Rect(
                    x: Int.random(in: -2 ... 3, using: &generator), y: Int.random(in: 0 ... 2, using: &generator),
                    width: Int.random(in: 3 ... 14, using: &generator), height: 1)
                box.addSubview(label)
                let button = TUIButton(type: .system)
                button.setTitle("Go \(index)", for: .normal)
                button.frame = Rect(x: 0, y: 3, width: 8, height: 1)
                box.addSubview(button)
                content.addSubview(box)
                boxes.append(box)
                labels.append(label)
            }
            scroll.frame = Rect(x: size.width - 12, y: 1, width: 12, height: 5)
            scroll.contentSize = Size(width: 12, height: 20)
            for row in 0 ..< 20 {
                let label = TUILabel()
                label.text = "row \(row)"
                label.frame = Rect(x: 0, y: row, width: 10, height: 1)
                scroll.addSubview(label)
            }
            content.addSubview(scroll)
            list = ListScreenContent(frame: Rect(x: 0, y: size.height - 5, width: 16, height: 5))
            content.addSubview(list.collectionView)
            list.apply(count: 12, generation: 0)
            display()
        }

        static func randomRect(in size: Size, using generator: inout Generator) -> Rect {
            Rect(
                x: Int.random(in: -3 ..< size.width, using: &generator), y: Int.random(in: -2 ..< size.height, using: &generator),
                width: Int.random(in: 0 ... 16, using: &generator), height: Int.random(in: 0 ... 6, using: &generator))
        }

        func display() {
            app.mainLoop?.displayIfNeeded()
        }

        /// The frame a full redraw of the same state makes.
        func fullRedraw() -> Canvas {
            app.fullFrame(size: surface.size)
        }
    }

    @Test func incrementalFramesEqualFullRedraws() throws {
        for seed in propertySeeds(from: 21_000, defaultCount: 100) {
            var generator = Generator(seed: seed)
            var size = Size(width: 40, height: 14)
            let playground = Playground(size: size, using: &generator)
            var incremental = 0
            for step in 0 ..< 30 {
                let box = playground.boxes.randomElement(using: &generator) ?? playground.content
                let label = playground.labels.randomElement(using: &generator) ?? TUILabel()
                switch Int.random(in: 0 ..< 17, using: &generator) {
                case 0: label.text = ["", "x", "changed ✓", "wide 漢字漢字", "step \(step)"].randomElement(using: &generator)
                case 1:
                    box.backgroundColor =
                        [nil, TUIColor(.ansi(.green)), TUIColor(.ansi(.yellow)), .systemBackground].randomElement(using: &generator) ?? nil
                case 2: box.isHidden.toggle()
                case 3: box.frame = Playground.randomRect(in: size, using: &generator)
                case 4: box.clipsToBounds.toggle()
                case 5: playground.content.bringSubviewToFront(box)
                case 6: playground.content.sendSubviewToBack(box)
                case 7:
                    if label.superview != nil { label.removeFromSuperview() } else { box.addSubview(label) }
                case 8: playground.scroll.contentOffset = Point(x: 0, y: Int.random(in: 0 ... 15, using: &generator))
                case 9: send([key(.tab)], to: playground.app, surface: playground.surface)
                case 10: send([key(.tab, .shift)], to: playground.app, surface: playground.surface)
                case 11 where playground.presented.count < 2:
                    let sheet = TUIViewController()
                    sheet.modalPresentationStyle = [.pageSheet, .formSheet, .fullScreen].randomElement(using: &generator) ?? .pageSheet
                    let field = TUILabel()
                    field.text = "in sheet \(step)"
                    field.frame = Rect(x: 1, y: 1, width: 12, height: 1)
                    sheet.view.addSubview(field)
                    (playground.presented.last ?? playground.root).present(sheet, animated: false)
                    playground.presented.append(sheet)
                case 12 where !playground.presented.isEmpty:
                    playground.presented.removeLast().dismiss(animated: false)
                case 13:
                    playground.list.apply(count: Int.random(in: 0 ... 20, using: &generator), generation: step)
                case 14:
                    playground.list.reconfigureOne(using: &generator, generation: step)
                case 15:
                    size = Size(width: Int.random(in: 20 ... 50, using: &generator), height: Int.random(in: 8 ... 18, using: &generator))
                    send([.resize(size)], to: playground.app, surface: playground.surface)
                default:
                    box.tintColor = [nil, TUIColor(.ansi(.magenta)), TUIColor(.ansi(.cyan))].randomElement(using: &generator) ?? nil
                }
                playground.display()
                if playground.app.lastFrameWasIncremental { incremental += 1 }
                let drawn = try #require(playground.app.mainLoop?.lastFrame)
                let full = playground.fullRedraw()
                if drawn != full {
                    let row = (0 ..< full.size.height).first { drawn.row($0) != full.row($0) } ?? 0
                    Issue.record(
                        Comment(
                            rawValue: "seed \(seed), step \(step): the frame drawn from damage differs from a full redraw at row \(row):\n"
                                + "  drawn:    \(String(drawn.row(row).map(\.character)))\n"
                                + "  expected: \(String(full.row(row).map(\.character)))"))
                    return
                }
            }
            #expect(incremental > 0, "seed \(seed): some frames are drawn from damage")
        }
    }

    @Test func aLabelChangeRedrawsOnlyItsRow() throws {
        let (app, window, _) = makeApp(width: 30, height: 8)
        let label = TUILabel()
        label.text = "before"
        label.frame = Rect(x: 2, y: 3, width: 10, height: 1)
        let other = TUILabel()
        other.text = "stays"
        other.frame = Rect(x: 2, y: 5, width: 10, height: 1)
        window.addSubview(label)
        window.addSubview(other)
        app.mainLoop?.displayIfNeeded()
        label.text = "after"
        app.mainLoop?.displayIfNeeded()
        #expect(app.lastFrameWasIncremental)
        #expect(app.lastFrameRedrawnRows == [3])
        let frame = try #require(app.mainLoop?.lastFrame)
        #expect(String(frame.row(3).map(\.character)).contains("after"))
        #expect(String(frame.row(5).map(\.character)).contains("stays"))
    }

    @Test func anUnchangedFrameRedrawsNothing() {
        let (app, window, _) = makeApp(width: 30, height: 8)
        let label = TUILabel()
        label.text = "still"
        label.frame = Rect(x: 0, y: 0, width: 10, height: 1)
        window.addSubview(label)
        app.mainLoop?.displayIfNeeded()
        app.mainLoop?.setNeedsDisplay()
        app.mainLoop?.displayIfNeeded()
        #expect(app.lastFrameWasIncremental)
        #expect(app.lastFrameRedrawnRows.isEmpty)
    }
}

/// A list of numbered items in a collection view with a diffable data source.
@MainActor
private final class ListScreenContent {
    let collectionView: TUICollectionView
    var dataSource: TUICollectionViewDiffableDataSource<Int, Int>?
    var titles: [Int: String] = [:]

    init(frame: Rect) {
        collectionView = TUICollectionView(frame: frame, collectionViewLayout: .list(using: .init(appearance: .plain)))
        let registration = TUICollectionView.CellRegistration<TUICollectionViewListCell, Int> { [unowned self] cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = titles[item] ?? "item \(item)"
            cell.contentConfiguration = content
        }
        dataSource = TUICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
    }

    func apply(count: Int, generation: Int) {
        var snapshot = TUIDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array((generation % 3) ..< (generation % 3) + count), toSection: 0)
        dataSource?.apply(snapshot)
    }

    func reconfigureOne(using generator: inout SnapshotDiffPropertyTests.Generator, generation: Int) {
        guard var snapshot = dataSource?.snapshot(), let item = snapshot.itemIdentifiers.randomElement(using: &generator) else { return }
        titles[item] = "now \(generation)"
        snapshot.reconfigureItems([item])
        dataSource?.apply(snapshot)
    }
}
