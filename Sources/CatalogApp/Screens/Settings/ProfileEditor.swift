import GraftHosting

/// The UIKit profile editor, in its own navigation controller, wrapped for
/// GraftUI: the editor's Save writes the profile binding; Cancel and Save
/// set `isPresented` to false, which closes the sheet it is shown in.
struct ProfileEditor: ViewControllerRepresentable {
    @Binding var profile: Profile
    @Binding var isPresented: Bool

    func makeCoordinator() -> Coordinator {
        Coordinator(profile: $profile, isPresented: $isPresented)
    }

    func makeTUIViewController(context: Context) -> TUINavigationController {
        let editor = ProfileEditorViewController()
        editor.profile = profile
        let coordinator = context.coordinator
        editor.onSave = { edited in
            coordinator.profile.wrappedValue = edited
            coordinator.isPresented.wrappedValue = false
        }
        editor.onCancel = { coordinator.isPresented.wrappedValue = false }
        return TUINavigationController(rootViewController: editor)
    }

    func updateTUIViewController(_ navigation: TUINavigationController, context: Context) {
        context.coordinator.profile = $profile
        context.coordinator.isPresented = $isPresented
    }

    /// Carries the bindings to the editor's callbacks, kept current by updates.
    @MainActor
    final class Coordinator {
        var profile: Binding<Profile>
        var isPresented: Binding<Bool>

        init(profile: Binding<Profile>, isPresented: Binding<Bool>) {
            self.profile = profile
            self.isPresented = isPresented
        }
    }
}
