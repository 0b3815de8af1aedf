import Foundation
import Testing

@testable import CatalogApp

@Suite("Catalog command line")
struct CatalogCommandLineTests {
    @Test func catalogOptionsParse() throws {
        let options = try CommandLineOptions.parse([
            "--catalog", "big.json", "--state-dir", "/tmp/s", "--theme", "dark", "--fail-purchases", "2", "--version",
        ])
        #expect(options.catalogPath == "big.json" && options.stateDirectory == "/tmp/s")
        #expect(options.theme == .dark && options.failingPurchaseCount == 2 && options.showsVersion)
        let generation = try CommandLineOptions.parse(["--generate-catalog", "100000", "big.json"])
        #expect(generation.catalogGeneration == CommandLineOptions.CatalogGeneration(count: 100_000, path: "big.json"))
        #expect(CommandLineOptions.usage.contains("--catalog FILE") && CommandLineOptions.usage.contains("--fail-purchases N"))
    }

    @Test(arguments: [
        (["--theme", "blue"], CommandLineError.invalidValue(option: "--theme", value: "blue", expected: "system, light or dark")),
        (["--fail-purchases", "-1"], .invalidValue(option: "--fail-purchases", value: "-1", expected: "a whole number, 0 or more")),
        (["--fail-purchases", "many"], .invalidValue(option: "--fail-purchases", value: "many", expected: "a whole number, 0 or more")),
        (["--catalog"], .missingValue("--catalog")),
        (["--state-dir", "--theme"], .missingValue("--state-dir")),
        (
            ["--generate-catalog", "ten", "f"],
            .invalidValue(option: "--generate-catalog", value: "ten", expected: "a number of products from 0 to 10000000")
        ),
        (["--generate-catalog", "10"], .missingValue("--generate-catalog")),
    ])
    func badCatalogOptionsNameTheProblem(arguments: [String], expected: CommandLineError) {
        #expect(throws: expected) { try CommandLineOptions.parse(arguments) }
    }
}

/// Runs the real `catalog` binary for what happens before the first screen.
@Suite("Catalog start-up")
struct CatalogStartupTests {
    private func runCatalog(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let catalog = try #require(Executables.catalog, "the catalog executable was not built next to the tests")
        return try #require(ChildProcess.run([catalog] + arguments), "cannot run \(catalog)")
    }

    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("graft-startup-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func versionAndHelpPrintAndExitZero() throws {
        let version = try runCatalog(["--version"])
        #expect(version.status == 0 && version.output == CommandLineOptions.version + "\n")
        let help = try runCatalog(["--help"])
        #expect(help.status == 0 && help.output.contains("--state-dir DIR"))
    }

    @Test func unknownArgumentsExit64WithAMessage() throws {
        let run = try runCatalog(["--colour", "red"])
        #expect(run.status == 64)
        #expect(run.output == "catalog: unknown option '--colour' (see catalog --help)\n")
        #expect(try runCatalog(["--theme", "blue"]).status == 64)
    }

    @Test func anInvalidCatalogExits65NamingFileLineAndColumnAndWritesNothing() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let catalog = directory.appendingPathComponent("bad.json")
        try Data("{\"products\": [\n  {\"id\": \"a\", \"name\": \"A\", \"price\": \"ten\", \"category\": \"x\"}\n]}".utf8).write(
            to: catalog)
        let state = directory.appendingPathComponent("state")
        let run = try runCatalog(["--catalog", catalog.path, "--state-dir", state.path])
        #expect(run.status == 65)
        #expect(run.output.hasPrefix("catalog: \(catalog.path):2:37: \"price\" must be a decimal number"), "\(run.output)")
        #expect(!FileManager.default.fileExists(atPath: state.path))
    }

    @Test func aMissingCatalogExits66() throws {
        let run = try runCatalog(["--catalog", "/nonexistent/catalog.json"])
        #expect(run.status == 66)
        #expect(run.output == "catalog: cannot read catalog '/nonexistent/catalog.json': no such file\n")
    }

    @Test func aStateDirectoryThatCannotBeCreatedExits73() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("file")
        try Data().write(to: file)
        let run = try runCatalog(["--state-dir", file.appendingPathComponent("state").path])
        #expect(run.status == 73)
        #expect(run.output.contains("--state-dir DIR"), "\(run.output)")
    }

    @Test func aGeneratedCatalogLoads() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("generated.json").path
        let run = try runCatalog(["--generate-catalog", "250", path])
        #expect(run.status == 0, "\(run.output)")
        let catalog = try Catalog.load(contentsOfFile: path)
        #expect(catalog.products.count == 250)
        #expect(catalog.products == CatalogGenerator.products(count: 250))
    }
}

