import Foundation

extension Locale {
    /// The locale the POSIX environment asks for money to be shown in:
    /// `LC_ALL`, else `LC_MONETARY`, else `LANG`, as C programs read them.
    /// Nil for `C`, `POSIX` or nothing set.
    ///
    /// Foundation on Linux does not read these, so `Locale.current` there is
    /// a generic English (`US$49.00`) even in an `en_US.UTF-8` terminal.
    public static func monetary(fromEnvironment environment: [String: String]) -> Locale? {
        let value = ["LC_ALL", "LC_MONETARY", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        // "en_US.UTF-8@euro" → "en_US": the codeset and modifier say nothing of formats.
        guard let name = value?.split(whereSeparator: { $0 == "." || $0 == "@" }).first.map(String.init),
            name != "C", name != "POSIX"
        else { return nil }
        return Locale(identifier: name)
    }

    /// The locale prices follow when the environment names none (`C`,
    /// `POSIX` or nothing set): plain English conventions, which write the
    /// dollar as `$49.00`, where Foundation's generic English writes
    /// `US$49.00`.
    public static let withoutMonetaryPreference = Locale(identifier: "en")
}
