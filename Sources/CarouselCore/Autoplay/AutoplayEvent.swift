/// Something that happened to an autoplaying carousel, fed to ``Autoplay/handle(_:at:)``.
///
/// Events that repeat the current condition (a second `appeared`, `reduceMotion(false)` when it
/// is already off) change nothing, so the caller may send them freely.
///
/// ```swift
/// autoplay.handle(.touchEnded(onItem: 3), at: clock.now)  // nextDeadline: now + 3 s
/// ```
package enum AutoplayEvent: Hashable, Sendable {
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
  /// A finger went down on the carousel, whatever it turns out to do: nothing advances under it.
  case touchBegan
  /// The finger lifted (or the system cancelled the touch) with the carousel on item `onItem`:
  /// the full wait starts again, unless the finger paused the wait
  /// (``AutoplayOptions/pausesOnTouch``) and lifted on the item it paused, which resumes it.
  case touchEnded(onItem: Int)
  /// The host holds the carousel as a finger resting on it (`true`: a touch its gestures do
  /// not see, as a story's long press), or no longer (`false`). A hold and a finger are one
  /// ``AutoplaySuspension/touching``: nothing advances while either is down, and the end of the
  /// last is a lift on the current item, with the lift's rules.
  case held(Bool)
  /// The carousel was moved to item `toItem` by anything but a finger's drag and autoplay's own
  /// advance: by the user (a tap, a dot, a key, the crown, an accessibility action) or by the
  /// app (its selection binding, a proxy). The full wait starts again. A drag's release is
  /// ``touchEnded(onItem:)``, with the item it landed on; an advance is ``Autoplay/tick(at:)``.
  case userNavigated(toItem: Int)
  /// The item list changed; `currentItem` is the item now shown, as the caller resolved it, and
  /// `selectionChanged` says whether it is another item than before: only then does the wait
  /// start again, so a list that refreshes often cannot starve autoplay.
  case itemsChanged(count: Int, currentItem: Int, selectionChanged: Bool)
  /// The interval changed; if the current item's wait differs, the wait starts again with it.
  case intervalChanged(AutoplayInterval)
  /// The items' own waits changed, by item index; items not listed wait for the interval. If
  /// the current item's wait differs, the wait starts again.
  case itemWaitsChanged([Int: Duration])
  /// Reduce Motion was turned on or off.
  case reduceMotion(Bool)
  /// VoiceOver was turned on or off.
  case voiceOver(Bool)
  /// The autoplay options changed, or whether the carousel loops (a looping carousel has no end
  /// to stop at, see ``AutoplayOptions/stopsAtEnd``).
  case optionsChanged(AutoplayOptions, isLooping: Bool)
  /// The app turned the user's paging off (`true`) or on again (`false`).
  case pagingDisabled(Bool)
  /// The delay after the user's moves changed (see ``userMoved``); it changes no wait in
  /// progress.
  case resumeDelayChanged(Duration)
  /// The user moved the carousel (a drag ended, a tap, a key, the crown, VoiceOver): the full
  /// wait starts again after the resume delay, so the next advance is the delay and a full wait
  /// later.
  case userMoved
}
