import CatalogApp
import Foundation
import GraftHosting
import GraftTerminal
import TUIKit

/// The app's own path, event to bytes: every iteration is a key press on a
/// real `NcursesSurface` over a pseudo-terminal (see ``TerminalPath``), so a
/// figure covers input, update, layout, drawing, `present` and the `write`.
@MainActor
enum TerminalPathBenchmarks {
    static let listSizes = [1_000, 10_000, 100_000, 1_000_000]
    static let stackSizes = [100, 1_000, 10_000]
    static let catalogSizes = [100_000, 1_000_000]
    /// Smaller catalogs too for the search, so a figure shows how a keystroke grows with N.
    static let searchSizes = [1_000, 10_000]

    static var all: [Benchmark] {
        var benchmarks: [Benchmark] = []
        for count in listSizes {
            let path = CatalogAppBenchmarks.Lazy { HostedRows(count: count, lazy: true) }
            benchmarks.append(
                Benchmark(name: "path.list.update-one-row/\(count)", unit: "key: one observed row changes, hosted List, to the pty") {
                    iterations in
                    path.value.path.press(cycling: [HostedRows.key], iterations)
                })
        }
        for count in stackSizes {
            let path = CatalogAppBenchmarks.Lazy { HostedRows(count: count, lazy: false) }
            benchmarks.append(
                Benchmark(
                    name: "path.vstack.update-one-row/\(count)", unit: "key: one observed row changes, hosted VStack+ForEach, to the pty"
                ) { iterations in
                    path.value.path.press(cycling: [HostedRows.key], iterations)
                })
        }
        // The heart is not ASCII, so the changed text is measured again (a
        // relayout boundary check) where a price of the same shape is not.
        for count in [1_000] {
            let path = CatalogAppBenchmarks.Lazy { HostedRows(count: count, lazy: true, change: .favorite) }
            benchmarks.append(
                Benchmark(name: "path.list.toggle-heart/\(count)", unit: "key: one observed row's heart flips, hosted List, to the pty") {
                    iterations in
                    path.value.path.press(cycling: [HostedRows.key], iterations)
                })
        }
        for count in stackSizes {
            let path = CatalogAppBenchmarks.Lazy { HostedRows(count: count, lazy: false, change: .favorite) }
            benchmarks.append(
                Benchmark(
                    name: "path.vstack.toggle-heart/\(count)",
                    unit: "key: one observed row's heart flips, hosted VStack+ForEach, to the pty"
                ) { iterations in
                    path.value.path.press(cycling: [HostedRows.key], iterations)
                })
        }
        for count in searchSizes {
            benchmarks.append(searchKeystroke(count: count))
        }
        for count in catalogSizes {
            let catalogFile = CatalogAppBenchmarks.CatalogFile(count: count)
            let app = CatalogAppBenchmarks.Lazy { CatalogOnTerminal(catalogFile: catalogFile.path) }
            benchmarks.append(
                Benchmark(name: "path.catalog.select-row/\(count)", unit: "key: down or up one row, to the pty") { iterations in
                    app.value.path.press(cycling: CatalogOnTerminal.selectKeys, iterations)
                })
            benchmarks.append(
                Benchmark(name: "path.catalog.favorite/\(count)", unit: "key: f toggles the row's favorite, to the pty") { iterations in
                    app.value.path.press(cycling: CatalogOnTerminal.favoriteKeys, iterations)
                })
            benchmarks.append(searchKeystroke(count: count))
        }
        return benchmarks
    }

    /// Typing "lamp" into the catalog's search field and deleting it again, over `count` products.
    static func searchKeystroke(count: Int) -> Benchmark {
        let catalogFile = CatalogAppBenchmarks.CatalogFile(count: count)
        let searching = CatalogAppBenchmarks.Lazy {
            let app = CatalogOnTerminal(catalogFile: catalogFile.path)
            app.path.press(.character("/"))
            return app
        }
        return Benchmark(
            name: "path.catalog.search-keystroke/\(count)", unit: "key: typing \"lamp\" then deleting it, mean per key, to the pty"
        ) { iterations in
            searching.value.path.press(cycling: CatalogOnTerminal.searchKeys, iterations)
        }
    }

