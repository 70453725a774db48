import CarouselCore
import CarouselViewModel
import Testing

/// The built-in strip's size, each dot's rectangle, corners, drawn scale, colors' blend and
/// timer fill, and the tap, for the dots' look the app chose.
@MainActor @Suite struct CarouselDotDrawingTests {
  /// The indicator state of `count` items marking `index`, along `axis`.
  private func state(
    count: Int = 5, marking index: Int = 0, axis: CarouselAxis = .horizontal
  ) -> CarouselIndicatorState {
    CarouselIndicatorState(
      indicator: PageIndicator(count: count, isLooping: false), axis: axis,
      accessibility: PageAccessibility(count: count, selectedIndex: index, isLooping: false),
      indicatedIndex: index, selectedItemName: nil, hasAutoplay: false, isMoving: false,
      isWaiting: false, stoppedProgress: 0, stoppedWaitProgress: nil, timerRefreshInterval: 0.1,
      dotChangeDuration: 0.25)
  }

  @Test func stripSizes() {
    #expect(state().stripSize(.capsules) == CarouselSize(width: 78, height: 44))
    #expect(state().stripSize(.circles) == CarouselSize(width: 72, height: 44))
    #expect(state().stripSize(.standard) == CarouselSize(width: 86, height: 44))
    #expect(state(axis: .vertical).stripSize(.capsules) == CarouselSize(width: 44, height: 78))
    // Dots thicker than the tap target make the strip thicker.
    let big = CarouselDots(size: 40, currentLength: 40, currentScale: 1.5, spacing: 0)
    #expect(state(count: 2).stripSize(big) == CarouselSize(width: 80, height: 60))
    #expect(state(count: 0).stripSize(.capsules) == CarouselSize(width: 0, height: 44))
  }

  /// Seed 000's capsules: packed, centered across the 44-point strip, the current one opaque
  /// in the current color.
  @Test func capsules() {
    let drawings = state().dotDrawings(.capsules, timer: nil)
    #expect(drawings.map(\.index) == [0, 1, 2, 3, 4])
    #expect(drawings.map(\.rect.x) == [0, 29, 43, 57, 71])
    #expect(drawings.map(\.rect.y) == [18.5, 18.5, 18.5, 18.5, 18.5])
    #expect(drawings.map(\.rect.width) == [22, 7, 7, 7, 7])
    #expect(drawings.map(\.rect.height) == [7, 7, 7, 7, 7])
    #expect(drawings.map(\.cornerRadius) == [3.5, 3.5, 3.5, 3.5, 3.5])
    #expect(drawings.map(\.drawnScale) == [1, 1, 1, 1, 1])
    #expect(drawings.map(\.currentOpacity) == [1, 0, 0, 0, 0])
    #expect(drawings.map(\.timerFill) == [nil, nil, nil, nil, nil])
  }

  /// Seed 002's circles: the current one drawn 1.25 times larger, its neighbors unmoved;
  /// along a vertical strip the rectangles turn.
  @Test func circles() {
    let drawings = state(marking: 2).dotDrawings(.circles, timer: nil)
    #expect(drawings.map(\.rect.x) == [0, 16, 32, 48, 64])
    #expect(drawings.map(\.rect.width) == [8, 8, 8, 8, 8])
    #expect(drawings.map(\.drawnScale) == [1, 1, 1.25, 1, 1])
    #expect(drawings.map(\.currentOpacity) == [0, 0, 1, 0, 0])
    let vertical = state(marking: 2, axis: .vertical).dotDrawings(.circles, timer: nil)
    #expect(vertical.map(\.rect.y) == [0, 16, 32, 48, 64])
    #expect(vertical.map(\.rect.x) == [18, 18, 18, 18, 18])
    #expect(vertical.map(\.rect.height) == [8, 8, 8, 8, 8])
  }

  /// Timer dots: no current color; the current dot shows the fill, clamped to 0...1.
  @Test func timerFill() {
    let rows: [(timer: Double, fill: Double)] = [
      (0.4, 0.4), (0, 0), (1, 1), (3, 1), (-1, 0), (.nan, 0),
    ]
    for row in rows {
      let drawings = state(marking: 1).dotDrawings(.standard, timer: row.timer)
      #expect(drawings.map(\.currentOpacity) == [0, 0, 0, 0, 0], "\(row.timer)")
      #expect(drawings.map(\.timerFill) == [nil, row.fill, nil, nil, nil], "\(row.timer)")
    }
  }

  /// A tap goes to the dot whose part of the strip it hits for the look drawn: 25.5 is the
  /// middle of the capsules' first gap (the second dot's) but inside the standard first gap's
  /// first half (the first dot's).
  @Test func tapsFollowTheLook() {
    let model = PagerTests.model(count: 5)
    model.indicatorTapped(atLocation: 25.4, dots: .capsules)
    #expect(model.proxyState.selectedIndex == 0)
    model.indicatorTapped(atLocation: 25.5, dots: .standard)
    #expect(model.proxyState.selectedIndex == 0)
    model.indicatorTapped(atLocation: 25.5, dots: .capsules)
    #expect(model.proxyState.selectedIndex == 1)
  }
}
