import Foundation
import Synchronization

/// The parts of a state file that were left out because they were not
/// valid, collected while it decodes: one bad value (`"theme": "neon"`)
/// costs that value, not the whole file.
final class StateWarnings: Sendable {
    /// A value left out: where it is and what was wrong with it.
    struct Entry: Sendable {
        var codingPath: [AnyKey]
        var message: String

        /// The path as messages give it: `purchases[0].price`.
        var pathDescription: String {
            codingPath.reduce("") { text, key in
                key.intValue.map { text + "[\($0)]" } ?? (text.isEmpty ? key.stringValue : text + "." + key.stringValue)
            }
        }
    }

    /// The key under which a decoder's `userInfo` holds the collector.
    static let key = CodingUserInfoKey(rawValue: "graft-catalog.state-warnings")!  // a literal key is always valid

    private let storage = Mutex<[Entry]>([])

    /// The values left out so far, in the order they were found.
    var entries: [Entry] { storage.withLock { $0 } }

    /// Notes that the value at `codingPath` was left out because of `error`.
    func record(_ error: any Error, at codingPath: [any CodingKey]) {
        let entry: Entry
        switch error {
        case DecodingError.typeMismatch(let type, let context):
            entry = Entry(codingPath: context.codingPath.map(AnyKey.init(key:)), message: "expected \(Self.describe(type))")
        case DecodingError.valueNotFound(let type, let context):
            entry = Entry(codingPath: context.codingPath.map(AnyKey.init(key:)), message: "expected \(Self.describe(type)), found null")
        case DecodingError.keyNotFound(let key, let context):
            entry = Entry(codingPath: (context.codingPath + [key]).map(AnyKey.init(key:)), message: "\"\(key.stringValue)\" is missing")
        case DecodingError.dataCorrupted(let context):
            entry = Entry(codingPath: context.codingPath.map(AnyKey.init(key:)), message: context.debugDescription)
        default:
            entry = Entry(codingPath: codingPath.map(AnyKey.init(key:)), message: "\(error)")
        }
        storage.withLock { $0.append(entry) }
    }

    /// Notes a value left out for a reason of the app's own.
    func record(_ message: String, at codingPath: [any CodingKey]) {
        storage.withLock { $0.append(Entry(codingPath: codingPath.map(AnyKey.init(key:)), message: message)) }
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        case is Int.Type: "a whole number"
        case is Decimal.Type, is Double.Type: "a number"
        default:
            "\(type)".hasPrefix("Array") ? "an array" : "\(type)".hasPrefix("Dictionary") ? "an object" : "\(type)"
        }
    }
}

extension Decoder {
    /// The collector of values left out, when decoding a state file.
    var stateWarnings: StateWarnings? {
        userInfo[StateWarnings.key] as? StateWarnings
    }
}

extension KeyedDecodingContainer {
    /// The value for `key`, or `fallback` when there is none; a value that
    /// is not valid is left out with a warning (when decoding a state file)
    /// and `fallback` used instead.
    func lenientValue<Value: Decodable>(_ type: Value.Type, forKey key: Key, or fallback: Value, in decoder: any Decoder) throws -> Value {
        do {
            return try decodeIfPresent(type, forKey: key) ?? fallback
        } catch {
            guard let warnings = decoder.stateWarnings else { throw error }
            warnings.record(error, at: codingPath + [key])
            return fallback
        }
    }

    /// A string-backed choice (a theme, a currency display), or `fallback`;
    /// a name that is not one of the choices is left out with a warning naming them.
    func lenientChoice<Value: RawRepresentable & CaseIterable>(
        _ type: Value.Type, forKey key: Key, or fallback: Value, in decoder: any Decoder
    ) throws -> Value
    where Value.RawValue == String {
        guard let name = try lenientValue(String?.self, forKey: key, or: nil, in: decoder) else { return fallback }
        if let value = Value(rawValue: name) { return value }
        let choices = Value.allCases.map(\.rawValue)
        let list = choices.count > 1 ? choices.dropLast().joined(separator: ", ") + " or " + (choices.last ?? "") : choices.joined()
        let message = "\"\(name)\" is not one of \(list)"
        guard let warnings = decoder.stateWarnings else {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: message)
        }
        warnings.record(message, at: codingPath + [key])
        return fallback
    }
}

extension KeyedDecodingContainer {
    /// The array for `key`, each element on its own: in a state file, an
    /// element that is not valid (a purchase with a negative price) is left
    /// out with a warning and the others kept; so is an array that is not one.
    func lenientElements<Element: Decodable>(_ type: Element.Type, forKey key: Key, in decoder: any Decoder) throws -> [Element] {
        guard let warnings = decoder.stateWarnings else { return try decodeIfPresent([Element].self, forKey: key) ?? [] }
        guard contains(key), try !decodeNil(forKey: key) else { return [] }
        var elements: UnkeyedDecodingContainer
        do {
            elements = try nestedUnkeyedContainer(forKey: key)
        } catch {
            warnings.record(error, at: codingPath + [key])
            return []
        }
        var result: [Element] = []
        while !elements.isAtEnd {
            let index = elements.currentIndex
            do {
                result.append(try elements.decode(Element.self))
            } catch {
                warnings.record(error, at: codingPath + [key, AnyKey(index)])
                _ = try? elements.decode(SkippedValue.self)
            }
        }
        return result
    }
}

/// Decodes to nothing, to step over an array element that was left out.
struct SkippedValue: Decodable {
    init(from decoder: any Decoder) throws {}
}
