/// Something that happened to an autoplaying carousel, fed to ``Autoplay/handle(_:at:)``.
///
/// Each case also has a named method on ``Autoplay`` (``Autoplay/dragBegan(at:)`` and so on).
/// Events that repeat the current condition (a second `appeared`, `reduceMotion(false)` when it
/// is already off) change nothing, so the caller may send them freely.
///
/// ```swift
/// let action = autoplay.handle(.dragEnded(onItem: 3), at: clock.now)  // .schedule(now + 3 s)
/// ```
public enum AutoplayEvent: Hashable, Sendable {
  /// The carousel came on screen (`onAppear`).
  case appeared
  /// The carousel went off screen (`onDisappear`): nothing stays scheduled.
  case disappeared
  /// The scene phase changed.
  case scene(CarouselScenePhase)
  /// The user pressed play.
  case play
  /// The user pressed pause.
  case pause
  /// A finger went down on the carousel.
  case dragBegan
  /// The finger lifted and the carousel settled on item `onItem`: the full wait starts again.
  case dragEnded(onItem: Int)
  /// The user moved to item `toItem` some other way: a swipe, a dot tap, the adjustable
  /// accessibility action, or a selection set from outside. The full wait starts again.
  case userNavigated(toItem: Int)
  /// The item list changed; `currentItem` is the item now shown, as the caller resolved it.
  /// The wait starts again.
  case itemsChanged(count: Int, currentItem: Int)
  /// The interval changed; if its duration differs, the wait starts again with it.
  case intervalChanged(AutoplayInterval)
  /// Per-item waits changed: element `i` is item `i`'s own wait; `nil` or a missing element
  /// means the interval, and so does an invalid duration. If any wait differs, the wait starts
  /// again.
  case itemDurationsChanged([AutoplayInterval?])
  /// Reduce Motion was turned on or off.
  case reduceMotion(Bool)
  /// VoiceOver was turned on or off.
  case voiceOver(Bool)
  /// The caller's timer fired (or woke for any reason: early or repeated ticks are harmless).
  case tick
}
