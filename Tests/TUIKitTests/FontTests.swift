import Foundation
import GraftTerminal
import Testing

@testable import TUIKit

@MainActor
@Suite("Fonts")
struct FontTests {
    @Test func textStylesDrawAsGraftUIsFontsDo() {
        let expected: [(TUIFont.TextStyle, TextAttributes)] = [
            (.largeTitle, [.bold, .underline]), (.title1, [.bold]), (.title2, [.bold]), (.title3, [.bold]),
            (.headline, [.bold]), (.subheadline, []), (.body, []), (.callout, []), (.footnote, [.dim]),
            (.caption1, [.dim]), (.caption2, [.dim, .italic]),
        ]
        for (style, attributes) in expected {
            #expect(TUIFont.preferredFont(forTextStyle: style).attributes == attributes, "\(style.rawValue)")
        }
        #expect(TUIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(TUIFont.preferredFont(forTextStyle: .body, compatibleWith: nil) == .preferredFont(forTextStyle: .body))
    }

    @Test func weightsAndSystemFontsMapToAttributes() {
        #expect(TUIFont.systemFont(ofSize: 17).attributes == [])
        #expect(TUIFont.boldSystemFont(ofSize: 17).attributes == [.bold])
        #expect(TUIFont.italicSystemFont(ofSize: 17).attributes == [.italic])
        #expect(TUIFont.systemFont(ofSize: 12, weight: .semibold).attributes == [.bold])
        #expect(TUIFont.systemFont(ofSize: 12, weight: .medium).attributes == [])
        #expect(TUIFont.systemFont(ofSize: 12, weight: .thin).attributes == [.dim])
        #expect(TUIFont.monospacedSystemFont(ofSize: 12, weight: .black).attributes == [.bold])
        #expect(TUIFont.systemFont(ofSize: 12).withSize(30).pointSize == 30)
        #expect(TUIFont(name: "Menlo", size: 13) == .systemFont(ofSize: 13))
    }

    @Test func descriptorsAddAndRemoveBoldAndItalic() {
        let caption = TUIFont.preferredFont(forTextStyle: .caption1)
        let bold = caption.fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic]).map { TUIFont(descriptor: $0, size: 0) }
        #expect(bold?.attributes == [.bold, .italic])
        #expect(bold?.pointSize == 12)
        #expect(bold?.fontDescriptor.symbolicTraits.contains(.traitBold) == true)
        let plain = bold?.fontDescriptor.withSymbolicTraits([]).map { TUIFont(descriptor: $0, size: 20) }
        #expect(plain?.attributes == [] && plain?.pointSize == 20)
    }

    @Test func aLabelDrawsItsFontsAttributes() {
        let (app, window, surface) = makeApp(width: 6, height: 1)
        let label = TUILabel(frame: Rect(x: 0, y: 0, width: 6, height: 1))
        label.text = "Title"
        label.font = .preferredFont(forTextStyle: .largeTitle)
        window.addSubview(label)
        app.mainLoop?.displayIfNeeded()
        #expect(surface.lastFrame?[0, 0].style.attributes == [.bold, .underline])
        label.font = .systemFont(ofSize: 11, weight: .light)
        app.mainLoop?.displayIfNeeded()
        #expect(surface.lastFrame?[0, 0].style.attributes == [.dim])
    }
}
