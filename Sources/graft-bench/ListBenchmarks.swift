import GraftTerminal
import TUIKit

/// TUIKit's collection view at 100, 10,000 and 100,000 items: applying
/// snapshots, moving the selection, scrolling a page, reconfiguring a row.
/// Each step includes the layout pass and drawing the window into a canvas.
@MainActor
enum ListBenchmarks {
    static let screen = Size(width: 80, height: 24)

    /// A window holding a focused list of `count` items.
    @MainActor
    final class Fixture {
        let window = TUIWindow(frame: Rect(origin: .zero, size: ListBenchmarks.screen))
        let collectionView: TUICollectionView
        let dataSource: TUICollectionViewDiffableDataSource<Int, Int>
        var canvas = Canvas(size: ListBenchmarks.screen)
        var names: [Int: String] = [:]

        /// A collection view list, or with `table` a plain table view whose
        /// one section has a title (so its header stays pinned at the top).
        init(count: Int, table: Bool = false, sectionSize: Int? = nil) {
            let frame = Rect(origin: .zero, size: ListBenchmarks.screen)
            if table {
                let tableView = TUITableView(frame: frame, style: .plain)
                tableView.register(TUITableViewCell.self, forCellReuseIdentifier: "product")
                collectionView = tableView
                dataSource = TitledDataSource(tableView: tableView) { tableView, indexPath, item in
                    let cell = tableView.dequeueReusableCell(withIdentifier: "product", for: indexPath)
                    var content = cell.defaultContentConfiguration()
                    content.text = "Product \(item)"
                    cell.contentConfiguration = content
                    cell.accessoryType = .disclosureIndicator
                    return cell
                }
            } else {
                collectionView = TUICollectionView(
                    frame: frame, collectionViewLayout: .list(using: TUICollectionLayoutListConfiguration(appearance: .plain)))
                let registration = TUICollectionView.CellRegistration<TUICollectionViewListCell, Int> { cell, _, item in
                    var content = cell.defaultContentConfiguration()
                    content.text = "Product \(item)"
                    cell.contentConfiguration = content
                    cell.accessories = [.disclosureIndicator()]
                }
                dataSource = TUICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
                    collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
                }
            }
            window.addSubview(collectionView)
            let items = Array(0 ..< count)
            dataSource.apply(sectionSize.map { Self.snapshot(items, sectionSize: $0) } ?? Self.snapshot(items))
            window.requestFocusUpdate(to: collectionView)
            draw()
        }

        static func snapshot(_ items: [Int]) -> TUIDiffableDataSourceSnapshot<Int, Int> {
            var snapshot = TUIDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(items)
            return snapshot
        }

        /// `items` in sections of `sectionSize`, numbered from 0, as an app
        /// builds a list by category: one `appendSections` and one
        /// `appendItems` a section.
        static func snapshot(_ items: [Int], sectionSize: Int) -> TUIDiffableDataSourceSnapshot<Int, Int> {
            var snapshot = TUIDiffableDataSourceSnapshot<Int, Int>()
            var start = 0
            var section = 0
            while start < items.count {
                let end = min(start + sectionSize, items.count)
                snapshot.appendSections([section])
                snapshot.appendItems(Array(items[start ..< end]), toSection: section)
                start = end
                section += 1
            }
            return snapshot
        }

        func press(_ key: Key) {
            let press = TUIPress(key: TUIKey(KeyEvent(key)))
            collectionView.pressesBegan([press], with: TUIPressesEvent(presses: [press]))
        }

        @discardableResult
        func draw() -> Int {
            window.drawHierarchy(in: &canvas)
            return canvas[0, 0].style.background == .red ? 1 : 0
        }

