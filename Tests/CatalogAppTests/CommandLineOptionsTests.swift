import GraftTerminal
import Testing

@testable import CatalogApp

@Suite("Command line")
struct CommandLineOptionsTests {
    @Test func tapeOptionsParse() throws {
        let options = try CommandLineOptions.parse(["--tape", "tour.tape", "--headless", "--size", "100x30", "--output", "tour.svg"])
        #expect(options.tapePath == "tour.tape")
        #expect(options.isHeadless)
        #expect(options.size == Size(width: 100, height: 30))
        #expect(options.outputPath == "tour.svg")
    }

    @Test func valuesMayFollowAnEqualsSignAndDoubleDashEndsTheOptions() throws {
        let options = try CommandLineOptions.parse(["--tape=tour.tape", "--headless", "--size=80x24", "--output=a=b.svg", "--verbose"])
        #expect(options.tapePath == "tour.tape" && options.size == Size(width: 80, height: 24))
        #expect(options.outputPath == "a=b.svg" && options.isVerbose)
        #expect(try CommandLineOptions.parse(["--validate", "a.tape", "--", "--odd.tape"]).validationPaths == ["a.tape", "--odd.tape"])
        #expect(try CommandLineOptions.parse(["--validate", "a.tape", "b.tape"]).validationPaths == ["a.tape", "b.tape"])
    }

    @Test func helpHasAnEnvironmentSectionAndATapeSummary() {
        let usage = CommandLineOptions.usage
        for variable in ["NO_COLOR", "COLORTERM", "TERM", "LANG", "XDG_STATE_HOME", "GRAFT_DEBUG_LOG", "GRAFT_SNAPSHOT_RECORD"] {
            #expect(usage.contains("\n  \(variable)") || usage.contains(" \(variable),"), "\(variable) is not in --help")
        }
        #expect(usage.contains("Environment:") && usage.contains("Tapes use VHS's syntax"))
        for command in ["Output", "Type", "Sleep 0.5", "Wait /regex/", "Expect", "Screenshot", "Require", "Source", "--validate FILE..."] {
            #expect(usage.contains(command), "\(command) is not in --help")
        }
        #expect(usage.split(separator: "\n").allSatisfy { $0.count <= 100 })
    }

    @Test(arguments: [
        (["--bogus"], CommandLineError.unknownOption("--bogus")),
        (["extra"], .unexpectedArgument("extra")),
        (["--tape"], .missingValue("--tape")),
        (
            ["--tape", "t", "--headless", "--size", "big"],
            .invalidValue(option: "--size", value: "big", expected: "COLSxROWS, such as 100x30")
        ),
        (["--headless"], .requires(option: "--headless", other: "--tape")),
        (["--output", "x.txt"], .requires(option: "--output", other: "--tape")),
        (["--tape", "t", "--size", "80x24"], .requires(option: "--size", other: "--headless")),
        (["--tape", "a", "--tape", "b"], .repeated("--tape")),
        (["--tape=a", "--headless", "--size=8x2", "--size", "9x3"], .repeated("--size")),
        (["--headless", "--headless", "--tape", "t"], .repeated("--headless")),
        (["-h", "--help"], .repeated("--help")),
        (["--headless=yes", "--tape", "t"], .unexpectedValue("--headless")),
        (["--colour=red"], .unknownOption("--colour")),
        (["--tape", "t", "--", "x.tape"], .unexpectedArgument("x.tape")),
        (["--validate"], .missingValue("--validate")),
        (["--verbose"], .requires(option: "--verbose", other: "--tape")),
    ])
    func badCommandLinesNameTheProblem(arguments: [String], expected: CommandLineError) {
        #expect(throws: expected) { try CommandLineOptions.parse(arguments) }
    }
}
