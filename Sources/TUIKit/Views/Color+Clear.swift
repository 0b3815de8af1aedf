extension Optional where Wrapped == Color {
    /// No color: a view whose ``TUIView/backgroundColor`` is `.clear` lets
    /// what is behind it show, as `UIColor.clear` does.
    ///
    /// ```swift
    /// hostingController.view.backgroundColor = .clear
    /// ```
    public static var clear: Color? { nil }
}
