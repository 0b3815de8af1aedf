import Testing

@testable import GraftTerminal

/// The Kitty graphics protocol's escape sequences, byte for byte.
@Suite("Kitty graphics encoder")
struct KittyGraphicsEncoderTests {
    @Test func base64MatchesTheRFCsVectors() {
        for (plain, encoded) in [("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="), ("foobar", "Zm9vYmFy")] {
            #expect(String(decoding: Base64.encode(Array(plain.utf8)), as: UTF8.self) == encoded)
        }
    }

    @Test func anOpaquePictureGoesAsRGBInOneSequence() {
        let red = GraphicsSamples.solid(width: 1, height: 1, [255, 0, 0, 255])
        let sent = KittyGraphicsEncoder.transmitAndDisplay(red, id: 7, columns: 1, rows: 1)
        #expect(sent == GraphicsSamples.bytes("\\e_Ga=T,f=24,s=1,v=1,i=7,c=1,r=1,C=1,q=2;/wAA\\e\\"))
    }

    @Test func aTranslucentPictureGoesAsRGBA() {
        let blue = GraphicsSamples.solid(width: 1, height: 1, [0, 0, 255, 128])
        let sent = KittyGraphicsEncoder.transmitAndDisplay(blue, id: 1, columns: 2, rows: 3)
        #expect(sent == GraphicsSamples.bytes("\\e_Ga=T,f=32,s=1,v=1,i=1,c=2,r=3,C=1,q=2;AAD/gA==\\e\\"))
    }

    @Test func aCroppedPictureNamesTheSourceRectangle() {
        let red = GraphicsSamples.solid(width: 1, height: 1, [255, 0, 0, 255])
        let sent = KittyGraphicsEncoder.transmitAndDisplay(red, id: 2, columns: 1, rows: 1, source: Rect(x: 0, y: 0, width: 1, height: 1))
        #expect(sent == GraphicsSamples.bytes("\\e_Ga=T,f=24,s=1,v=1,i=2,c=1,r=1,C=1,q=2,x=0,y=0,w=1,h=1;/wAA\\e\\"))
    }

    /// 33×32 RGB pixels are 3,168 bytes, 4,224 in base64: one full chunk
    /// of 4,096 that says more follow, and one of 128 that ends it.
    @Test func aLargePictureGoesInChunksOf4096() throws {
        let gray = GraphicsSamples.solid(width: 33, height: 32, [128, 128, 128, 255])
        let sent = KittyGraphicsEncoder.transmitAndDisplay(gray, id: 3, columns: 4, rows: 2)
        let text = String(decoding: sent, as: UTF8.self)
        let sequences = text.components(separatedBy: "\u{1B}\\").filter { !$0.isEmpty }
        #expect(sequences.count == 2)
        let first = try #require(sequences.first)
        let last = try #require(sequences.last)
        let firstHeader = "\u{1B}_Ga=T,f=24,s=33,v=32,i=3,c=4,r=2,C=1,q=2,m=1;"
        #expect(first.hasPrefix(firstHeader))
        #expect(last.hasPrefix("\u{1B}_Gm=0;"))
        let firstPayload = first.dropFirst(firstHeader.count)
        let lastPayload = last.dropFirst("\u{1B}_Gm=0;".count)
        #expect(firstPayload.count == 4096 && lastPayload.count == 128)
        // 128, 128, 128 is "gICA" in base64, all the way through.
        #expect(String(firstPayload + lastPayload) == String(repeating: "gICA", count: 33 * 32))
    }

    @Test func deletingAPictureFreesItsData() {
        #expect(KittyGraphicsEncoder.delete(id: 12) == GraphicsSamples.bytes("\\e_Ga=d,d=I,i=12,q=2\\e\\"))
        #expect(KittyGraphicsEncoder.deleteAll() == GraphicsSamples.bytes("\\e_Ga=d,d=A,q=2\\e\\"))
    }
}
