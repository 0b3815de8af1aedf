import Testing

@testable import GraftUI

/// The runs of `source` as HTML-like markup, one run at a time (a run inside
/// two spans is written inside both), so expectations read like the
/// CommonMark specification's examples.
func markup(_ source: String) -> String {
    MarkdownInlineParser.parse(source).map { run in
        var text = run.text
        if run.traits.contains(.code) { text = "<code>\(text)</code>" }
        if run.traits.contains(.strikethrough) { text = "<del>\(text)</del>" }
        if run.traits.contains(.emphasis) { text = "<em>\(text)</em>" }
        if run.traits.contains(.strong) { text = "<strong>\(text)</strong>" }
        if let link = run.link { text = "<a href=\"\(link)\">\(text)</a>" }
        return text
    }.joined()
}

@Suite("Inline Markdown parser")
struct MarkdownParserTests {
    /// Spec examples are CommonMark 0.31.2's (GFM's for strikethrough).
    @Test(arguments: [
        ("*foo bar*", "<em>foo bar</em>"),  // 350
        ("a * foo bar*", "a * foo bar*"),  // 351
        ("a*\"foo\"*", "a*\"foo\"*"),  // 352
        ("foo*bar*", "foo<em>bar</em>"),  // 355
        ("5*6*78", "5<em>6</em>78"),  // 356
        ("_foo bar_", "<em>foo bar</em>"),  // 357
        ("_ foo bar_", "_ foo bar_"),  // 358
        ("foo_bar_", "foo_bar_"),  // 360
        ("5_6_78", "5_6_78"),  // 361
        ("пристаням_стремятся_", "пристаням_стремятся_"),  // 362
        ("aa_\"bb\"_cc", "aa_\"bb\"_cc"),  // 363
        ("foo-_(bar)_", "foo-<em>(bar)</em>"),  // 364
        ("*foo bar *", "*foo bar *"),  // 366
        ("*foo*bar", "<em>foo</em>bar"),  // 371
        ("_foo_bar", "_foo_bar"),  // 376-like: `_` does not close inside a word
        ("snake_case_name", "snake_case_name"),
    ])
    func emphasis(source: String, expected: String) {
        #expect(markup(source) == expected)
    }

    @Test(arguments: [
        ("**foo bar**", "<strong>foo bar</strong>"),  // 378
        ("** foo bar**", "** foo bar**"),  // 379
        ("a**\"foo\"**", "a**\"foo\"**"),  // 380
        ("foo**bar**", "foo<strong>bar</strong>"),  // 381
        ("__foo bar__", "<strong>foo bar</strong>"),  // 382
        ("foo__bar__", "foo__bar__"),  // 384
        ("_foo __bar__ baz_", "<em>foo </em><strong><em>bar</em></strong><em> baz</em>"),  // 413
        ("*foo**bar**baz*", "<em>foo</em><strong><em>bar</em></strong><em>baz</em>"),  // 418
        ("*foo**bar*", "<em>foo**bar</em>"),  // 419: the rule of 3
        ("***foo** bar*", "<strong><em>foo</em></strong><em> bar</em>"),  // 420
        ("*foo**bar***", "<em>foo</em><strong><em>bar</em></strong>"),  // 422
        ("foo***bar***baz", "foo<strong><em>bar</em></strong>baz"),  // 423
        ("foo******bar*********baz", "foo<strong>bar</strong>***baz"),  // 424
        ("foo *\\**", "foo <em>*</em>"),  // 445
        ("**foo*", "*<em>foo</em>"),  // 449
        ("*foo**", "<em>foo</em>*"),  // 450
        ("**foo **bar baz**", "**foo <strong>bar baz</strong>"),  // 465-like
    ])
    func strongAndNesting(source: String, expected: String) {
        #expect(markup(source) == expected)
    }

