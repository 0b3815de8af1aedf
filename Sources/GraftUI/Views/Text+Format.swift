import Foundation

extension Text {
    /// Text showing `input` formatted by `format`, such as a price:
    /// `Text(price, format: .currency(code: "USD"))` shows `$49.00` in en_US.
    public init<Format: FormatStyle>(_ input: Format.FormatInput, format: Format) where Format.FormatOutput == String {
        self.init(verbatim: format.format(input))
    }
}
