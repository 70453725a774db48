import CarouselCore
import CarouselViewModel
import Testing

/// What the iOS 18 pan's delegate decides with the views under the finger: which scroll views
/// keep a drag, and which wait for the carousel's pan, from a UIKit scroll view's geometry read
/// along the carousel's axis.
@MainActor @Suite struct NestedScrollerTests {
  /// A scroll view whose every number differs, so a part read from the wrong axis shows.
  static func scroller(
    along axis: CarouselAxis, bounces: Bool = true, isScrollEnabled: Bool = true
  ) -> CarouselScroller {
    CarouselScroller(
      along: axis, frame: CarouselRect(x: 10, y: 20, width: 300, height: 200),
      contentSize: CarouselSize(width: 900, height: 500),
      boundsSize: CarouselSize(width: 300, height: 200),
      contentInset: (top: 5, left: 7, bottom: 11, right: 13), contentOffset: (x: 40, y: 60),
      velocity: (x: -120, y: 80), isScrollEnabled: isScrollEnabled, bounces: bounces,
      alwaysBounces: (horizontal: false, vertical: true))
  }

  @Test func aScrollViewIsReadAlongTheCarouselsAxis() {
    let horizontal = Self.scroller(along: .horizontal)
    #expect(horizontal.start == -7)
    #expect(horizontal.end == 613)
    #expect(horizontal.offset == 40)
    #expect(horizontal.velocity == -120)
    #expect(!horizontal.bouncesAlongAxis)
    let vertical = Self.scroller(along: .vertical)
    #expect(vertical.start == -5)
    #expect(vertical.end == 311)
    #expect(vertical.offset == 60)
    #expect(vertical.velocity == 80)
    #expect(vertical.bouncesAlongAxis)
    #expect(!Self.scroller(along: .vertical, bounces: false).bouncesAlongAxis)
    #expect(vertical.frame == CarouselRect(x: 10, y: 20, width: 300, height: 200))
    #expect(vertical.isScrollEnabled)
  }

  /// A 390 × 260 carousel whose frame in the pan's view starts at (0, 0).
  static func model() -> CarouselModel<Int> {
    let model = CarouselModel<Int>(reportDiagnostics: { _ in })
    model.send {
      $0.configure(CarouselConfiguration(viewportWidth: 390, viewportHeight: 260), at: $1)
    }
    model.send { $0.itemsChanged(Array(0..<5), binding: nil, at: $1) }
    return model
  }

  /// A horizontal scroller inside the carousel, 600 points of content offsets, at `offset`,
  /// the finger moving at `velocity`.
  static func inner(
    offset: Double, velocity: Double, x: Double = 10, isScrollEnabled: Bool = true
  ) -> CarouselTouchedView {
    .scroller(
      CarouselScroller(
        frame: CarouselRect(x: x, y: 10, width: 300, height: 200), start: 0, end: 600,
        offset: offset, velocity: velocity, isScrollEnabled: isScrollEnabled,
        bouncesAlongAxis: false))
  }

  func keeps(_ views: [CarouselTouchedView]) -> Bool {
    Self.model().innerViewKeepsDrag(views, touchX: 100, touchY: 150, localX: 100, localY: 150)
  }

  @Test func aControlOrAScrollerWithRoomKeepsTheDrag() {
    #expect(!keeps([]))
    #expect(!keeps([.other]))
    #expect(keeps([.other, .control]))
    // Toward the end (the finger moving left), with room that way.
    #expect(keeps([Self.inner(offset: 0, velocity: -100)]))
    #expect(keeps([.other, Self.inner(offset: 300, velocity: 100)]))
    // No room in the drag's direction.
    #expect(!keeps([Self.inner(offset: 600, velocity: -100)]))
    #expect(!keeps([Self.inner(offset: 0, velocity: 100)]))
    // Scrolling turned off.
    #expect(!keeps([Self.inner(offset: 0, velocity: -100, isScrollEnabled: false)]))
    // Wider than the carousel: an enclosing scroll view, not one inside a slide.
    #expect(!keeps([Self.inner(offset: 0, velocity: -100, x: -50)]))
  }

  @Test func aScrollerThatCanMoveAlongTheAxisWaitsForTheCarousel() {
    let model = Self.model()
    func waits(start: Double, end: Double, bounces: Bool, isScrollEnabled: Bool = true) -> Bool {
      model.scrollerWaitsForPageDrag(
        CarouselScroller(
          frame: CarouselRect(x: 0, y: 0, width: 390, height: 260), start: start, end: end,
          offset: 0, velocity: 0, isScrollEnabled: isScrollEnabled, bouncesAlongAxis: bounces))
    }
    #expect(waits(start: 0, end: 600, bounces: false))
    #expect(!waits(start: 0, end: 0, bounces: false))
    #expect(waits(start: 0, end: 0, bounces: true))
    #expect(!waits(start: 0, end: 600, bounces: true, isScrollEnabled: false))
  }

  /// Which of the pan and another recognizer waits for the other, for every kind of other.
  @Test func whoWaitsForWhom() {
    let model = Self.model()
    let scrolling = CarouselScroller(
      frame: CarouselRect(x: 0, y: 0, width: 390, height: 260), start: 0, end: 600, offset: 0,
      velocity: 0, isScrollEnabled: true, bouncesAlongAxis: false)
    var fixed = scrolling
    fixed.end = 0
    let others: [CarouselOtherRecognizer] = [
      .edgeBackSwipe, .contentBackSwipe, .nestedScroller(scrolling), .nestedScroller(fixed),
      .other,
    ]
    #expect(others.map(model.panWaits(for:)) == [true, false, false, false, false])
    #expect(others.map(model.waitsForPan) == [false, true, true, false, false])
  }
}
