import CarouselCore
import Testing

@Suite struct CarouselLayoutContextTests {
  @Test func validInputHasNoDiagnostics() {
    let context = CarouselLayoutContext(
      count: 3, viewportWidth: 390, viewportHeight: 500, itemMainLength: 0, spacing: 12)
    #expect(context.diagnostics.isEmpty)
  }

  @Test func everyInvalidLengthAndCountIsReported() {
    let context = CarouselLayoutContext(
      count: -2, viewportWidth: .nan, viewportHeight: -1, itemMainLength: .infinity,
      itemCrossLength: -.infinity, spacing: -3, peek: .nan, leadingInset: -4, trailingInset: 5)
    let names = context.diagnostics.map { diagnostic -> String in
      guard case .invalidSize(let name, _) = diagnostic else { return "other" }
      return name
    }
    #expect(
      names == [
        "item count", "viewport width", "viewport height", "item main length",
        "item cross length", "spacing", "peek", "leading inset",
      ])
    #expect(context.diagnostics.first == .invalidSize(name: "item count", value: -2))
  }

  @Test func invalidLengthsAreTreatedAsZero() {
    let context = CarouselLayoutContext(
      count: 3, viewportWidth: .nan, viewportHeight: -10, spacing: .infinity, peek: -5)
    let geometry = PeekCarouselStyle().geometry(in: context)
    #expect(geometry.viewportMainLength == 0)
    #expect(geometry.viewportCrossLength == 0)
    #expect(geometry.spacing == 0)
    #expect(geometry.peek == 0)
    #expect(geometry.itemMainLength == 0)
    // Zero-sized items still give a bounded, finite frame: the focused item at the center.
    let items = PeekCarouselStyle().visibleItems(in: context)
    #expect(items.map(\.index) == [0])
    #expect(items.allSatisfy { $0.mainOffset == 0 })
  }

  @Test func negativeCountShowsNothing() {
    let context = CarouselLayoutContext(
      count: -1, isLooping: true, viewportWidth: 390, viewportHeight: 500)
    for name in CarouselStyleName.allCases {
      #expect(name.style.visibleItems(in: context).isEmpty, "\(name)")
    }
  }

  @Test func insetsLongerThanTheViewportAreScaledDownToFitWithADiagnostic() {
    let context = CarouselLayoutContext(
      count: 5, viewportWidth: 390, viewportHeight: 260, leadingInset: 600, trailingInset: 180)
    #expect(context.diagnostics == [.insetsExceedViewport(total: 780, viewport: 390)])
    let geometry = PagedCarouselStyle().geometry(in: context)
    #expect(geometry.leadingInset == 300)
    #expect(geometry.trailingInset == 90)
    #expect(geometry.itemMainLength == 0)
    #expect(geometry.focusShift == 105)
  }
}
