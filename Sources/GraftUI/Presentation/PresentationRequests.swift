import GraftTerminal

/// Closes the presentation or navigation level this view is in, as the host
/// defines it: `@Environment(\.dismiss) private var dismiss` then `dismiss()`.
public struct DismissAction: Sendable {
    let action: @MainActor @Sendable () -> Void

    /// Creates an action a host provides.
    public init(_ action: @escaping @MainActor @Sendable () -> Void) {
        self.action = action
    }

    /// Dismisses.
    @MainActor
    public func callAsFunction() {
        action()
    }
}

private struct DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction {} }
}

extension EnvironmentValues {
    /// Dismisses the current presentation; a host sets it. Without a host it does nothing.
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }
}

/// A button of an alert or a confirmation dialog.
@MainActor
public struct AlertAction {
    /// The title.
    public let title: String
    /// The role (destructive, cancel).
    public let role: ButtonRole?
    /// What it does; the host dismisses the alert afterwards.
    public let action: @MainActor () -> Void
}

/// What a view asks its host to present.
@MainActor
public enum PresentationRequest {
    /// A sheet with content; `dismiss` is how the host reports it closed.
    case sheet(id: AnyHashable, content: AnyView, onDismiss: (@MainActor () -> Void)?, dismiss: @MainActor () -> Void)
    /// An alert.
    case alert(title: String, message: String?, actions: [AlertAction], dismiss: @MainActor () -> Void)
    /// A confirmation dialog (an action sheet).
    case confirmationDialog(title: String, message: String?, actions: [AlertAction], dismiss: @MainActor () -> Void)
}

/// The presentations requested below a host, in tree order.
public struct PresentationRequestsKey: PreferenceKey {
    /// Nothing presented.
    public static var defaultValue: [PresentationRequest] { [] }
    /// Requests accumulate in tree order.
    public static func reduce(value: inout [PresentationRequest], nextValue: () -> [PresentationRequest]) {
        value += nextValue()
    }
}

extension View {
    /// Asks the host to present `content` as a sheet while `isPresented` is true;
    /// the host sets it back to false when the sheet is dismissed.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        let request: [PresentationRequest] =
            isPresented.wrappedValue
            ? [
                .sheet(
                    id: AnyHashable("sheet"), content: AnyView(content()), onDismiss: onDismiss,
                    dismiss: { isPresented.wrappedValue = false })
            ]
            : []
        return preference(key: PresentationRequestsKey.self, value: request)
    }

    /// Asks the host to present a sheet for `item` while it is not nil.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        let request: [PresentationRequest] =
            item.wrappedValue.map { value in
                [
                    .sheet(
                        id: AnyHashable(value.id), content: AnyView(content(value)), onDismiss: onDismiss,
                        dismiss: { item.wrappedValue = nil })
                ]
            } ?? []
        return preference(key: PresentationRequestsKey.self, value: request)
    }

    /// Asks the host to show an alert while `isPresented` is true. `actions`
    /// are buttons (`Button("Retry") { … }`); with none, the alert has an OK button.
    public func alert(
        _ title: String, isPresented: Binding<Bool>, actions: () -> [AlertAction] = { [] }, message: String? = nil
    ) -> some View {
        let buttons = actions()
        let request: [PresentationRequest] =
            isPresented.wrappedValue
            ? [
                .alert(
                    title: title, message: message,
                    actions: buttons.isEmpty ? [AlertAction(title: "OK", role: .cancel, action: {})] : buttons,
                    dismiss: { isPresented.wrappedValue = false })
            ]
            : []
        return preference(key: PresentationRequestsKey.self, value: request)
    }

    /// Asks the host to show an alert about `data` while `isPresented` is true.
    public func alert<T>(
        _ title: String, isPresented: Binding<Bool>, presenting data: T?, actions: (T) -> [AlertAction], message: ((T) -> String)? = nil
    ) -> some View {
        let request: [PresentationRequest]
        if isPresented.wrappedValue, let data {
            request = [.alert(title: title, message: message?(data), actions: actions(data), dismiss: { isPresented.wrappedValue = false })]
        } else {
            request = []
        }
        return preference(key: PresentationRequestsKey.self, value: request)
    }

    /// Asks the host to show a confirmation dialog while `isPresented` is true.
    public func confirmationDialog(
        _ title: String, isPresented: Binding<Bool>, actions: () -> [AlertAction], message: String? = nil
    ) -> some View {
        let request: [PresentationRequest] =
            isPresented.wrappedValue
            ? [.confirmationDialog(title: title, message: message, actions: actions(), dismiss: { isPresented.wrappedValue = false })]
            : []
        return preference(key: PresentationRequestsKey.self, value: request)
    }
}

extension AlertAction {
    /// An alert button titled `title`.
    public static func button(_ title: String, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void = {}) -> AlertAction {
        AlertAction(title: title, role: role, action: action)
    }
}

extension ViewGraph {
    /// The combined value of `key` over the whole tree, as a host reads the
    /// title, toolbar and presentation requests after an update.
    public func preferenceValue<Key: PreferenceKey>(_ key: Key.Type) -> Key.Value {
        var value = Key.defaultValue
        PreferenceCollection.collect(key, from: rootNode, into: &value)
        return value
    }
}
