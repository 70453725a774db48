import CarouselCore

/// One frame of `CarouselSlides`' timeline (``CarouselModel/slidesFrame(configuredAs:settings:)``):
/// the slots as the model places them now, and the values of the frame's change handlers. It
/// reads no observed state (it is drawn per frame while the carousel moves): the slides' body
/// around it redraws for the stage's changes.
package struct CarouselSlidesFrame<ID: Hashable & Sendable> {
  /// The slots and the item size.
  package let frame: CarouselFrame<ID>
  /// Whether this frame, drawn while the stage says the carousel moves, finds the motion over:
  /// the frame's handler then sends ``CarouselModel/motionEnded()`` once.
  package let endsMotion: Bool
  /// A number that changes when the items in view change while the carousel moves and reports
  /// them as it moves (``CarouselModel/movingItemsInViewKey(_:)``): its handler sends
  /// ``CarouselModel/movingItemsInViewChanged()``.
  package let movingItemsInViewKey: Int
  /// The slots whose content a fitted carousel measures (none for a flexible one): its handler
  /// sends ``CarouselModel/slotsDrawn(_:)``.
  package let measuredSlots: [CarouselSlot<ID>.Key]
  /// Whether this frame places the slots where an edit of the items made inside an animation put
  /// them, the carousel at rest (``CarouselModel/stageInputChanged(from:to:)``): the slot view
  /// then lets the update's transaction, which carries the app's animation, animate their
  /// placement, as a `LazyHStack`'s neighbors slide into place. Only the first frame drawn after
  /// such an edit does; every other frame is the engine's to place, unanimated. While the
  /// carousel moves, none does: the engine's motion places the slots frame by frame, and an
  /// animation of SwiftUI's would fight it.
  package let placesEdit: Bool

  /// Whether the carousel has no items: the slides show the empty content.
  package var isEmpty: Bool { frame.selectedIndex == nil }
}

extension CarouselModel {
  /// The frame the slides draw now, configured as `configuration` (the settings with the
  /// slides' size, safe area and reading direction), with the carousel's `settings`.
  package func slidesFrame(
    configuredAs configuration: CarouselConfiguration, settings: CarouselSettings
  ) -> CarouselSlidesFrame<ID> {
    slidesFrame(at: now, configuredAs: configuration, settings: settings)
  }

  /// ``slidesFrame(configuredAs:settings:)`` at `now`.
  package func slidesFrame(
    at now: Instant, configuredAs configuration: CarouselConfiguration,
    settings: CarouselSettings
  ) -> CarouselSlidesFrame<ID> {
    let frame = frame(at: now, configuredAs: configuration)
    return CarouselSlidesFrame(
      frame: frame, endsMotion: endsMotion(frame),
      movingItemsInViewKey: movingItemsInViewKey(frame),
      measuredSlots: measuredSlots(of: frame, settings: settings),
      placesEdit: takeEditPlacement(of: frame))
  }

  /// Whether `frame`, the first drawn since an edit made inside an animation, places it at rest
  /// (``CarouselSlidesFrame/placesEdit``); the mark is taken either way.
  private func takeEditPlacement(of frame: CarouselFrame<ID>) -> Bool {
    defer { editPlacementWaits = false }
    return editPlacementWaits && !stageIsMoving && !frame.isMoving
  }
}
