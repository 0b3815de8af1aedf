// SwiftUI's `alert` and `confirmationDialog` modifiers, whose actions are
// `Button`s built with `@ViewBuilder` and whose message is a `Text`.

extension View {
    /// Asks the host to show an alert titled `title` while `isPresented` is
    /// true, with the buttons `actions` builds (`Button("Delete", role:
    /// .destructive) { … }`). With no buttons the alert has an OK button.
    /// Choosing a button sets `isPresented` back to false, then runs it.
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alertRequest(
            String(title), isPresented: isPresented, actions: isPresented.wrappedValue ? AlertContentReader.actions(in: actions()) : [],
            message: nil)
    }

    /// Asks the host to show an alert with the buttons `actions` builds and
    /// the text `message` builds under the title.
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        let shown = isPresented.wrappedValue
        return alertRequest(
            String(title), isPresented: isPresented, actions: shown ? AlertContentReader.actions(in: actions()) : [],
            message: shown ? AlertContentReader.message(in: message()) : nil)
    }

    /// Asks the host to show an alert titled by a `Text`.
    public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        alert(title.string, isPresented: isPresented, actions: actions, message: message)
    }

    /// Asks the host to show an alert about `data` while `isPresented` is
    /// true and `data` is not nil; `actions` builds the buttons for it.
    public func alert<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        let buttons = isPresented.wrappedValue ? data.map { AlertContentReader.actions(in: actions($0)) } : nil
        return alertRequest(String(title), isPresented: isPresented, actions: buttons ?? [], message: nil, isShown: buttons != nil)
    }

    /// Asks the host to show an alert about `data`, with buttons and a
    /// message built for it.
    public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        let shown = isPresented.wrappedValue ? data : nil
        return alertRequest(
            String(title), isPresented: isPresented, actions: shown.map { AlertContentReader.actions(in: actions($0)) } ?? [],
            message: shown.flatMap { AlertContentReader.message(in: message($0)) }, isShown: shown != nil)
    }

    /// Asks the host to show a confirmation dialog (an action sheet) while
    /// `isPresented` is true, with the buttons `actions` builds. A Cancel
    /// button is added when none has the cancel role, as on iOS. With
    /// `titleVisibility: .hidden` the title is not shown.
    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View {
        let shown = isPresented.wrappedValue
        return dialogRequest(
            String(title), titleVisibility, isPresented: isPresented, actions: shown ? AlertContentReader.actions(in: actions()) : [],
            message: nil, isShown: shown)
    }

    /// Asks the host to show a confirmation dialog with buttons and a message.
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        let shown = isPresented.wrappedValue
        return dialogRequest(
            String(title), titleVisibility, isPresented: isPresented, actions: shown ? AlertContentReader.actions(in: actions()) : [],
            message: shown ? AlertContentReader.message(in: message()) : nil, isShown: shown)
    }

    /// Asks the host to show a confirmation dialog about `data` while
    /// `isPresented` is true and `data` is not nil.
    public func confirmationDialog<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        let shown = isPresented.wrappedValue ? data : nil
        return dialogRequest(
            String(title), titleVisibility, isPresented: isPresented,
            actions: shown.map { AlertContentReader.actions(in: actions($0)) } ?? [],
            message: nil, isShown: shown != nil)
    }

    /// Asks the host to show a confirmation dialog about `data`, with
    /// buttons and a message built for it.
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        let shown = isPresented.wrappedValue ? data : nil
        return dialogRequest(
            String(title), titleVisibility, isPresented: isPresented,
            actions: shown.map { AlertContentReader.actions(in: actions($0)) } ?? [],
            message: shown.flatMap { AlertContentReader.message(in: message($0)) }, isShown: shown != nil)
    }

    private func alertRequest(
        _ title: String, isPresented: Binding<Bool>, actions: [AlertAction], message: String?, isShown: Bool? = nil
    ) -> some View {
        let request: [PresentationRequest] =
            (isShown ?? isPresented.wrappedValue)
            ? [
                .alert(
                    title: title, message: message,
                    actions: actions.isEmpty ? [AlertAction(title: "OK", role: .cancel, action: {})] : actions,
                    dismiss: { isPresented.wrappedValue = false })
            ]
            : []
        return preference(key: PresentationRequestsKey.self, value: request)
    }

    private func dialogRequest(
        _ title: String, _ visibility: Visibility, isPresented: Binding<Bool>, actions: [AlertAction], message: String?, isShown: Bool
    ) -> some View {
        var buttons = actions
        if !buttons.contains(where: { $0.role == .cancel }) { buttons.append(AlertAction(title: "Cancel", role: .cancel, action: {})) }
        // An empty title is one the host does not show.
        let request: [PresentationRequest] =
            isShown
            ? [
                .confirmationDialog(
                    title: visibility == .hidden ? "" : title, message: message, actions: buttons,
                    dismiss: { isPresented.wrappedValue = false })
            ]
            : []
        return preference(key: PresentationRequestsKey.self, value: request)
    }
}