    @Test(arguments: [
        ("`foo`", "<code>foo</code>"),  // 328
        ("`` foo ` bar ``", "<code>foo ` bar</code>"),  // 329
        ("` `` `", "<code>``</code>"),  // 330
        ("`  ``  `", "<code> `` </code>"),  // 331
        ("` a`", "<code> a</code>"),  // 332
        ("` `", "<code> </code>"),  // 334: only spaces are kept
        ("`foo\nbar`", "<code>foo bar</code>"),  // 335: a line break is a space
        ("`foo\\`bar`", "<code>foo\\</code>bar`"),  // 338: no escapes in code
        ("*foo`*`", "*foo<code>*</code>"),  // 341: code binds tighter
        ("```foo``", "```foo``"),  // 345
        ("`foo", "`foo"),  // 346
        ("`foo``bar``", "`foo<code>bar</code>"),  // 347
        ("*a `*`*", "<em>a </em><em><code>*</code></em>"),  // 469
    ])
    func codeSpans(source: String, expected: String) {
        #expect(markup(source) == expected)
    }

    @Test(arguments: [
        ("~~Hi~~ Hello, ~there~ world!", "<del>Hi</del> Hello, <del>there</del> world!"),  // GFM 491
        ("This will ~~~not~~~ strike.", "This will ~~~not~~~ strike."),  // GFM 493
        ("~~a~ b", "~~a~ b"),  // runs of different lengths do not match
        ("**~~both~~**", "<strong><del>both</del></strong>"),
    ])
    func strikethrough(source: String, expected: String) {
        #expect(markup(source) == expected)
    }

    @Test(arguments: [
        ("[link](/uri \"title\")", "<a href=\"/uri\">link</a>"),  // 482
        ("[link](/uri)", "<a href=\"/uri\">link</a>"),  // 483
        ("[link](<>)", "<a href=\"\">link</a>"),  // 485
        ("[link](/my uri)", "[link](/my uri)"),  // 488
        ("[link](<foo\nbar>)", "[link](<foo\nbar>)"),  // 491
        ("[a](<b)c>)", "<a href=\"b)c\">a</a>"),  // 492
        ("[link](\\(foo\\))", "<a href=\"(foo)\">link</a>"),  // 494
        ("[link](foo(and(bar)))", "<a href=\"foo(and(bar))\">link</a>"),  // 495
        ("[link](foo(and(bar))", "[link](foo(and(bar))"),  // 496
        ("[link](foo\\(and\\(bar\\))", "<a href=\"foo(and(bar)\">link</a>"),  // 497
        ("[link](/url 'title')", "<a href=\"/url\">link</a>"),  // 505
        ("[link](/url (title))", "<a href=\"/url\">link</a>"),  // 505
        ("[link](/url \"title)", "[link](/url \"title)"),  // an unclosed title is no link
        ("[link [foo [bar]]](/uri)", "<a href=\"/uri\">link [foo [bar]]</a>"),  // 518
        ("[link [bar](/uri)", "[link <a href=\"/uri\">bar</a>"),  // 520
        (
            "[link *foo **bar** `#`*](/uri)",
            "<a href=\"/uri\">link </a><a href=\"/uri\"><em>foo </em></a>"
                + "<a href=\"/uri\"><strong><em>bar</em></strong></a><a href=\"/uri\"><em> </em></a>"
                + "<a href=\"/uri\"><em><code>#</code></em></a>"
        ),  // 524
        ("[foo [bar](/uri)](/uri)", "[foo <a href=\"/uri\">bar</a>](/uri)"),  // 526
        ("*[foo*](/uri)", "*<a href=\"/uri\">foo*</a>"),  // 528
        ("[foo`](/uri)`", "[foo<code>](/uri)</code>"),  // 532
        ("[foo][bar]", "[foo][bar]"),  // reference links stay text
        ("[no link]", "[no link]"),
        ("a ] b", "a ] b"),
    ])
    func links(source: String, expected: String) {
        #expect(markup(source) == expected)
    }

