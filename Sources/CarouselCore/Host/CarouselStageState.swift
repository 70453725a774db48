/// Everything a carousel's own views draw, apart from the motion of a frame: the one value a
/// view layer draws from, and redraws for when it changes (``CarouselHost`` says so with
/// ``CarouselHostChanges/stage`` after the event that changed it, and only then).
///
/// - While the carousel is still, ``stillSlots`` are the slots it draws: an edit of the items
///   that changes a drawn neighbor, or moves the selected item, changes them.
/// - While it moves, the view draws each frame from ``CarouselHost/frame(at:configuredAs:)``, the
///   only thing the host computes per frame, and this value says only that it moves.
/// - The page indicator, the play/pause button, the selected item (the one VoiceOver names and
///   Return activates), the instant the driver sleeps until (``driverDeadline``) and the count
///   of the user's moves (the selection haptic's trigger) are all here, so a view reads nothing
///   else of the host to draw.
///   The selection binding is not written from here but from ``CarouselHost/binding``, which
///   holds what the binding should hold (`nil` stays `nil`, an index binding holds an index).
///
/// ```swift
/// let stage = host.stage
/// stage.isMoving  // false
/// stage.stillSlots?.map(\.id.id)  // ["a", "c", "b"]: back to front
/// stage.indicator.accessibility.value  // "2 of 3"
/// ```
@usableFromInline
package struct CarouselStageState<
  ID: Hashable & Sendable, Instant: Comparable & Hashable & Sendable
>: Equatable, Sendable {
  /// Whether the carousel moves (a drag, a settle): the view then draws every frame.
  @usableFromInline package let isMoving: Bool
  /// What the still carousel draws, back to front; `nil` while it moves.
  @usableFromInline package let stillSlots: CarouselSlots<ID>?
  /// The size of one item, in points.
  @usableFromInline package let itemSize: CarouselSize
  /// What the page indicator draws.
  package let indicator: CarouselIndicatorState
  /// What the play/pause button shows.
  package let playback: CarouselPlaybackState
  /// The selected item's ID (the item VoiceOver names and Return activates); `nil` only without
  /// items. The binding is written from ``CarouselHost/binding``.
  package let selectedID: ID?
  /// The instant autoplay next advances (`CarouselEngine.nextDeadline`), or `nil` while no
  /// wait runs: whether autoplay runs, for what shows it (a page's live region, the phase).
  /// The driver sleeps until ``driverDeadline``, which is this or the motion's end.
  package let nextDeadline: Instant?
  /// The instant the motion in progress is over (`CarouselEngine.motionEnd`), or `nil` for
  /// none: the carousel is still, or a finger drags the pages (a drag has no end). Always
  /// after the event that made the stage: a motion already over then is still, not scheduled.
  package let motionEnd: Instant?
  /// How many times the user changed the selection: the trigger of the selection haptic.
  package let userSelectionChanges: Int
  /// Whether the style casts shadows under its items (``CarouselLayoutStyle/castsShadows``):
  /// a still carousel whose style turns them on or off places the same slots, and must still
  /// draw again.
  package let castsShadows: Bool

  /// The state with every part given.
  package init(
    isMoving: Bool, stillSlots: CarouselSlots<ID>?, itemSize: CarouselSize,
    indicator: CarouselIndicatorState, playback: CarouselPlaybackState, selectedID: ID?,
    nextDeadline: Instant?, motionEnd: Instant?, userSelectionChanges: Int, castsShadows: Bool
  ) {
    self.isMoving = isMoving
    self.stillSlots = isMoving ? nil : stillSlots
    self.itemSize = itemSize
    self.indicator = indicator
    self.playback = playback
    self.selectedID = selectedID
    self.nextDeadline = nextDeadline
    self.motionEnd = motionEnd
    self.userSelectionChanges = userSelectionChanges
    self.castsShadows = castsShadows
  }

  /// The instant the driver sleeps until before it ticks (``CarouselHost/tick(at:)``), or `nil`
  /// for none: the earlier of autoplay's advance and the motion's end, so a motion ends, its
  /// phase and the items in view are reported, when no frame is drawn (off screen, Low Power
  /// Mode, a frame rate the system throttles).
  package var driverDeadline: Instant? {
    guard let motionEnd, let nextDeadline else { return motionEnd ?? nextDeadline }
    return min(motionEnd, nextDeadline)
  }

  /// Whether there are no items (the view shows its empty content).
  package var isEmpty: Bool { indicator.count == 0 }
}
