/// How a drag turns into carousel motion: which axis it belongs to, how it is resisted past the
/// ends, and which page it settles on when released. A part of `CarouselConfiguration`.
///
/// Everything is in page units except the axis-lock slop, which is in points. Settings outside
/// their documented ranges are clamped into them; NaN means the default.
///
/// ```swift
/// var drag = DragResolver()
/// drag.allowsMultiPageFlicks = true  // a fast flick may travel several pages
/// drag.rubberBandCoefficient = 0  // rigid ends
/// // In a SwiftUI view: `.carouselDrag(drag)`
/// ```
public struct DragResolver: Hashable, Sendable {
  /// Whether a fast flick may move several pages, to the page nearest its predicted end, either
  /// way (clamped at a finite carousel's ends, across the seam of a looping one); by default,
  /// `false`, a flick moves one page past where the finger let go, like a paging `UIScrollView`.
  public var allowsMultiPageFlicks: Bool
  /// How far, as a fraction of a page in `0...1`, a slow drag must go from the page it started
  /// from to move to the next page, forward or back alike (exactly at the threshold it moves);
  /// `nil` (the default) uses the style's ``CarouselLayoutStyle/preferredDistanceThreshold``:
  /// half a page for the sliding styles, so the release goes to whichever page is showing more,
  /// a quarter slot for the ring. NaN is `nil`, wherever it is read: it is stored as `nil`.
  public var distanceThreshold: Double? {
    didSet { distanceThreshold = Self.nilIfNaN(distanceThreshold) }
  }
  /// The release speed, in pages per second (at least 0), from which the drag's direction of
  /// motion alone decides the page. Default 0.5: about 200 points per second on a phone-wide
  /// page, well above the speed of a finger that is setting a page down (so careful drags are
  /// decided by distance) and well below any deliberate flick (which easily passes 1 page/s).
  public var flickVelocityThreshold: Double
  /// How strongly motion past the first or last page of a finite carousel is resisted, in `0...1`:
  /// the share of the finger's motion the content follows at the edge. Default 0.55, as in
  /// `UIScrollView`; 0 makes the ends rigid.
  public var rubberBandCoefficient: Double
  /// How far, in points (at least 0), a drag must move before its axis is decided; default 10,
  /// enough to ignore the jitter of a finger landing.
  public var axisLockSlop: Double
  /// The axis lock's ratio (at least 0): a drag pages when its cross-axis movement is *below*
  /// this many times its main-axis movement, and is left to the cross axis otherwise, exactly at
  /// the ratio included. The
  /// default, 1, pages drags closer than 45° to the carousel's axis and leaves one at exactly 45°
  /// to what scrolls across it (an enclosing list keeps a drag that is not clearly the
  /// carousel's). Larger values favor paging (infinity pages every drag with any main-axis
  /// part); 0 pages no drag at all, not even one straight along the axis (taps, keys,
  /// accessibility actions and autoplay still page). The UIKit pan's pre-check and the engine's
  /// axis lock apply this one rule (see `axisDecision(translationX:translationY:axis:)` and
  /// `beginsPageDrag(velocityX:velocityY:axis:)`).
  public var axisLockRatio: Double

  /// The default settings, documented on each property.
  public static let standard = DragResolver()

  /// Whether two resolvers have the same settings; NaN equals NaN (a NaN distance threshold is
  /// `nil`), so a configuration holding one equals itself.
  public static func == (lhs: DragResolver, rhs: DragResolver) -> Bool {
    // Field by field rather than through a collection: the engine compares configurations on
    // every drag event, and this allocates nothing.
    lhs.allowsMultiPageFlicks == rhs.allowsMultiPageFlicks
      && lhs.distanceThreshold == rhs.distanceThreshold
      && Numerics.isSame(lhs.flickVelocityThreshold, rhs.flickVelocityThreshold)
      && Numerics.isSame(lhs.rubberBandCoefficient, rhs.rubberBandCoefficient)
      && Numerics.isSame(lhs.axisLockSlop, rhs.axisLockSlop)
      && Numerics.isSame(lhs.axisLockRatio, rhs.axisLockRatio)
  }

