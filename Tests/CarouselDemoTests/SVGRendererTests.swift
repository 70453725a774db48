import CarouselCore
import CarouselDemoKit
import Testing

@Suite struct SVGRendererTests {
  private func occurrences(of part: String, in text: String) -> Int {
    text.split(separator: part, omittingEmptySubsequences: false).count - 1
  }

  @Test(arguments: [1, 2, 5, 60])
  func aFilmstripHasOneFramePerPosition(frames: Int) {
    let svg = SVGRenderer.render(RenderOptions(style: .peek, position: 1, frames: frames))
    #expect(occurrences(of: "<g clip-path=\"url(#viewport)\">", in: svg) == frames)
    #expect(occurrences(of: ", position ", in: svg) == frames)
  }

  @Test func aFilmstripRunsFromThePositionToTheNextPage() {
    let svg = SVGRenderer.render(RenderOptions(position: 1, frames: 5))
    for label in ["1.00", "1.25", "1.50", "1.75", "2.00"] {
      #expect(svg.contains("position \(label)</text>"))
    }
  }

  @Test func theOutputIsDeterministic() {
    for name in CarouselStyleName.allCases {
      let options = RenderOptions(style: name, count: 7, position: 2.3, frames: 3)
      #expect(SVGRenderer.render(options) == SVGRenderer.render(options), "\(name)")
    }
  }

  @Test func cardsArePaintedBackToFront() {
    // Cover flow at 3.3: item 4 is focused (zIndex nearest 0) and must be painted last.
    let svg = SVGRenderer.render(RenderOptions(style: .coverFlow, count: 7, position: 3.3))
    let cards = svg.split(separator: "</text></g>").dropLast()
    let numbers = cards.compactMap { $0.split(separator: ">").last }
    #expect(numbers.last == "4")
    #expect(numbers.count == 7)
  }

  @Test func noItemsDrawAnEmptyViewportWithoutDots() {
    let svg = SVGRenderer.render(RenderOptions(count: 0))
    #expect(!svg.contains("<rect x=\"-"))
    #expect(!svg.contains("<circle"))
    #expect(svg.hasSuffix("</svg>\n"))
  }

  @Test func theDotsFollowTheIndicator() {
    let svg = SVGRenderer.render(RenderOptions(count: 5, position: 2))
    #expect(occurrences(of: "<circle", in: svg) == 5)
    #expect(occurrences(of: "fill=\"#1c1c1e\"", in: svg) == 1)
  }

  @Test func theRingStageFitsTheRing() {
    let svg = SVGRenderer.render(RenderOptions(style: .ring, count: 6, axis: .vertical))
    #expect(svg.contains("<rect x=\"50\" y=\"24\" width=\"260\" height=\"580.13\" rx=\"18\""))
  }

  @Test(arguments: CarouselStyleName.allCases)
  func cardsFollowTheLayoutsPaintOrder(name: CarouselStyleName) {
    for position in [0.0, 0.3, 1.5, 2.75, 4.5] {
      let options = RenderOptions(style: name, count: 6, position: position)
      let svg = SVGRenderer.render(options)
      let numbers = svg.split(separator: "</text></g>").dropLast().compactMap {
        $0.split(separator: ">").last.map(String.init)
      }
      var context = CarouselLayoutContext(
        count: 6,
        isLooping: options.isLooping, viewportWidth: 390, viewportHeight: 260
      ).positioned(at: CarouselPosition(page: 0, fraction: position))
      if let ring = name.style as? RingCarouselStyle {  // the renderer's stage (see SVGRenderer)
        context.itemMainLength = ring.itemFraction * 390
        context.viewportWidth = max(ring.stageLength(in: context), 390)
      }
      let expected = name.style.visibleItems(in: context).inPaintOrder().map { "\($0.index + 1)" }
      #expect(numbers == expected, "\(name) at \(position)")
    }
  }
}