    @Test(arguments: [
        ("<http://foo.bar.baz>", "<a href=\"http://foo.bar.baz\">http://foo.bar.baz</a>"),  // 594
        ("<irc://foo.bar:2233/baz>", "<a href=\"irc://foo.bar:2233/baz\">irc://foo.bar:2233/baz</a>"),  // 596
        ("<http://foo.bar/baz bim>", "<http://foo.bar/baz bim>"),  // 602
        ("<m:abc>", "<m:abc>"),  // 606: a one-letter scheme
        ("a < b > c", "a < b > c"),
    ])
    func autolinks(source: String, expected: String) {
        #expect(markup(source) == expected)
    }

    @Test(arguments: [
        (
            "\\!\\\"\\#\\$\\%\\&\\'\\(\\)\\*\\+\\,\\-\\.\\/\\:\\;\\<\\=\\>\\?\\@\\[\\\\\\]\\^\\_\\`\\{\\|\\}\\~",
            "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~"
        ),  // 12
        ("\\\t\\A\\a\\ \\3\\φ\\«", "\\\t\\A\\a\\ \\3\\φ\\«"),  // 13
        ("\\*not emphasized*", "*not emphasized*"),  // 14
        ("\\[not a link](/foo)", "[not a link](/foo)"),  // 14
        ("\\`not code`", "`not code`"),  // 14
        ("foo\\\nbar", "foo\nbar"),  // 15: a hard break keeps its line break
        ("a\\", "a\\"),  // a backslash at the end is itself
    ])
    func backslashEscapes(source: String, expected: String) {
        #expect(markup(source) == expected)
    }

    @Test func textWithoutMarkupCharactersIsOneRunOfItself() {
        let source = "Total: $12.00 — ♥ (3 items) #1!"
        #expect(!MarkdownInlineParser.mayContainMarkup(source))
        #expect(MarkdownInlineParser.parse(source) == [MarkdownRun(source)])
        for character in ["*", "_", "`", "~", "[", "\\", "<"] {
            #expect(MarkdownInlineParser.mayContainMarkup("a\(character)b"), "\(character)")
        }
    }

    @Test func whitespaceAndLineBreaksStayAsWritten() {
        #expect(markup("  *a*  \n\n  b  ") == "  <em>a</em>  \n\n  b  ")
        #expect(markup("") == "")
    }

    /// Any string parses, and what the reader sees keeps the letters of the
    /// source in order (markup and link destinations only take some away).
    @Test func parsingIsTotal() {
        let alphabet: [Character] = [
            "*", "*", "_", "_", "`", "~", "[", "]", "(", ")", "<", ">", "\\", "\"", ":", "a", "b", "c", " ",
            "\n", "é", "✓", "语", "👍🏽", "!",
        ]
        var generator = SeededGenerator(seed: 18)
        for _ in 0 ..< 3000 {
            let length = Int.random(in: 0 ... 24, using: &generator)
            let source = String((0 ..< length).compactMap { _ in alphabet.randomElement(using: &generator) })
            let runs = MarkdownInlineParser.parse(source)
            let shown = runs.map(\.text).joined()
            #expect(shown.count <= source.count, "\(source.debugDescription)")
            #expect(isSubsequence(shown.filter(\.isLetter), of: source.filter(\.isLetter)), "\(source.debugDescription)")
            #expect(!runs.contains { $0.text.isEmpty }, "\(source.debugDescription)")
        }
    }

    @Test func longPathologicalInputsParse() {
        let sources = [
            String(repeating: "*a ", count: 2000), String(repeating: "a* ", count: 2000),
            String(repeating: "[", count: 3000) + String(repeating: "](x)", count: 3000),
            String(repeating: "`a", count: 2000), String(repeating: "_a_", count: 2000),
        ]
        for source in sources {
            let shown = MarkdownInlineParser.parse(source).map(\.text).joined()
            #expect(shown.count <= source.count)
        }
    }

    private func isSubsequence(_ candidate: String, of string: String) -> Bool {
        var remaining = Substring(string)
        for character in candidate {
            guard let index = remaining.firstIndex(of: character) else { return false }
            remaining = remaining[remaining.index(after: index)...]
        }
        return true
    }
}
