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

    @Test(arguments: [
        (["--bogus"], CommandLineError.unknownOption("--bogus")),
        (["extra"], .unexpectedArgument("extra")),
        (["--tape"], .missingValue("--tape")),
        (["--tape", "t", "--headless", "--size", "big"], .invalidValue(option: "--size", value: "big", expected: "COLSxROWS, such as 100x30")),
        (["--headless"], .requires(option: "--headless", other: "--tape")),
        (["--output", "x.txt"], .requires(option: "--output", other: "--tape")),
        (["--tape", "t", "--size", "80x24"], .requires(option: "--size", other: "--headless")),
    ])
    func badCommandLinesNameTheProblem(arguments: [String], expected: CommandLineError) {
        #expect(throws: expected) { try CommandLineOptions.parse(arguments) }
    }
}
