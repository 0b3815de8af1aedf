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
        init(count: Int, table: Bool = false) {
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
            dataSource.apply(Self.snapshot(Array(0 ..< count)))
            window.requestFocusUpdate(to: collectionView)
            draw()
        }

        static func snapshot(_ items: [Int]) -> TUIDiffableDataSourceSnapshot<Int, Int> {
            var snapshot = TUIDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(items)
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
        _ name: String, unit: String, count: Int, table: Bool = false, body: @escaping @MainActor (Fixture, Int) -> Void
    ) -> Benchmark {
        var fixture: Fixture?
        return Benchmark(name: name, unit: unit) { iterations in
            let current = fixture ?? Fixture(count: count, table: table)
            fixture = current
            body(current, iterations)
            return current.cellCount
        }
    }

    static var all: [Benchmark] {
        var benchmarks: [Benchmark] = []
        for count in [100, 10_000, 100_000] {
            // Every hundredth item replaced by a new one, spread through the list.
            let changed = (0 ..< count).map { $0 % 100 == 50 ? $0 + 10_000_000 : $0 }
            let snapshots = [Fixture.snapshot(changed), Fixture.snapshot(Array(0 ..< count))]
            benchmarks.append(benchmark("lists.apply-1pct/\(count)", unit: "apply+frame", count: count) { fixture, iterations in
                for iteration in 0 ..< iterations {
                    fixture.dataSource.apply(snapshots[iteration % 2], animatingDifferences: false)
                    fixture.draw()
                }
            })
            // As an app does it: a new snapshot built from its model's identifiers, then applied.
            let identifiers = [changed, Array(0 ..< count)]
            benchmarks.append(benchmark("lists.build-apply-1pct/\(count)", unit: "build+apply+frame", count: count) { fixture, iterations in
                for iteration in 0 ..< iterations {
                    fixture.dataSource.apply(Fixture.snapshot(identifiers[iteration % 2]), animatingDifferences: false)
                    fixture.draw()
                }
            })
            benchmarks.append(benchmark("lists.build-apply-unchanged/\(count)", unit: "build+apply+frame", count: count) { fixture, iterations in
                for _ in 0 ..< iterations {
                    fixture.dataSource.apply(Fixture.snapshot(identifiers[1]), animatingDifferences: false)
                    fixture.draw()
                }
            })
            benchmarks.append(benchmark("lists.apply-unchanged/\(count)", unit: "apply+frame", count: count) { fixture, iterations in
                for _ in 0 ..< iterations {
                    fixture.dataSource.apply(snapshots[1], animatingDifferences: false)
                    fixture.draw()
                }
            })
            benchmarks.append(benchmark("lists.select-next/\(count)", unit: "key+frame", count: count) { fixture, iterations in
                fixture.collectionView.selectionFollowsFocus = true
                for iteration in 0 ..< iterations {
                    fixture.press(iteration % 200 < 100 ? .down : .up)
                    fixture.draw()
                }
            })
            for table in [false, true] {
                let prefix = table ? "lists.table-" : "lists."
                benchmarks.append(benchmark("\(prefix)scroll-page/\(count)", unit: "key+frame", count: count, table: table) { fixture, iterations in
                    for iteration in 0 ..< iterations {
                        fixture.press(iteration % 8 < 4 ? .pageDown : .pageUp)
                        fixture.draw()
                    }
                })
            }
            benchmarks.append(benchmark("lists.table-apply-1pct/\(count)", unit: "apply+frame", count: count, table: true) { fixture, iterations in
                for iteration in 0 ..< iterations {
                    fixture.dataSource.apply(snapshots[iteration % 2], animatingDifferences: false)
                    fixture.draw()
                }
            })
            benchmarks.append(benchmark("lists.reconfigure-one/\(count)", unit: "apply+frame", count: count) { fixture, iterations in
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