@MainActor
@Suite("Launch")
struct AppLaunchTests {
    @Test func aCorruptStateFileIsMovedAsideWithAWarningAndTheThemeOptionApplies() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("graft-launch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("{\"version\": 1, \"favorites\": [".utf8).write(to: directory.appendingPathComponent("state.json"))
        var options = CommandLineOptions()
        options.stateDirectory = directory.path
        options.theme = .light
        let launch = try AppLaunch(options: options)
        #expect(launch.warnings.count == 1)
        #expect(launch.warnings[0].hasPrefix("warning: the saved state was unreadable"), "\(launch.warnings)")
        #expect(launch.model.store.favoriteProductIDs.isEmpty && launch.model.store.products.count == Catalog.standard.products.count)
        #expect(launch.model.settings.theme == .light)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(names.contains { $0.hasPrefix("state.json.corrupt-") })
    }

    @Test func theStateDirectoryDefaultsToXDGStateHomeAndTapesUseNone() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("graft-xdg-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        var tape = CommandLineOptions()
        tape.tapePath = "tour.tape"
        _ = try AppLaunch(options: tape, environment: ["XDG_STATE_HOME": home.path])
        #expect(!FileManager.default.fileExists(atPath: home.path))
        _ = try AppLaunch(options: CommandLineOptions(), environment: ["XDG_STATE_HOME": home.path])
        var isDirectory: ObjCBool = false
        #expect(
            FileManager.default.fileExists(atPath: home.appendingPathComponent("graft-catalog").path, isDirectory: &isDirectory)
                && isDirectory.boolValue)
    }

    @Test func pricesFollowThePOSIXLocaleOfTheEnvironment() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("graft-locale-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let field = try #require(Catalog.standard.products.first)
        let american = try AppLaunch(options: CommandLineOptions(), environment: ["XDG_STATE_HOME": home.path, "LANG": "en_US.UTF-8"])
        #expect(american.model.settings.price(of: field) == "$49.00")
        let german = try AppLaunch(
            options: CommandLineOptions(),
            environment: ["XDG_STATE_HOME": home.path, "LANG": "en_US.UTF-8", "LC_MONETARY": "de_DE.UTF-8"])
        #expect(german.model.settings.price(of: field).hasSuffix("$"), "\(german.model.settings.price(of: field))")
        for unset in [["LANG": "C.UTF-8"], ["LC_ALL": "POSIX"], [:]] {
            let plain = try AppLaunch(options: CommandLineOptions(), environment: unset.merging(["XDG_STATE_HOME": home.path]) { $1 })
            #expect(plain.model.settings.price(of: field) == "$49.00", "no locale set (\(unset)): the plain dollar sign")
        }
    }

    @Test func theMonetaryLocaleIsReadAsCProgramsReadIt() {
        #expect(Locale.monetary(fromEnvironment: ["LANG": "en_US.UTF-8"])?.identifier == "en_US")
        #expect(Locale.monetary(fromEnvironment: ["LANG": "fr_FR.UTF-8", "LC_MONETARY": "de_DE@euro"])?.identifier == "de_DE")
        #expect(Locale.monetary(fromEnvironment: ["LC_ALL": "ja_JP.eucJP", "LC_MONETARY": "de_DE"])?.identifier == "ja_JP")
        #expect(Locale.monetary(fromEnvironment: ["LC_ALL": "", "LANG": "en_GB.UTF-8"])?.identifier == "en_GB")
        #expect(Locale.monetary(fromEnvironment: ["LANG": "C.UTF-8"]) == nil)
        #expect(Locale.monetary(fromEnvironment: ["LANG": "POSIX"]) == nil)
        #expect(Locale.monetary(fromEnvironment: [:]) == nil)
    }
}
