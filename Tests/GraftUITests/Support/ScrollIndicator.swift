/// The glyphs a scroll view's indicator draws in its last column: the track and the thumb.
/// Tests about a list's rows leave them out of the text they compare.
let scrollIndicatorGlyphs: Set<Character> = ["│", "┃"]
