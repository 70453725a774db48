/// How autoplay behaves beyond its interval, for carousels whose autoplay is the way their
/// content is read, as a story viewer's is.
///
/// The default, no options, suits a carousel that shows the next item now and then (a hero
/// banner): Reduce Motion and VoiceOver turn autoplay off, a touch discards the wait and its
/// lift starts a full one, and a finite carousel rewinds to its first item after its last.
///
/// ```swift
/// Carousel(stories, selection: $story) { StoryPage($0) }
///   .carouselAutoplay(.seconds(5), durations: storyDurations, options: .story)
///   .onCarouselAutoplayFinish { dismiss() }
/// ```
public struct AutoplayOptions: OptionSet, Hashable, Sendable {
  /// The options' bits.
  public let rawValue: UInt8

  /// Options from their bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Autoplay paces the content (stories, a slideshow the user watches): it keeps advancing
  /// with Reduce Motion on, moving without animation, and with VoiceOver on. The user can
  /// always pause it, as WCAG 2.2's success criterion 2.2.2 "Pause, Stop, Hide" asks: with the
  /// play/pause button, which then offers play and pause, and with VoiceOver's Magic Tap (a
  /// two-finger double tap, iOS's gesture for pausing what plays), which the carousel answers
  /// whenever it has autoplay.
  public static let pacesContent = AutoplayOptions(rawValue: 1 << 0)

  /// A touch pauses the wait and keeps how far it ran; its lift resumes the rest, unless the
  /// touch moved the carousel to another item, which starts that item's full wait. Without it,
  /// a touch discards the wait and its lift starts a full one.
  public static let pausesOnTouch = AutoplayOptions(rawValue: 1 << 1)

  /// A finite carousel stops at its last item when that item's wait ends, instead of rewinding
  /// to the first, and tells the app (`onCarouselAutoplayFinish`). Autoplay starts again when
  /// the selection moves to another item. A looping carousel has no last item and ignores it.
  public static let stopsAtEnd = AutoplayOptions(rawValue: 1 << 2)

  /// A story viewer's autoplay: ``pacesContent``, ``pausesOnTouch`` and ``stopsAtEnd``.
  public static let story: AutoplayOptions = [.pacesContent, .pausesOnTouch, .stopsAtEnd]
}
