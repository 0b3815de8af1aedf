import GraftHosting
import Observation

/// Calls a closure with a value read from observable models now and each
/// time it changes, for as long as the owner lives: the explicit
/// observation UIKit code uses to follow an `@Observable` model.
@MainActor
final class ObservationLoop<Value: Equatable & SendableMetatype> {
    private let read: @MainActor () -> Value
    private let apply: @MainActor (Value) -> Void

    init(read: @escaping @MainActor () -> Value, apply: @escaping @MainActor (Value) -> Void) {
        self.read = read
        self.apply = apply
        observe(previous: nil)
    }

    private func observe(previous: Value?) {
        let value = withObservationTracking {
            read()
        } onChange: { [weak self] in
            // onChange runs before the new value is stored; read it on the next turn.
            Task { @MainActor [weak self] in
                guard let self else { return }
                self.observe(previous: self.lastValue)
            }
        }
        lastValue = value
        if value != previous { apply(value) }
    }

    private var lastValue: Value?
}

/// Applies the theme setting to a window: system follows the terminal,
/// light and dark override it, seen at once.
@MainActor
enum ThemeFollower {
    static func follow(_ settings: SettingsModel, in window: TUIWindow) -> ObservationLoop<Theme> {
        ObservationLoop(read: { settings.theme }) { [weak window] theme in
            window?.overrideUserInterfaceStyle =
                switch theme {
                case .system: .unspecified
                case .light: .light
                case .dark: .dark
                }
        }
    }
}
