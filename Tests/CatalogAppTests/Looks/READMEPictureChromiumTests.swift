import Foundation
import Testing

/// Renders the README's picture in headless Chromium (Debian's `chromium`
/// package) and checks that every text keeps its spaces and sits on the grid,
/// as Scripts/svg-layout-check.html measures. Skipped without Chromium.
@Suite("The README picture in Chromium")
struct READMEPictureChromiumTests {
    static let packageRoot = SymbolFontCoverageTests.packageRoot

    /// The Chromium executable on PATH, if any.
    static let chromium: String? = ["chromium", "chromium-browser", "google-chrome"].first { name in
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/\(name)")
        }
    }

    @Test(.enabled(if: chromium != nil), .timeLimit(.minutes(1)))
    func everyTextKeepsItsSpacesAndSpansItsColumns() throws {
        let svg = try String(contentsOf: Self.packageRoot.appendingPathComponent("docs/images/catalog-tour.svg"), encoding: .utf8)
        let page = try String(contentsOf: Self.packageRoot.appendingPathComponent("Scripts/svg-layout-check.html"), encoding: .utf8)
            .replacingOccurrences(of: "<!-- SVG -->", with: svg)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("graft-svg-check-\(UUID().uuidString).html")
        try page.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let chromium = try #require(Self.chromium)
        let run = try #require(
            ChildProcess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", file.absoluteString]))
        let start = try #require(run.output.range(of: "<pre id=\"result\">"), "no result in Chromium's output:\n\(run.output)")
        let end = try #require(run.output.range(of: "</pre>", range: start.upperBound ..< run.output.endIndex))
        let json = String(run.output[start.upperBound ..< end.lowerBound]).replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(
                of: "&gt;", with: ">")
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
        let result = try #require(object as? [String: Any], "\(json)")
        #expect((result["texts"] as? Int ?? 0) > 100)
        #expect((result["problems"] as? [String]) == [], "\(result["problems"] ?? "")")
    }
}