    /// A hosting controller showing `count` observed rows in a `List` or a
    /// `VStack` + `ForEach`; the key ``key`` changes one visible row's price
    /// (or flips its heart).
    @MainActor
    final class HostedRows {
        static let key = Key.character("u")
        /// What the key changes in a row.
        enum Change {
            /// The price goes up by one: the text mostly keeps its shape.
            case price
            /// The heart flips: another text of the same width.
            case favorite
        }
        let products: [GraftUIBenchmarks.Product]
        let path: TerminalPath
        private var changes = 0

        init(count: Int, lazy: Bool, change: Change = .price) {
            let products = (0 ..< count).map(GraftUIBenchmarks.Product.init)
            self.products = products
            let root: TUIViewController =
                lazy
                ? TUIHostingController(rootView: GraftUIBenchmarks.LazyList(products: products))
                : TUIHostingController(rootView: GraftUIBenchmarks.PlainList(products: products))
            path = TerminalPath(root: root)
            // A stack taller than the screen shows its middle, so the rows
            // to change are read off the first frame.
            let shown = TerminalPathBenchmarks.productsShown(in: path.loop.lastFrame)
            precondition(!shown.isEmpty, "HostedRows: the first frame must show rows")
            path.intercept { [unowned self] event in
                guard event == .key(KeyEvent(Self.key)) else { return }
                let product = self.products[shown[self.changes % shown.count]]
                switch change {
                case .price: product.price += 1
                case .favorite: product.isFavorite.toggle()
                }
                self.changes += 1
            }
        }
    }

    /// The indices of the products whose names `frame` shows.
    static func productsShown(in frame: Canvas?) -> [Int] {
        guard let text = frame?.text else { return [] }
        return text.split(separator: "\n").compactMap { line in
            guard let name = line.firstRange(of: "Product ") else { return nil }
            return Int(line[name.upperBound...].prefix { $0.isNumber })
        }
    }

    /// The catalog app (`CatalogApplication` and its `AppModel`) on the terminal path.
    @MainActor
    final class CatalogOnTerminal {
        static let selectKeys: [Key] = [.down, .up]
        static let favoriteKeys: [Key] = [.character("f")]
        static let searchKeys: [Key] = Array("lamp").map { Key.character($0) } + Array(repeating: .backspace, count: 4)
        let app: CatalogApplication
        let path: TerminalPath

        init(catalogFile: String) {
            let app = CatalogApplication(model: CatalogAppBenchmarks.model(catalogFile: catalogFile), application: TUIApplication())
            self.app = app
            path = TerminalPath { app.attach(to: $0) }
        }
    }

    /// What each workload writes to the terminal per key press, and the frames drawn for it.
    static func bytesReport() -> [(name: String, bytes: [Int])] {
        var report: [(String, [Int])] = []
        let list = HostedRows(count: 1_000, lazy: true)
        report.append(("list/1000, one row changes", list.path.bytesPerPress([HostedRows.key])))
        let unchanged = list.path.bytesPerPress([.character("x")])
        report.append(("list/1000, a key that changes nothing", unchanged))
        let stack = HostedRows(count: 1_000, lazy: false)
        report.append(("vstack/1000, one row changes", stack.path.bytesPerPress([HostedRows.key])))
        let catalog = CatalogOnTerminal(catalogFile: CatalogAppBenchmarks.CatalogFile(count: 100_000).path)
        report.append(("catalog/100000, down, up", catalog.path.bytesPerPress(CatalogOnTerminal.selectKeys)))
        report.append(("catalog/100000, f, f", catalog.path.bytesPerPress(CatalogOnTerminal.favoriteKeys + CatalogOnTerminal.favoriteKeys)))
        catalog.path.press(.character("/"))
        report.append(("catalog/100000, l a m p ⌫ ⌫ ⌫ ⌫", catalog.path.bytesPerPress(CatalogOnTerminal.searchKeys)))
        return report
    }

    /// Start-up of the catalog app on the terminal path, `runs` times: reading
    /// the file, the store and screens, and the first frame's bytes on the
    /// terminal. (Peak memory is measured on the `catalog` binary, whose
    /// process does not generate the catalog first.)
    static func startup(count: Int, runs: Int = 5) -> [Duration] {
        let path = CatalogAppBenchmarks.CatalogFile(count: count).path
        let clock = ContinuousClock()
        return (0 ..< runs).map { _ in
            var app: CatalogOnTerminal?
            let elapsed = clock.measure { app = CatalogOnTerminal(catalogFile: path) }
            blackHole(app?.path.press(.down) ?? 0)
            return elapsed
        }
    }
}
