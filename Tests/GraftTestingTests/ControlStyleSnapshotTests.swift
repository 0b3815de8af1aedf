import GraftTerminal
import GraftUI
import Testing

@testable import GraftTapes
@testable import GraftTesting

/// Every button style and state, one per row.
private struct ButtonGallery: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Automatic") {}.buttonStyle(.automatic)
            Button("Plain") {}.buttonStyle(.plain)
            Button("Bordered") {}.buttonStyle(.bordered)
            Button("Prominent") {}.buttonStyle(.borderedProminent)
            Button("Borderless") {}.buttonStyle(.borderless)
            Button("Delete", role: .destructive) {}
            Button("Delete", role: .destructive) {}.buttonStyle(.borderedProminent)
            Button("Disabled") {}.disabled(true)
        }
    }
}

/// Switches and checkboxes, on and off, and a disabled one.
private struct ToggleGallery: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Toggle("Switch on", isOn: .constant(true)).toggleStyle(.switch)
            Toggle("Switch off", isOn: .constant(false)).toggleStyle(.switch)
            Toggle("Checkbox on", isOn: .constant(true)).toggleStyle(.checkbox)
            Toggle("Checkbox off", isOn: .constant(false)).toggleStyle(.checkbox)
            Toggle("Disabled", isOn: .constant(true)).disabled(true)
        }
    }
}

/// Text fields, steppers, pickers and progress views.
private struct InputGallery: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            TextField("Name", text: .constant(""), prompt: Text("Your name"))
            TextField("Name", text: .constant("Ada Lovelace"))
            Stepper("Copies", value: .constant(3), in: 0 ... 9)
            Picker("Theme", selection: .constant(1)) {
                Text("Light").tag(0)
                Text("Dark").tag(1)
            }
            .pickerStyle(.segmented)
            Picker("Size", selection: .constant(0)) {
                Text("Small").tag(0)
                Text("Large").tag(1)
            }
            .pickerStyle(.menu)
            ProgressView("Syncing", value: 0.4)
            ProgressView("Loading")
        }
    }
}

/// Each label style.
private struct LabelGallery: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Label("Automatic", systemImage: "cart").labelStyle(.automatic)
            Label("Title and icon", systemImage: "trash").labelStyle(.titleAndIcon)
            Label("Title only", systemImage: "cart").labelStyle(.titleOnly)
            Label("Icon only", systemImage: "trash").labelStyle(.iconOnly)
        }
    }
}

/// Every built-in progress view style, known and unknown fraction.
private struct ProgressGallery: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ProgressView("Automatic", value: 0.6).progressViewStyle(.automatic)
            ProgressView("Linear", value: 0.3).progressViewStyle(.linear)
            ProgressView("Running").progressViewStyle(.linear)
            ProgressView("Circular", value: 0.8).progressViewStyle(.circular)
            ProgressView("Spinning").progressViewStyle(.circular)
        }
        .frame(width: 24, alignment: .leading)
    }
}

@MainActor
@Suite("Control style snapshots")
struct ControlStyleSnapshotTests {
    /// Snapshots `gallery` in the top-leading corner of a frame of `size`,
    /// once in a light color scheme and once in a dark one.
    private func assertGallery<V: View>(
        _ gallery: V, size: Size, testName: String = #function,
        filePath: StaticString = #filePath, line: UInt = #line
    ) {
        let placed = gallery.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        for (scheme, name) in [(ColorScheme.light, "light"), (.dark, "dark")] {
            assertSnapshot(
                of: placed, as: .frame(size: size, traits: SnapshotTraits(colorScheme: scheme)), named: name,
                filePath: filePath, testName: testName, line: line)
        }
    }

    @Test func buttonStyles() {
        assertGallery(ButtonGallery(), size: Size(width: 16, height: 8))
    }

    @Test func toggleStyles() {
        assertGallery(ToggleGallery(), size: Size(width: 18, height: 5))
    }

    @Test func inputControls() {
        assertGallery(InputGallery(), size: Size(width: 32, height: 7))
    }

    @Test func labelStyles() {
        assertGallery(LabelGallery(), size: Size(width: 18, height: 4))
    }

    @Test func progressStyles() {
        assertGallery(ProgressGallery(), size: Size(width: 26, height: 5))
    }
}
