import CarouselCore
import CarouselViewModel
import Testing

/// A reader's hold (`beginHold()`, `endHold()`): what a long press over a story calls, so
/// that it holds the story as a finger does and leaves the user's play/pause choice alone.
@MainActor @Suite struct CarouselProxyHoldTests {
  /// A reader holding a story carousel of five items with 3 s autoplay on a manual clock, on
  /// screen at 0 s (the reader holds its carousel weakly: keep the model).
  static func storyReader() -> (CarouselReaderModel, CarouselModel<Int>, ManualClock) {
    let clock = ManualClock()
    let reader = CarouselReaderModel(reportDiagnostics: { _ in }, afterUpdate: { $0() })
    let model = CarouselModel<Int>(clock: CarouselClock(clock), reportDiagnostics: { _ in })
    var configuration = CarouselConfiguration(
      autoplay: .seconds(3), viewportWidth: 300, viewportHeight: 200)
    configuration.autoplayOptions = .story
    model.send { $0.configure(configuration, at: $1) }
    model.send { $0.itemsChanged(Array(0..<5), binding: nil, at: $1) }
    model.appeared(in: reader, isTarget: false)
    model.shownBoundsChanged(nil)
    return (reader, model, clock)
  }

  /// The user paused the story (its button, Magic Tap), then long-pressed it: the press's end
  /// leaves it paused. Holds are counted, and an end without one does nothing.
  @Test func aHoldLeavesTheUsersPause() {
    let (reader, model, _) = Self.storyReader()
    let proxy = CarouselProxy(reader: reader)
    proxy.pause()
    proxy.beginHold()
    proxy.beginHold()
    #expect(proxy.autoplaySuspensions == [.pausedByUser, .touching])
    proxy.endHold()
    #expect(proxy.autoplaySuspensions == [.pausedByUser, .touching])
    proxy.endHold()
    proxy.endHold()
    #expect(proxy.autoplaySuspensions == [.pausedByUser])
    #expect(proxy.isPlaying == false)
    #expect(proxy.playbackState == .paused)
    #expect(model.stage.nextDeadline == nil)
  }

  /// A playing story held 1 s into its wait resumes the 2 s left when the hold ends at 5 s.
  @Test func aHoldPausesAPlayingStoryAndItsEndResumesIt() {
    let (reader, model, clock) = Self.storyReader()
    let proxy = CarouselProxy(reader: reader)
    clock.advance(by: .seconds(1))
    proxy.beginHold()
    #expect(model.stage.nextDeadline == nil)
    clock.advance(by: .seconds(4))
    proxy.endHold()
    #expect(model.stage.nextDeadline == CarouselClock.Instant(offset: .seconds(7)))
    #expect(proxy.isPlaying)
  }

  /// The carousel leaving the screen ends its holds: back on screen it plays.
  @Test func aCarouselThatLeavesTheScreenLetsGo() {
    let (reader, model, _) = Self.storyReader()
    let proxy = CarouselProxy(reader: reader)
    proxy.beginHold()
    #expect(proxy.autoplaySuspensions == [.touching])
    model.disappeared(from: reader)
    model.appeared(in: reader, isTarget: false)
    #expect(proxy.autoplaySuspensions == [])
    #expect(proxy.isPlaying)
  }
}
