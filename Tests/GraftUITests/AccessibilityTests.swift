import GraftTerminal
import Testing

@testable import GraftUI

@MainActor
@Suite("Accessibility")
struct AccessibilityTests {
    private func tree<V: View>(_ view: V, size: Size = Size(width: 40, height: 10)) -> String {
        let graph = ViewGraph(root: view)
        _ = graph.render(size: size)
        return graph.accessibilityDescription()
    }

    @Test func controlsReadAsTheirRoleLabelAndValue() {
        struct Screen: View {
            @State var isOn = true
            @State var name = "Ada"
            @State var password = "secret"
            @State var count = 3
            @State var theme = 1
            var body: some View {
                VStack {
                    Text("Settings")
                    Toggle("Notifications", isOn: $isOn)
                    TextField("Name", text: $name)
                    SecureField("Password", text: $password)
                    Stepper("Copies", value: $count, in: 0 ... 9)
                    Picker("Theme", selection: $theme) {
                        Text("Light").tag(0)
                        Text("Dark").tag(1)
                    }
                    .pickerStyle(.segmented)
                    ProgressView("Syncing", value: 0.25)
                    Button("Save") {}
                }
            }
        }
        #expect(
            tree(Screen(), size: Size(width: 40, height: 12)) == """
                staticText "Settings"
                toggle "Notifications" value "on"
                textField "Name" value "Ada"
                secureTextField "Password" value "••••••"
                stepper "Copies" value "3"
                picker "Theme" value "Dark"
                progressIndicator "Syncing" value "25 percent"
                button "Save"
                """)
    }

    @Test func aGlyphOnlyButtonIsLabelledByItsSymbolUnlessGivenALabel() {
        let view = HStack {
            Button {
            } label: {
                Image(systemName: "heart.fill")
            }
            Button {
            } label: {
                Image(systemName: "trash")
            }
            .accessibilityLabel("Delete")
            .accessibilityHint("Removes the product")
        }
        #expect(
            tree(view) == """
                button "heart fill"
                button "Delete" hint "Removes the product"
                """)
    }

    @Test func hiddenViewsAreLeftOutAndALabelOverSeveralElementsMakesAGroup() {
        let view = VStack {
            Text("decoration").accessibilityHidden(true)
            HStack {
                Image(systemName: "star.fill")
                Text("4.5")
            }
            .accessibilityLabel("Rating")
            .accessibilityValue("4.5 stars")
        }
        #expect(
            tree(view) == """
                group "Rating" value "4.5 stars"
                  image "star fill"
                  staticText "4.5"
                """)
    }

    @Test func disabledAndFocusedControlsSaySo() {
        let graph = ViewGraph(
            root: VStack {
                Button("Buy Now") {}
                Button("Sold Out") {}.disabled(true)
            })
        _ = graph.render(size: Size(width: 20, height: 3))
        _ = graph.handle(.key(KeyEvent(.tab)))
        _ = graph.render(size: Size(width: 20, height: 3))
        #expect(
            graph.accessibilityDescription() == """
                button "Buy Now" (focused)
                button "Sold Out" (disabled)
                """)
    }
}
