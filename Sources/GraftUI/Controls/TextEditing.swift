import GraftTerminal

/// Text fields edit through GraftTerminal's editing model, which TUIKit's
/// fields share, so the same keys do the same things in both.
typealias TextEditing = TextEditingBuffer
