/// A reason autoplay is not running: the answer to "why is nothing scheduled?".
///
/// `CarouselEngine.autoplaySuspensions` lists every reason that holds, in the order of these
/// cases. Only ``pausedByUser`` is the user's own choice: it survives all the others. When the
/// last reason goes away, a full wait starts (or, after ``pausedByUser`` alone, the paused wait
/// resumes).
///
/// ```swift
/// CarouselReader { proxy in
///   Carousel(slides) { slide in SlideView(slide) }
///     .carouselAutoplay(.seconds(3))
///   // [] while it runs; [.offScreen] before the carousel appears, [.reduceMotion] with Reduce
///   // Motion on
///   Text(verbatim: "\(proxy.autoplaySuspensions)")
/// }
/// ```
public enum AutoplaySuspension: Hashable, Sendable, CaseIterable {
  /// The user pressed pause.
  case pausedByUser
  /// A finger is on the carousel, whether it drags the carousel, scrolls what is around it, or
  /// has not moved yet (with ``AutoplayOptions/pausesOnTouch``, it pauses the wait instead of
  /// discarding it); or the app holds it as one (a reader's `beginHold()`, for a long press
  /// the carousel's own gestures do not see).
  ///
  /// A hold is this case, not one of its own: it stands for a finger the app's gesture saw
  /// instead of the carousel's, so it must do what that finger would (pause the wait and
  /// resume it with ``AutoplayOptions/pausesOnTouch``, restart it on its end otherwise), and
  /// an app that reads the suspensions cannot tell the two apart either.
  case touching
  /// Reduce Motion is on: the carousel never moves by itself, unless its autoplay paces the
  /// content (``AutoplayOptions/pacesContent``).
  case reduceMotion
  /// VoiceOver is on: slides never move under a VoiceOver user, unless the carousel's autoplay
  /// paces the content (``AutoplayOptions/pacesContent``).
  case voiceOver
  /// The scene is inactive or in the background.
  case sceneNotActive
  /// The view has not appeared yet, or has disappeared.
  case offScreen
  /// There are 0 or 1 items: there is nowhere to advance to.
  case tooFewItems
  /// There is no interval: autoplay is ``AutoplayInterval/off``, or the interval given was NaN,
  /// infinite, zero or negative (see ``AutoplayInterval``).
  case noInterval

  /// The app turned paging off (`.carouselPagingDisabled()`: a zoomed photo): nothing moves by
  /// itself until it is on again.
  case pagingDisabled
}
