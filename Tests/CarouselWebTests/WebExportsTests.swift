import Testing

@testable import CarouselWeb

/// The C functions a page calls, called natively (one global carousel: serialized).
@Suite(.serialized) struct WebExportsTests {
  private func numbers(_ count: Double) -> [Double] {
    let pointer = UnsafePointer<Double>(bitPattern: UInt(carouselNumbers()))!
    return Array(UnsafeBufferPointer(start: pointer, count: Int(count)))
  }

  private func text(_ length: Double) -> String {
    let pointer = UnsafePointer<UInt8>(bitPattern: UInt(carouselText()))!
    return String(decoding: UnsafeBufferPointer(start: pointer, count: Int(length)), as: UTF8.self)
  }

  private func start() {
    _ = carouselCreate(0)
    _ = carouselSetViewport(390, 260, 0)
    _ = carouselVisibility(1, 0)
  }

  @Test func aFrameIsEighteenNumbersPerItemBackToFront() {
    start()
    // At rest: the next item just touches the viewport's right edge, behind the focused one;
    // no transition, so each item's last five numbers are the identity effect.
    #expect(carouselFrame(0) == 2)
    #expect(
      numbers(36) == [
        1, 0, 1, 390, 0, 1, 1, 0, 0, 1, 0, -1, 0, 1, 1, 0, 0, 0,
        0, 0, 0, 0, 0, 1, 1, 0, 0, 1, 0, 0, 1, 1, 1, 0, 0, 0,
      ])
    _ = carouselTouchDown(300, 100, 10)
    _ = carouselDrag(280, 100, 18)  // past the axis lock's 10-point slop: a page drag from here
    _ = carouselDrag(182.5, 100, 26)  // a quarter page further
    #expect(carouselFrame(26) == 2)
    #expect(
      numbers(36) == [
        1, 0, 0.75, 292.5, 0, 1, 1, 0, 0, 1, 0, -0.75, 0, 1, 1, 0, 0, 0,
        0, 0, -0.25, -97.5, 0, 1, 1, 0, 0, 1, 0, -0.25, 1, 1, 1, 0, 0, 0,
      ])
    // The same frame with scale and fade: the style's numbers stay, the effect follows the
    // offset, eased in and out (0.75 item: SwiftUI's ease-in-out at 0.75 is 0.8708; scale
    // 1 - 0.8708 * 0.15, opacity 1 - 0.8708 * 0.4; at 0.25 it is 0.1292), to the sampled
    // curve's precision.
    #expect(carouselSetTransition(1, 26) == 1)
    #expect(carouselFrame(26) == 2)
    let (far, near) = (0.8708380689526802, 0.1291619310473198)
    let expected = [
      1, 0, 0.75, 292.5, 0, 1, 1, 0, 0, 1, 0, -0.75, 0, 1 - far * 0.15, 1 - far * 0.4, 0, 0, 0,
      0, 0, -0.25, -97.5, 0, 1, 1, 0, 0, 1, 0, -0.25, 1, 1 - near * 0.15, 1 - near * 0.4, 0, 0, 0,
    ]
    let drawn = numbers(36)
    #expect(
      drawn.count == expected.count && zip(drawn, expected).allSatisfy { abs($0 - $1) < 1e-3 },
      "\(drawn)")
    _ = carouselRelease(182.5, 100, 500)
    #expect(carouselSelected() == 0)  // held still, under half a page: it stays
  }

  @Test func dotsAndTexts() {
    start()
    _ = carouselSelect(3, 0)
    #expect(carouselSelected() == 3)
    #expect(carouselDots(10_000) == 5)
    #expect(
      numbers(20) == [
        0, 0, 0, 1, 1, 1, 0, 1, 2, 2, 0, 1, 3, 3, 1, 1, 4, 4, 0, 1,
      ])
    #expect(text(carouselAccessibilityValue()) == "4 of 5")
    #expect(text(carouselCompactLabel()) == "4 / 5")
    #expect(text(carouselSlideLabel(0)) == "1 of 5")
    #expect(carouselSlideLabel(.nan) == 0)
    #expect(text(carouselSwiftUICode()).hasPrefix("import CarouselUI\nimport SwiftUI\n"))
  }

  @Test func theCompactLabelMarksTheItemTheDotsMark() {
    start()
    _ = carouselTouchDown(300, 100, 10)
    _ = carouselDrag(280, 100, 18)
    _ = carouselDrag(50, 100, 26)  // past half a page, still held
    #expect(carouselSelected() == 0)
    #expect(text(carouselCompactLabel()) == "2 / 5")
    _ = carouselCancel(40)
    #expect(text(carouselCompactLabel()) == "1 / 5")
  }

  @Test func theActivityAndThePlayPauseButton() {
    start()
    #expect(carouselActivity() == 5)
    #expect(numbers(5) == [0, 1, -1, 0, 8])  // idle; the data selected the first slide
    _ = carouselTap(1, 10)  // a peeking neighbor
    _ = carouselActivity()
    #expect(numbers(5) == [2, 2, 0, 1, 1])  // settling; 1 to 2 by a tap
    _ = carouselSelect(4, 20)
    _ = carouselMotionEnded(5_000)
    _ = carouselActivity()
    #expect(numbers(5) == [0, 3, 1, 4, 2])  // idle; 2 to 5 by the indicator
    _ = carouselTouchDown(300, 100, 5_001)
    _ = carouselActivity()
    #expect(numbers(5) == [4, 3, 1, 4, 2])  // tracking: a finger rests on it
    _ = carouselRelease(300, 100, 5_002)
    _ = carouselActivity()
    #expect(numbers(5) == [0, 3, 1, 4, 2])  // idle again
    #expect(carouselPlaybackState() == 0)  // no autoplay: no button
    _ = carouselSetAutoplay(3, 5_000)
    #expect(carouselPlaybackState() == 2)  // stop
    _ = carouselTogglePlayback(5_010)
    #expect(carouselPlaybackState() == 3)  // start
    _ = carouselReduceMotion(1, 5_020)
    #expect(carouselPlaybackState() == 1)  // off by a system setting
  }

  @Test func badNumbersDoNothing() {
    start()
    #expect(carouselSetStyle(8, 0) == 0)
    #expect(carouselSetStyle(.nan, 0) == 0)
    #expect(carouselSetSpring(4, 0.5, 0, 0) == 0)
    #expect(carouselSetIndicator(-1, 0) == 0)
    #expect(carouselSetTransition(5, 0) == 0)
    #expect(carouselSetTransition(-1, 0) == 0)
    _ = carouselSelect(0x1p40, 0)
    _ = carouselSelect(.infinity, 0)
    #expect(carouselSelected() == 0)
    #expect(carouselArrow(4, 0) == 0)
    _ = carouselSetItems(1e12, 0)
    #expect(carouselCount() == 1_000)
    _ = carouselSetItems(.nan, 0)
    #expect(carouselCount() == 0)
    _ = carouselSetItems(7.9, 0)
    #expect(carouselCount() == 7)
  }

  @Test func autoplayAndTheEnvironment() {
    start()
    _ = carouselSetAutoplay(3, 0)
    #expect(carouselNextDeadline() == 3_000)
    #expect(carouselDriverDeadline() == 3_000)
    #expect(carouselIsRotating() == 1)
    _ = carouselPageVisible(0, 50)  // the tab is hidden
    #expect(carouselNextDeadline() == -1)
    #expect(carouselDriverDeadline() == -1)
    #expect(carouselSuspensions() == 16)  // scene not active
    _ = carouselPageVisible(1, 100)
    _ = carouselReduceMotion(1, 100)
    #expect(carouselSuspensions() == 4)  // Reduce Motion
    _ = carouselReduceMotion(0, 200)
    _ = carouselTogglePlayback(300)
    #expect(carouselIsPlaying() == 0)
    #expect(carouselSuspensions() == 1)  // paused
    _ = carouselSetAutoplay(0, 400)
    #expect(carouselHasAutoplay() == 0)
  }
}
