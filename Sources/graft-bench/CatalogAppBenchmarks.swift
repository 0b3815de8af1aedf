import CatalogApp
import Foundation
import GraftTerminal
import TUIKit

/// The whole catalog app, headless, at 100 and 100,000 generated products:
/// start-up to the first frame, and a key press (row move, favorite, search
/// keystroke) through to the frame that shows it.
@MainActor
enum CatalogAppBenchmarks {
    static let sizes = [100, 100_000]

    static var all: [Benchmark] {
        var benchmarks: [Benchmark] = []
        for count in sizes {
            let catalogFile = CatalogFile(count: count)
            benchmarks.append(
                Benchmark(name: "catalog-app.startup/\(count)", unit: "read the file, build the store and screens, draw the first frame") {
                    iterations in
                    var total = 0
                    for _ in 0 ..< iterations {
                        total &+= RunningApp(catalogFile: catalogFile.path).cellCount
                    }
                    return total
                })
            let app = Lazy { RunningApp(catalogFile: catalogFile.path) }
            benchmarks.append(
                Benchmark(name: "catalog-app.select-row/\(count)", unit: "key press: down or up one row, then the frame") { iterations in
                    app.value.press(cycling: [.down, .up], iterations)
                })
            benchmarks.append(
                Benchmark(name: "catalog-app.favorite/\(count)", unit: "key press: f toggles the row's favorite, then the frame") {
                    iterations in
                    app.value.press(cycling: [.character("f")], iterations)
                })
            let searching = Lazy {
                let app = RunningApp(catalogFile: catalogFile.path)
                app.press(cycling: [.character("/")], 1)
                return app
            }
            // Typing a word narrows each time; deleting it widens back to everything.
            benchmarks.append(
                Benchmark(name: "catalog-app.search.word/\(count)", unit: "keystroke: typing \"lamp\" then deleting it, list and frame") {
                    iterations in
                    searching.value.press(
                        cycling: Array("lamp").map { Key.character($0) } + Array(repeating: .backspace, count: 4), iterations)
                })
            // One letter matches nearly every product: the most rows to show.
            benchmarks.append(
                Benchmark(name: "catalog-app.search.letter/\(count)", unit: "keystroke: typing \"e\" then deleting it, list and frame") {
                    iterations in
                    searching.value.press(cycling: [.character("e"), .backspace], iterations)
                })
        }
        return benchmarks
    }

    /// Each keystroke of typing `word` into the search field and deleting it
    /// again, over `count` products: the median time of each, `runs` times,
    /// from the key press to the frame that shows the list.
    static func searchKeystrokes(count: Int, word: String = "lamp", runs: Int = 9) -> [(key: String, median: Duration)] {
        let app = RunningApp(catalogFile: CatalogFile(count: count).path)
        _ = app.press(cycling: [.character("/")], 1)
        let keys = word.map { Key.character($0) } + Array(repeating: Key.backspace, count: word.count)
        var texts: [String] = []
        var current = ""
        for character in word {
            current.append(character)
            texts.append("\"\(current)\"")
        }
        for _ in word {
            current.removeLast()
            texts.append("⌫ \"\(current)\"")
        }
        var samples = Array(repeating: [Duration](), count: keys.count)
        let clock = ContinuousClock()
        for _ in 0 ..< runs {
            for (index, key) in keys.enumerated() {
                samples[index].append(clock.measure { blackHole(app.press(cycling: [key], 1)) })
            }
        }
        return zip(texts, samples).map { text, durations in (text, durations.sorted()[durations.count / 2]) }
    }

    /// The app's model over the catalog in `catalogFile`, with nothing saved,
    /// purchases that succeed at once and prices in US English.
    static func model(catalogFile: String) -> AppModel {
        let catalog: Catalog
        do {
            catalog = try Catalog.load(contentsOfFile: catalogFile)
        } catch {
            preconditionFailure("CatalogAppBenchmarks: the generated catalog must load: \(error)")
        }
        let model = AppModel(
            catalog: catalog, savedState: nil, stateFile: nil,
            purchaseService: SimulatedPurchaseService(delay: .zero))
        model.settings.locale = Locale(identifier: "en_US")
        return model
    }

    /// A value made the first time a benchmark asks for it, so filtered-out
    /// benchmarks cost nothing.
    @MainActor
    final class Lazy<Value> {
        private let make: () -> Value
        private var made: Value?

        init(_ make: @escaping () -> Value) {
            self.make = make
        }

        var value: Value {
            if let made { return made }
            let value = make()
            made = value
            return value
        }
    }

    /// A generated catalog written once to a temporary file, as the app reads it.
    @MainActor
    final class CatalogFile {
        let count: Int
        private var cachedPath: String?

        init(count: Int) {
            self.count = count
        }

        var path: String {
            if let cachedPath { return cachedPath }
            let catalog = Catalog(products: CatalogGenerator.products(count: count))
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("graft-bench-app-catalog-\(count).json").path
            FileManager.default.createFile(atPath: path, contents: catalog.jsonData())
            cachedPath = path
            return path
        }
    }

    /// The catalog app started from a file on an 80x24 headless surface,
    /// with its first frame drawn.
    @MainActor
    final class RunningApp {
        let surface = HeadlessSurface(size: Size(width: 80, height: 24), frameHistoryLimit: 1)
        let loop: MainLoop
        let app: CatalogApplication

        init(catalogFile: String) {
            app = CatalogApplication(model: CatalogAppBenchmarks.model(catalogFile: catalogFile), application: TUIApplication())
            loop = MainLoop(surface: surface)
            app.attach(to: loop)
            loop.displayIfNeeded()
        }

        /// The cells of the last frame: proof a frame was drawn.
        var cellCount: Int {
            guard let frame = surface.lastFrame else {
                preconditionFailure("CatalogAppBenchmarks.RunningApp: the app must draw a frame")
            }
            return frame.size.width * frame.size.height
        }

        /// Presses so far, so a cycle of keys carries on across calls.
        private var pressCount = 0

        /// Presses `keys` in turn, `iterations` presses in all, drawing after
        /// each; the cycle picks up where the last call left it.
        func press(cycling keys: [Key], _ iterations: Int) -> Int {
            var total = 0
            for _ in 0 ..< iterations {
                surface.enqueue(.key(KeyEvent(keys[pressCount % keys.count])))
                pressCount += 1
                loop.processInput()
                loop.displayIfNeeded()
                total &+= surface.changedCellCount
            }
            return total
        }
    }
}
