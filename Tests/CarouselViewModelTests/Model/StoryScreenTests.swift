import CarouselCore
import CarouselViewModel
import Testing
import UpdateCycleDouble

/// A story viewer through the update cycle's double: `.carouselAutoplay(.seconds(2))`,
/// `.carouselAutoplayOptions(.story)` and `.onCarouselAutoplayFinish { … }` over three stories.
@MainActor @Suite struct StoryScreenTests {
  private static func storyScreen(options: UpdateCycleOptions) -> CarouselScreen {
    let screen = CarouselScreen(
      items: (0..<3).map { CarouselScreen.Item(id: $0) }, selection: .some(nil), options: options)
    screen.settings.configuration.autoplay = .seconds(2)
    screen.settings.configuration.autoplayOptions = .story
    return screen
  }

  /// With VoiceOver and Reduce Motion on, the stories advance; after the last one's wait the
  /// app hears that autoplay finished, once, with the binding on the last story, and nothing
  /// moves after it.
  @Test(arguments: UpdateCycleOptions.all) func theStoriesPlayThroughAndFinishOnce(
    options: UpdateCycleOptions
  ) {
    let screen = Self.storyScreen(options: options)
    screen.environment.voiceOver = true
    screen.environment.reduceMotion = true
    screen.appear()
    screen.wait(4.5)
    #expect(screen.focusedItem == 2, "\(options)")
    #expect(!screen.heard.contains(.autoplayFinished), "\(options)")
    screen.wait(10)
    #expect(screen.heard.filter { $0 == .autoplayFinished }.count == 1, "\(options)")
    #expect(screen.focusedItem == 2, "\(options)")
    #expect(screen.selection?.value == 2, "\(options)")
    #expect(screen.taskDeadline == nil, "\(options)")
  }

  /// Magic Tap pauses and plays a story viewer's autoplay as its play/pause button would; in a
  /// carousel without autoplay it changes nothing (a later autoplay is not found paused).
  @Test(arguments: UpdateCycleOptions.all) func magicTapPlaysAndPausesOnlyWhatPlays(
    options: UpdateCycleOptions
  ) {
    let screen = Self.storyScreen(options: options)
    screen.environment.voiceOver = true
    screen.appear()
    screen.user { $0.magicTapped() }
    #expect(screen.model.playback == .paused, "\(options)")
    screen.user { $0.magicTapped() }
    #expect(screen.model.playback == .playing, "\(options)")

    let still = CarouselScreen(
      items: (0..<3).map { CarouselScreen.Item(id: $0) }, selection: .some(nil), options: options)
    still.appear()
    still.user { $0.magicTapped() }
    still.settings.configuration.autoplay = .seconds(2)
    still.update()
    #expect(still.model.playback == .playing, "\(options)")
  }
}
