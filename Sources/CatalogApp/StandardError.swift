import Foundation

/// Writes a diagnostic line to standard error, prefixed with the command name.
public func reportError(_ message: String, command: String = "catalog") {
    FileHandle.standardError.write(Data("\(command): \(message)\n".utf8))
}
