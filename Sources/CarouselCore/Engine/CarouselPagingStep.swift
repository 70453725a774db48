/// How far one swipe moves a carousel: one item, or a screenful of them, as the App Store's
/// rows page: the built-in values of `CarouselConfiguration.targetBehavior`.
///
/// A *screenful* is as many items as fit wholly in view at rest on a row with no ends (the items
/// a user reaches directly, with a tap or as VoiceOver elements): three for a leading row of
/// `.count(3)` tiles. With `.screenful` a swipe is decided as on a paging scroll view whose page
/// is the screen: a slow drag moves a screenful once it passes the
/// ``DragResolver/distanceThreshold`` of one, a flick (from ``DragResolver/flickVelocityThreshold``
/// screenfuls per second) moves one screenful its way, and with
/// ``DragResolver/allowsMultiPageFlicks`` a fast flick moves the whole screenfuls nearest its
/// predicted end.
///
/// - A leading row (``CarouselAlignment/leading``) moves so that the first item not wholly in
///   view comes to the leading edge, and back so that the last item before the screen comes to
///   the trailing edge. A finite row stops at its end as it always does: the last screenful ends
///   at the trailing margin, and a swipe back from there moves one screenful back from what is
///   shown (also when the selection has moved on along the held row, by keys or VoiceOver).
/// - A centered row (``CarouselAlignment/center``) with several items in view moves the
///   selection by the same count: the items wholly in view about the focus (three of `.count(3)`
///   or `.count(4)`, since the outer two of four are cut), clamped at a finite row's ends.
/// - A looping row wraps as a step of so many items does: one that holds no more items than a
///   screenful turns whole laps.
/// - Where one item is in view (a full page, a peek carousel's card) or items overlap (the stack,
///   the ring, cover flow, where only the focused one is reached), a screenful is one item and a
///   swipe behaves as with `.item`.
///
/// Arrow keys, the Digital Crown, VoiceOver's adjustable action, the page indicator and a reader
/// proxy's `next()` and `previous()` (`CarouselEngine.next(animated:spring:at:)`) still move one
/// item, so that each item can be reached and announced in turn. VoiceOver's three-finger scroll
/// moves a screenful, as a scroll view's accessibility scroll moves a page.
///
/// The steps are the built-in ``CarouselTargetBehavior``s, as SwiftUI's `.paging` and
/// `.viewAligned` are `ScrollTargetBehavior`s: pass `.item` or `.screenful` wherever a behavior
/// is taken.
///
/// ```swift
/// var configuration = CarouselConfiguration(style: .paged)
/// configuration.layout.alignment = .leading
/// configuration.layout.mainItemLength = .count(2)  // two columns
/// configuration.targetBehavior = .screenful  // a swipe shows the next two
/// ```
@usableFromInline package struct CarouselPagingStep: CarouselTargetBehavior, Hashable {
  /// Which step this is.
  private enum Kind: Hashable {
    case item
    case screenful
    case free
  }

  /// Which step this is.
  private let kind: Kind

  /// One item a swipe: the target the drag's rules propose, unchanged.
  package static let itemStep = CarouselPagingStep(kind: .item)
  /// As many items a swipe as fit wholly in view.
  package static let screenfulStep = CarouselPagingStep(kind: .screenful)
  /// No snapping: the carousel scrolls freely, with momentum, and rests anywhere.
  package static let freeStep = CarouselPagingStep(kind: .free)

  /// Leaves an item step's target as proposed; moves a screenful step's to where a step of
  /// whole screenfuls lands (the proposal where a screenful is one item). A carousel that
  /// scrolls freely asks no target: `.free` leaves the proposal as it is.
  @usableFromInline package func updateTarget(
    _ target: inout CarouselTarget, context: CarouselTargetContext
  ) {
    guard kind == .screenful, let screenful = context.screenfulTarget else { return }
    target = screenful
  }
}
