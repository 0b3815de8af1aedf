import Foundation

/// The state file's text as ``JSONScanner`` sees it, for messages that say
/// where in the file a problem is: `state.json:3:14: ...`.
struct StateFileText {
    /// The file's name as messages give it.
    let path: String
    /// The file's bytes.
    let bytes: [UInt8]

    /// The first place the text is not JSON, as `path:line:column: message`, or nil.
    func syntaxProblem() -> String? {
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = JSONScanner(buffer)
            do throws(JSONProblem) {
                scanner.skipWhitespace()
                _ = try scanner.skipValue()
                try scanner.finish()
                return nil
            } catch {
                let message = error.message.replacingOccurrences(of: "catalog files", with: "state files")
                return "\(path):\(SourceLocation(offset: error.offset, in: buffer)): \(message)"
            }
        }
    }

    /// `path:line:column` of the value at `codingPath` (object keys and
    /// array indexes from the top), or of the nearest enclosing value found.
    func location(of codingPath: [any CodingKey]) -> String {
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = JSONScanner(buffer)
            scanner.skipWhitespace()
            var offset = scanner.index
            do throws(JSONProblem) {
                for key in codingPath {
                    guard let found = try Self.enter(key, with: &scanner) else { break }
                    offset = found
                }
            } catch {}
            return "\(path):\(SourceLocation(offset: offset, in: buffer))"
        }
    }

    /// What the value at `codingPath` is (`a string`, `an array`, ...), for "found ..." in messages.
    func kind(at codingPath: [any CodingKey]) -> String? {
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = JSONScanner(buffer)
            scanner.skipWhitespace()
            do throws(JSONProblem) {
                for key in codingPath {
                    guard try Self.enter(key, with: &scanner) != nil else { return nil }
                }
                let kind = try scanner.kindOfCurrentValue()
                if kind == .string, let token = try? scanner.scanString() {
                    return "\"\(scanner.string(token))\""
                }
                if kind == .number, let range = try? scanner.scanNumber() {
                    return String(decoding: buffer[range], as: UTF8.self)
                }
                return kind.description
            } catch {
                return nil
            }
        }
    }

    /// Moves the scanner, at an object or array, to the value `key` names in
    /// it; returns that value's offset, or nil when there is no such value.
    private static func enter(_ key: any CodingKey, with scanner: inout JSONScanner) throws(JSONProblem) -> Int? {
        switch try scanner.kindOfCurrentValue() {
        case .object:
            guard try scanner.beginObject() else { return nil }
            repeat {
                let name = try scanner.scanKey()
                if scanner.string(name) == key.stringValue { return scanner.index }
                _ = try scanner.skipValue()
            } while try scanner.endMember()
            return nil
        case .array:
            guard let wanted = key.intValue, try scanner.beginArray() else { return nil }
            var position = 0
            repeat {
                if position == wanted { return scanner.index }
                _ = try scanner.skipValue()
                position += 1
            } while try scanner.endElement()
            return nil
        default:
            return nil
        }
    }
}