  /// Hashes the settings, consistently with `==`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(allowsMultiPageFlicks)
    hasher.combine(distanceThreshold)
    Self.combine(flickVelocityThreshold, into: &hasher)
    Self.combine(rubberBandCoefficient, into: &hasher)
    Self.combine(axisLockSlop, into: &hasher)
    Self.combine(axisLockRatio, into: &hasher)
  }

  /// Feeds `number` to `hasher`, every NaN as the same NaN, as `==` takes them all as one.
  private static func combine(_ number: Double, into hasher: inout Hasher) {
    hasher.combine(number.isNaN ? .nan : number)
  }

  /// `threshold`, or `nil` for NaN: "no threshold of the app's", so that the style's applies.
  private static func nilIfNaN(_ threshold: Double?) -> Double? {
    threshold.flatMap { $0.isNaN ? nil : $0 }
  }

  /// Creates a resolver; every setting has the default documented on its property.
  public init(
    allowsMultiPageFlicks: Bool = false,
    distanceThreshold: Double? = nil,
    flickVelocityThreshold: Double = 0.5,
    rubberBandCoefficient: Double = 0.55,
    axisLockSlop: Double = 10,
    axisLockRatio: Double = 1
  ) {
    self.allowsMultiPageFlicks = allowsMultiPageFlicks
    self.distanceThreshold = Self.nilIfNaN(distanceThreshold)
    self.flickVelocityThreshold = flickVelocityThreshold
    self.rubberBandCoefficient = rubberBandCoefficient
    self.axisLockSlop = axisLockSlop
    self.axisLockRatio = axisLockRatio
  }

  /// Whether a drag that has moved by the translation (in points) belongs to the carousel.
  ///
  /// ``DragAxisDecision/undecided`` until the drag has moved more than ``axisLockSlop`` from its
  /// start; then ``DragAxisDecision/paging`` when it runs along `axis` by the axis lock's rule
  /// (``runsAlongAxis(main:cross:)``), otherwise ``DragAxisDecision/crossAxis``. Call it as the
  /// drag moves until it decides, then keep the decision. A non-finite translation counts as 0.
  package func axisDecision(
    translationX: Double, translationY: Double, axis: CarouselAxis
  ) -> DragAxisDecision {
    let x = Numerics.finiteOrZero(translationX)
    let y = Numerics.finiteOrZero(translationY)
    let slop = Self.sanitized(
      axisLockSlop, default: Self.standard.axisLockSlop, in: 0...Double.infinity)
    guard x * x + y * y > slop * slop else { return .undecided }
    let (main, cross) = axis == .horizontal ? (abs(x), abs(y)) : (abs(y), abs(x))
    return runsAlongAxis(main: main, cross: cross) ? .paging : .crossAxis
  }

  /// Whether a pan that starts with this velocity (points per second) should begin as a page
  /// drag, for a recognizer that must decide before it has moved far (a UIKit pan's
  /// `gestureRecognizerShouldBegin`): by the same rule as the engine's axis lock
  /// (``runsAlongAxis(main:cross:)``), so the pan never begins a drag the engine would leave to
  /// the cross axis at that angle. A pan with no velocity yet, or a non-finite one, begins (the
  /// engine's axis lock then decides from the translation), unless ``axisLockRatio`` is 0, with
  /// which no drag pages.
  package func beginsPageDrag(velocityX: Double, velocityY: Double, axis: CarouselAxis) -> Bool {
    let x = abs(Numerics.finiteOrZero(velocityX))
    let y = abs(Numerics.finiteOrZero(velocityY))
    guard x > 0 || y > 0 else { return sanitizedAxisLockRatio > 0 }
    let (main, cross) = axis == .horizontal ? (x, y) : (y, x)
    return runsAlongAxis(main: main, cross: cross)
  }

  /// The axis lock's one rule, for distances and speeds alike: whether a motion whose parts
  /// along and across the carousel's axis have these sizes (not negative) belongs to the
  /// carousel. It does when `cross` is below ``axisLockRatio`` times `main`; exactly at the ratio
  /// it does not, with a ratio of 0 nothing does, and neither does no motion at all or a NaN.
  package func runsAlongAxis(main: Double, cross: Double) -> Bool {
    cross < main * sanitizedAxisLockRatio
  }

  /// ``axisLockRatio`` in `0...greatestFiniteMagnitude` (so that `0 × ratio` is 0, never NaN),
  /// NaN as the default.
  private var sanitizedAxisLockRatio: Double {
    Self.sanitized(
      axisLockRatio, default: Self.standard.axisLockRatio, in: 0...Double.greatestFiniteMagnitude)
  }

  /// The pages a drag has moved, positive forward: `translation` in points divided by
  /// `pageLength`.
  ///
  /// Horizontal, left to right: dragging left (negative `translationX`) is forward; right to left
  /// mirrors that. Vertical: dragging up (negative `translationY`) is forward, in either layout
  /// direction. Returns 0 when `pageLength` is not a positive finite number, when the translation
  /// is not finite, or when the result would not be finite. Pass a velocity in points per second
  /// to get pages per second.
  package func pageDelta(
    translationX: Double, translationY: Double, axis: CarouselAxis,
    layoutDirection: CarouselLayoutDirection, pageLength: Double
  ) -> Double {
    guard pageLength.isFinite, pageLength > 0 else { return 0 }
    let forwardPoints: Double
    switch (axis, layoutDirection) {
    case (.horizontal, .leftToRight): forwardPoints = -translationX
    case (.horizontal, .rightToLeft): forwardPoints = translationX
    case (.vertical, _): forwardPoints = -translationY
    }
    return Numerics.finiteOrZero(Numerics.finiteOrZero(forwardPoints) / pageLength)
  }

  /// `position` with motion past the first or last page resisted like a `UIScrollView` edge.
  ///
  /// Finite: an overshoot of `x` pages becomes `1 - 1 / (x * c + 1)` pages, where `c` is
  /// ``rubberBandCoefficient``, so it grows ever more slowly and never reaches a whole page
  /// beyond the end. Positions within the pages, and all positions of a looping carousel, are
  /// returned unchanged.
  @usableFromInline package func rubberBanded(_ position: CarouselPosition, pager: Pager)
    -> CarouselPosition
  {
    let limit = pager.clamped(position)
    let overshoot = position.offset(from: limit)
    guard overshoot != 0 else { return position }
    let coefficient = Self.sanitized(
      rubberBandCoefficient, default: Self.standard.rubberBandCoefficient, in: 0...1)
    // Below one page even where `1 - 1 / (x c + 1)` rounds to 1 (an overshoot of 1e17 pages).
    let resisted = min(1 - 1 / (abs(overshoot) * coefficient + 1), Self.largestResistedOvershoot)
    return limit.moved(by: overshoot < 0 ? -resisted : resisted)
  }

  /// The largest overshoot, in pages, that resistance leaves: just under one page.
  private static let largestResistedOvershoot = (1.0).nextDown

  /// The inverse of ``rubberBanded(_:pager:)``: where the content would be without resistance
  /// to show `position`. A finger that catches a carousel bouncing back past an end starts from
  /// here, so the carousel stays exactly where it was caught.
  ///
  /// Finite: a resisted overshoot of `r` pages (less than 1) came from `r / (c * (1 - r))`
  /// pages; one of a whole page or more, which resistance never produces, maps to the end
  /// itself plus `r`, as does any overshoot when `c` is 0 (rigid ends). Looping positions and
  /// positions within the pages are returned unchanged.
  package func unbanded(_ position: CarouselPosition, pager: Pager) -> CarouselPosition {
    let limit = pager.clamped(position)
    let resisted = position.offset(from: limit)
    let coefficient = Self.sanitized(
      rubberBandCoefficient, default: Self.standard.rubberBandCoefficient, in: 0...1)
    guard resisted != 0, abs(resisted) < 1, coefficient > 0 else { return position }
    let overshoot = abs(resisted) / (coefficient * (1 - abs(resisted)))
    return limit.moved(by: resisted < 0 ? -overshoot : overshoot)
  }

  /// The page a released drag settles on, decided from how far it was dragged from the page it
  /// started from, the same way in both directions: a drag mirrored (with its velocity and
  /// predicted end) lands mirrored.
  ///
  /// - A flick (a release speed of at least ``flickVelocityThreshold``) goes to the first page
  ///   past the release point its way: one page on after a short drag its way, back to
  ///   `startPage` after a short drag the other way (a flick against the drag cancels it).
  /// - A slower release moves by the whole pages dragged, plus one more when the rest reaches
  ///   ``distanceThreshold``; so a slow drag across two pages lands under the finger. Exactly at
  ///   the threshold it moves, in either direction.
  /// - With ``allowsMultiPageFlicks``, a flick goes on to the page nearest its predicted end
  ///   (halfway counts as the further page) when that is further its way.
  ///
  /// A distance within a billionth of a page of a whole page or of the threshold counts as on it,
  /// so that the rounding of a position behind its page cannot tell a backward drag from the
  /// mirrored forward one; a drag shorter than that is no drag.
  ///
  /// - Parameters:
  ///   - startPage: The page the drag started from: the page the carousel rests on.
  ///   - dragDelta: The pages dragged from `startPage`, positive forward.
  ///   - velocity: The release velocity in pages per second, positive forward.
  ///   - predictedDelta: Where the drag would come to rest, in pages from `startPage` (such as
  ///     SwiftUI's predicted end translation divided by the page length).
  ///   - pager: The carousel's paging arithmetic.
  /// - Returns: The page, clamped into the pages when finite (with no items, `startPage`); looping
  ///   results wrap safely near `Int`'s limits. Non-finite inputs count as 0.
  package func targetPage(
    startPage: Int, dragDelta: Double, velocity: Double, predictedDelta: Double, pager: Pager
  ) -> Int {
    guard pager.count > 0 else { return startPage }
    let steps = steps(dragDelta: dragDelta, velocity: velocity, predictedDelta: predictedDelta)
    return pager.advanced(startPage, by: Numerics.saturatingInt(steps))
  }

  /// ``targetPage(from:releasedAt:velocity:predictedEnd:pager:)`` for a carousel that moves by
  /// screenfuls (`CarouselPagingStep`'s `.screenful`), as a paging scroll view whose page is the
  /// screen: the drag from `screenful.restingPage`, its velocity and its predicted end are
  /// measured in screenfuls of `screenful.length` pages and decided by the same rules (the
  /// thresholds are fractions of a screenful, and screenfuls per second). A release that moves no
  /// screenful settles back on the resting page; otherwise the screenfuls count from
  /// `screenful.anchor`.
  ///
  /// - Returns: The page, clamped into the pages when finite (with no items, the resting page),
  ///   wrapped when looping.
  package func targetPage(
    in screenful: CarouselScreenful, releasedAt released: CarouselPosition, velocity: Double,
    predictedEnd: CarouselPosition, pager: Pager
  ) -> Int {
    guard pager.count > 0 else { return screenful.restingPage }
    let resting = CarouselPosition(page: screenful.restingPage)
    let length = Double(screenful.length)
    let screens = steps(
      dragDelta: released.offset(from: resting) / length, velocity: velocity / length,
      predictedDelta: predictedEnd.offset(from: resting) / length)
    return screenful.page(movedBy: screens, pager: pager)
  }

  /// The whole pages a released drag moves, signed (positive forward), by the rules of
  /// ``targetPage(startPage:dragDelta:velocity:predictedDelta:pager:)``.
  private func steps(dragDelta: Double, velocity: Double, predictedDelta: Double) -> Double {
    let dragged = Numerics.finiteOrZero(dragDelta)
    let speed = Numerics.finiteOrZero(velocity)
    let flickSpeed = Self.sanitized(
      flickVelocityThreshold, default: Self.standard.flickVelocityThreshold, in: 0...Double.infinity
    )
    guard speed != 0, abs(speed) >= flickSpeed else {
      return (dragged < 0 ? -1 : 1) * slowReleaseSteps(dragged: abs(dragged))
    }
    // Measured along the flick, so that a mirrored flick is decided from the same numbers.
    let way: Double = speed > 0 ? 1 : -1
    let pastRelease = Self.wholePages(atOrBefore: dragged * way) + 1
    let predicted = Self.nearestPage(to: Numerics.finiteOrZero(predictedDelta) * way)
    return way * (allowsMultiPageFlicks ? max(pastRelease, predicted) : pastRelease)
  }

  /// ``targetPage(startPage:dragDelta:velocity:predictedDelta:pager:)`` for a drag measured
  /// between positions: from `restingPage`, the page the carousel rests on (the selected item's,
  /// which a drag that catches a settling carousel is heading to), to `released`.
  ///
  /// - Parameters:
  ///   - restingPage: The page the carousel rests on.
  ///   - released: The position when the finger lifted (after rubber-banding).
  ///   - velocity: The release velocity in pages per second, positive forward.
  ///   - predictedEnd: Where the drag would come to rest if the content kept moving.
  ///   - pager: The carousel's paging arithmetic.
  package func targetPage(
    from restingPage: Int, releasedAt released: CarouselPosition, velocity: Double,
    predictedEnd: CarouselPosition, pager: Pager
  ) -> Int {
    let resting = CarouselPosition(page: restingPage)
    return targetPage(
      startPage: restingPage, dragDelta: released.offset(from: resting), velocity: velocity,
      predictedDelta: predictedEnd.offset(from: resting), pager: pager)
  }

  /// How close, in pages, a release distance must come to a whole page or to the threshold to
  /// count as on it: far below a point on any screen, far above the rounding of a position.
  private static let releaseTolerance = 1e-9

  /// The whole pages at or before `pages`; a hair below a whole page counts as on it.
  private static func wholePages(atOrBefore pages: Double) -> Double {
    (pages + releaseTolerance).rounded(.down)
  }

  /// The whole page nearest `pages`; halfway (or a hair below) counts as the further one.
  private static func nearestPage(to pages: Double) -> Double {
    (pages + 0.5 + releaseTolerance).rounded(.down)
  }

  /// The pages a slow release moves after a drag of `dragged` pages (not negative): the whole
  /// pages dragged, and one more when the rest reaches the threshold.
  private func slowReleaseSteps(dragged: Double) -> Double {
    let threshold = Self.sanitized(distanceThreshold ?? 0.5, default: 0.5, in: 0...1)
    let whole = Self.wholePages(atOrBefore: dragged)
    let rest = dragged - whole
    let reachesThreshold =
      rest > Self.releaseTolerance && rest >= threshold - Self.releaseTolerance
    return reachesThreshold ? whole + 1 : whole
  }

  /// `value` clamped into `range`, or `fallback` when it is NaN.
  private static func sanitized(
    _ value: Double, default fallback: Double, in range: ClosedRange<Double>
  ) -> Double {
    value.isNaN ? fallback : min(max(value, range.lowerBound), range.upperBound)
  }
}
