import CarouselCore
import Testing

@Suite struct TagSelectionCheckTests {
  /// Every small case: a warning exactly when there are pages and none carries a tag.
  @Test(arguments: 0...3, 0...3)
  func onlyPagesWithoutAnyTagAreReported(pageCount: Int, taggedCount: Int) {
    let diagnostic = TagSelectionCheck.diagnostic(
      pageCount: pageCount, taggedCount: min(taggedCount, pageCount), tagType: "Step")
    let expected: CarouselDiagnostic? =
      pageCount > 0 && taggedCount == 0 ? .noPageTagged(tagType: "Step") : nil
    expectValue(diagnostic, expected)
  }

  @Test func theMessageNamesTheTypeAndTheFix() {
    expectValue(
      CarouselDiagnostic.noPageTagged(tagType: "Optional<Int>").message,
      "Carousel(selection:) pages have no tag of type Optional<Int>, so swiping never writes the "
        + "selection; tag each page with .tag(_:) of exactly the binding's type.")
  }
}