        var cellCount: Int { collectionView.subviews.filter { $0 is TUICollectionViewCell }.count }
    }

    /// A table data source whose one section is titled.
    final class TitledDataSource: TUITableViewDiffableDataSource<Int, Int> {
        override func tableView(_ tableView: TUITableView, titleForHeaderInSection section: Int) -> String? { "Products" }
    }

    /// A benchmark whose fixture is built on the first (untimed warm-up)
    /// call, so building a 100,000-item list is not measured.
    static func benchmark(
        _ name: String, unit: String, count: Int, table: Bool = false, sectionSize: Int? = nil,
        body: @escaping @MainActor (Fixture, Int) -> Void
    ) -> Benchmark {
        var fixture: Fixture?
        return Benchmark(name: name, unit: unit) { iterations in
            let current = fixture ?? Fixture(count: count, table: table, sectionSize: sectionSize)
            fixture = current
            body(current, iterations)
            return current.cellCount
        }
    }

    static var all: [Benchmark] {
        var benchmarks: [Benchmark] = sectioned
        for count in [100, 10_000, 100_000] {
            benchmarks += flat(count: count)
        }
        return benchmarks
    }

    /// Items in sections of 1,000 at 1,000, 100,000 and 1,000,000 items, as
    /// the catalog shows products by category: building a snapshot, applying
    /// one that only reconfigures a row, and applying a 1% change. Each
    /// applied step is its own non-inlined function, so callgrind can count
    /// one step's instructions (`--toggle-collect='*Step*'`).
    static var sectioned: [Benchmark] {
        var benchmarks: [Benchmark] = []
        // Sizes are named 1k, 100k and 1M so that a filter names one: the
        // filters match by substring, and "/1000" is in "/1000000" too.
        for (count, size) in [(1_000, "1k"), (100_000, "100k"), (1_000_000, "1M")] {
            let all = Array(0 ..< count)
            let changed = all.map { $0 % 100 == 50 ? $0 + 10_000_000 : $0 }
            // A search narrowing the list: a third of the items stay, spread through it.
            let narrowed = all.filter { $0 % 3 == 0 }
            benchmarks.append(
                Benchmark(name: "lists.sections.build/\(size)", unit: "snapshot of N items in sections of 1,000") { iterations in
                    var total = 0
                    for _ in 0 ..< iterations { total &+= buildStep(all) }
                    return total
                })
            benchmarks.append(
                benchmark(
                    "lists.sections.reconfigure-one/\(size)", unit: "snapshot(), reconfigure a row in view, apply, frame",
                    count: count, sectionSize: 1_000
                ) { fixture, iterations in
                    for iteration in 0 ..< iterations { reconfigureStep(fixture, item: iteration % 10) }
                })
            // The turn lives across calls: a sample of one iteration must
            // still alternate, or it would apply an unchanged snapshot.
            let snapshots = [Fixture.snapshot(changed, sectionSize: 1_000), Fixture.snapshot(all, sectionSize: 1_000)]
            let applyTurn = Turn()
            benchmarks.append(
                benchmark(
                    "lists.sections.apply-1pct/\(size)", unit: "apply a snapshot made beforehand, frame",
                    count: count, sectionSize: 1_000
                ) { fixture, iterations in
                    for _ in 0 ..< iterations { applyStep(fixture, snapshots[applyTurn.next() % 2]) }
                })
            let identifiers = [changed, all]
            let buildTurn = Turn()
            benchmarks.append(
                benchmark(
                    "lists.sections.build-apply-1pct/\(size)", unit: "build from identifiers, apply, frame",
                    count: count, sectionSize: 1_000
                ) { fixture, iterations in
                    for _ in 0 ..< iterations { buildApplyStep(fixture, identifiers[buildTurn.next() % 2]) }
                })
            let searches = [narrowed, all]
            let searchTurn = Turn()
            benchmarks.append(
                benchmark(
                    "lists.sections.build-apply-filter/\(size)", unit: "build a third of the items (or all again), apply, frame",
                    count: count, sectionSize: 1_000
                ) { fixture, iterations in
                    for _ in 0 ..< iterations { buildApplyStep(fixture, searches[searchTurn.next() % 2]) }
                })
        }
        return benchmarks
    }

    /// Which of two snapshots a benchmark applies next.
    final class Turn {
        private var count = 0
        func next() -> Int {
            defer { count += 1 }
            return count
        }
    }

    @inline(never)
    static func buildStep(_ items: [Int]) -> Int {
        Fixture.snapshot(items, sectionSize: 1_000).numberOfSections
    }

    @inline(never)
    static func reconfigureStep(_ fixture: Fixture, item: Int) {
        var snapshot = fixture.dataSource.snapshot()
        snapshot.reconfigureItems([item])
        fixture.dataSource.apply(snapshot, animatingDifferences: false)
        fixture.draw()
    }

    @inline(never)
    static func applyStep(_ fixture: Fixture, _ snapshot: TUIDiffableDataSourceSnapshot<Int, Int>) {
        fixture.dataSource.apply(snapshot, animatingDifferences: false)
        fixture.draw()
    }

    @inline(never)
    static func buildApplyStep(_ fixture: Fixture, _ items: [Int]) {
        fixture.dataSource.apply(Fixture.snapshot(items, sectionSize: 1_000), animatingDifferences: false)
        fixture.draw()
    }

    /// One section at 100, 10,000 and 100,000 items.
    static func flat(count: Int) -> [Benchmark] {
        var benchmarks: [Benchmark] = []
        do {
            // Every hundredth item replaced by a new one, spread through the list.
            let changed = (0 ..< count).map { $0 % 100 == 50 ? $0 + 10_000_000 : $0 }
            let snapshots = [Fixture.snapshot(changed), Fixture.snapshot(Array(0 ..< count))]
            benchmarks.append(
                benchmark("lists.apply-1pct/\(count)", unit: "apply+frame", count: count) { fixture, iterations in
                    for iteration in 0 ..< iterations {
                        fixture.dataSource.apply(snapshots[iteration % 2], animatingDifferences: false)
                        fixture.draw()
                    }
                })
            // As an app does it: a new snapshot built from its model's identifiers, then applied.
            let identifiers = [changed, Array(0 ..< count)]
            benchmarks.append(
                benchmark("lists.build-apply-1pct/\(count)", unit: "build+apply+frame", count: count) { fixture, iterations in
                    for iteration in 0 ..< iterations {
                        fixture.dataSource.apply(Fixture.snapshot(identifiers[iteration % 2]), animatingDifferences: false)
                        fixture.draw()
                    }
                })
            benchmarks.append(
                benchmark("lists.build-apply-unchanged/\(count)", unit: "build+apply+frame", count: count) { fixture, iterations in
                    for _ in 0 ..< iterations {
                        fixture.dataSource.apply(Fixture.snapshot(identifiers[1]), animatingDifferences: false)
                        fixture.draw()
                    }
                })
            benchmarks.append(
                benchmark("lists.apply-unchanged/\(count)", unit: "apply+frame", count: count) { fixture, iterations in
                    for _ in 0 ..< iterations {
                        fixture.dataSource.apply(snapshots[1], animatingDifferences: false)
                        fixture.draw()
                    }
                })
            benchmarks.append(
                benchmark("lists.select-next/\(count)", unit: "key+frame", count: count) { fixture, iterations in
                    fixture.collectionView.selectionFollowsFocus = true
                    for iteration in 0 ..< iterations {
                        fixture.press(iteration % 200 < 100 ? .down : .up)
                        fixture.draw()
                    }
                })
            for table in [false, true] {
                let prefix = table ? "lists.table-" : "lists."
                benchmarks.append(
                    benchmark("\(prefix)scroll-page/\(count)", unit: "key+frame", count: count, table: table) { fixture, iterations in
                        for iteration in 0 ..< iterations {
                            fixture.press(iteration % 8 < 4 ? .pageDown : .pageUp)
                            fixture.draw()
                        }
                    })
            }
            benchmarks.append(
                benchmark("lists.table-apply-1pct/\(count)", unit: "apply+frame", count: count, table: true) { fixture, iterations in
                    for iteration in 0 ..< iterations {
                        fixture.dataSource.apply(snapshots[iteration % 2], animatingDifferences: false)
                        fixture.draw()
                    }
                })
            benchmarks.append(
                benchmark("lists.reconfigure-one/\(count)", unit: "apply+frame", count: count) { fixture, iterations in
                    for iteration in 0 ..< iterations {
                        var snapshot = fixture.dataSource.snapshot()
                        snapshot.reconfigureItems([iteration % 10])
                        fixture.dataSource.apply(snapshot, animatingDifferences: false)
                        fixture.draw()
                    }
                })
        }
        return benchmarks
    }

    /// Live cells after paging through the whole of a 100,000-item list:
    /// bounded by the screen, not the list.
    static func cellsAfterScrollingThrough(count: Int) -> (before: Int, after: Int) {
        let fixture = Fixture(count: count)
        let before = fixture.cellCount
        for _ in 0 ..< count / 22 + 1 {
            fixture.press(.pageDown)
            fixture.draw()
        }
        return (before, fixture.cellCount)
    }
}
