// TUIKit: UIKit's model for the terminal.
//
// Types mirror UIKit with a `TUI` prefix (`UIView` -> `TUIView`). Geometry is
// GraftTerminal's, in whole cells: `Rect`, `Point`, `Size` and `CellInsets`
// play the parts of `CGRect`, `CGPoint`, `CGSize` and `UIEdgeInsets`;
// `TUIColor` resolves to GraftTerminal's `Color` when drawn. GraftTerminal and
// Foundation are re-exported, so `import TUIKit` is all an app needs, as
// `import UIKit` brings in Foundation and Core Graphics.
//
// Auto Layout solves in `Double` (constants and multipliers are `Double`, as
// they are `CGFloat` in UIKit) and rounds each solved edge to a cell.

@_exported import Foundation
@_exported import GraftTerminal
