/// What a ``CarouselTargetBehavior`` knows of a released drag, like SwiftUI's
/// `ScrollTargetBehaviorContext`: where it started and where the finger let go, how fast it was
/// going, and the carousel's items and sizes.
///
/// Positions are in items, counted as ``CarouselTarget/index`` is: from the origin's index, on
/// past the ends of a looping carousel (``releasedAt`` is `origin + 1.25` a quarter of the way
/// past the next item, also across the seam). Forward is toward later items, in either reading
/// direction and on either axis.
public struct CarouselTargetContext: Sendable {
  /// The index of the item the drag started from: the selected item, the one the carousel
  /// rested on (or was settling to, when the finger caught it moving).
  public let origin: Int
  /// Where the carousel was when the finger lifted, in items: ``origin`` plus the items dragged
  /// (less what the rubber band of a finite carousel's ends held back).
  public let releasedAt: Double
  /// Where the motion would come to rest if the content kept going, in items (the drag's
  /// predicted end: SwiftUI's `predictedEndTranslation` in items).
  public let predictedEnd: Double
  /// The release velocity in items per second, positive forward.
  public let velocity: Double
  /// How many items the carousel has: at least 1 (a carousel with no items asks no behavior).
  public let itemCount: Int
  /// Whether the carousel wraps around: looping asked for, with at least two items.
  public let isLooping: Bool
  /// The carousel's layout resolved for its style: the item's length and the spacing along the
  /// axis (``CarouselLayoutGeometry/itemMainLength``, ``CarouselLayoutGeometry/pitch``), the
  /// viewport, the insets and margins, what a rule that counts in points needs to find its
  /// items' frames. Item `i` sits `Double(i - origin) * geometry.pitch` points after the
  /// origin along the axis on a row.
  public let geometry: CarouselLayoutGeometry

  /// The configuration the carousel runs with, for the built-in screenful.
  private let configuration: CarouselConfiguration
  /// The drag rules, with the style's threshold when none is set.
  private let resolver: DragResolver
  /// The carousel's paging arithmetic.
  private let pager: Pager
  /// The page the carousel rests on: the origin's.
  private let restingPage: Int
  /// Whether Reduce Motion is on, as the layout reads it.
  private let reduceMotion: Bool
  /// The items' own lengths, for the built-in screenful, or `nil`.
  private let itemLengths: CarouselItemLengths?
  /// ``releasedAt`` as the engine's position.
  private let released: CarouselPosition
  /// ``predictedEnd`` as the engine's position.
  private let predicted: CarouselPosition

  /// The context of a drag released at `released`, with `velocity` in pages per second and
  /// its predicted end at `predicted`, from `restingPage`, of a carousel of `count` items
  /// (at least 1) configured as `configuration`, of their own lengths when `itemLengths` is
  /// given.
  package init(
    releasedAt released: CarouselPosition, velocity: Double,
    predictedEnd predicted: CarouselPosition,
    restingPage: Int, count: Int, configuration: CarouselConfiguration, resolver: DragResolver,
    reduceMotion: Bool, itemLengths: CarouselItemLengths? = nil
  ) {
    let pager = Pager(count: count, isLooping: configuration.layout.isLooping)
    let origin = pager.itemIndex(forPage: restingPage) ?? 0
    let resting = CarouselPosition(page: restingPage)
    self.origin = origin
    releasedAt = Double(origin) + released.offset(from: resting)
    predictedEnd = Double(origin) + predicted.offset(from: resting)
    self.velocity = Numerics.finiteOrZero(velocity)
    itemCount = pager.count
    isLooping = pager.loops
    var context = configuration.layoutContext(
      position: resting, count: count, reduceMotion: reduceMotion)
    context.itemLengths = itemLengths
    geometry = configuration.style.geometry(in: context)
    self.configuration = configuration
    self.resolver = resolver
    self.pager = pager
    self.restingPage = restingPage
    self.reduceMotion = reduceMotion
    self.itemLengths = itemLengths
    self.released = released
    self.predicted = predicted
  }

  /// What the carousel proposes: the item the drag's rules give, one item a step
  /// (``DragResolver``).
  package var proposal: CarouselTarget {
    target(
      onPage: resolver.targetPage(
        from: restingPage, releasedAt: released, velocity: velocity, predictedEnd: predicted,
        pager: pager))
  }

  /// Where a step of a screenful lands (`CarouselPagingStep`'s `.screenful`), or `nil` where a
  /// screenful is one item (one in view, or items that overlap).
  package var screenfulTarget: CarouselTarget? {
    guard
      let screenful = configuration.screenful(
        restingOn: restingPage, count: itemCount, reduceMotion: reduceMotion,
        itemLengths: itemLengths)
    else { return nil }
    return target(
      onPage: resolver.targetPage(
        in: screenful, releasedAt: released, velocity: velocity, predictedEnd: predicted,
        pager: pager))
  }

  /// The target of the item the engine shows on `page`, counted from the origin.
  private func target(onPage page: Int) -> CarouselTarget {
    let travel = Numerics.saturatingSubtract(page, restingPage)
    return CarouselTarget(index: Numerics.saturatingAdd(origin, travel), page: page)
  }

  /// The page the carousel settles on for what a behavior returned, and the diagnostic when it
  /// was out of range: the page a built-in chose as it is; on a looping carousel, the page
  /// `target.index - origin` pages from the resting page (saturating at `Int`'s limits); on a
  /// finite one, the index clamped into the items.
  package func page(for target: CarouselTarget) -> (page: Int, diagnostic: CarouselDiagnostic?) {
    if let page = target.page { return (page, nil) }
    if pager.loops {
      let travel = Numerics.saturatingSubtract(target.index, origin)
      return (pager.advanced(restingPage, by: travel), nil)
    }
    let clamped = min(max(target.index, 0), max(itemCount - 1, 0))
    guard clamped != target.index else { return (clamped, nil) }
    return (clamped, .targetOutOfRange(index: target.index, count: itemCount))
  }
}
