import CatalogApp
import Foundation
import GraftTapes

/// `--validate FILE...`: checks tapes without playing them, as `vhs validate` does.
enum TapeValidation {
    /// Parses each tape and prints every error to standard error.
    ///
    /// - Returns: 0 when every tape is well formed, 65 when one is not, 66
    ///   when every tape that could be read is well formed but one could not be read.
    static func run(_ paths: [String]) -> Int32 {
        var malformed = 0
        var unreadable = 0
        for path in paths {
            let source: String
            do {
                source = try String(contentsOfFile: path, encoding: .utf8)
            } catch {
                reportError("cannot read tape '\(path)': \(error.localizedDescription)")
                unreadable += 1
                continue
            }
            do {
                _ = try Tape.parse(source, fileName: path)
            } catch {
                reportError("\(error)")
                malformed += 1
            }
        }
        if malformed + unreadable > 0, paths.count > 1 {
            reportError("\(malformed + unreadable) of \(paths.count) tapes are not valid")
        }
        return malformed > 0 ? 65 : unreadable > 0 ? 66 : 0
    }
}
