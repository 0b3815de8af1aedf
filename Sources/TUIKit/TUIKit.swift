// TUIKit: UIKit's model for the terminal.
//
// Types mirror UIKit with a `TUI` prefix (`UIView` -> `TUIView`). Geometry is
// GraftTerminal's, in whole cells: `Rect`, `Point`, `Size` and `CellInsets`
// play the parts of `CGRect`, `CGPoint`, `CGSize` and `UIEdgeInsets`, and
// colors are GraftTerminal's `Color`. They are re-exported, so `import TUIKit`
// is all an app needs, as `import UIKit` brings in Core Graphics.
//
// Auto Layout solves in `Double` (constants and multipliers are `Double`, as
// they are `CGFloat` in UIKit) and rounds each solved edge to a cell.

@_exported import GraftTerminal
