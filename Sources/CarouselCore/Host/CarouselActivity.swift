/// What a host reports of its carousel's activity, for the app's callbacks: the phase, the
/// selected item with what moved it, the items at least half in view, each when it changes, and
/// autoplay's finishing at the end of a finite carousel, each time it finishes.
/// ``CarouselHost`` keeps one, and both the SwiftUI layer and the web playground drive a host,
/// so both report alike.
///
/// - The phase follows the engine: a page drag is ``CarouselPhase/dragging``, any other motion
///   ``CarouselPhase/settling``, a still carousel under a finger that does not drag it
///   ``CarouselPhase/tracking``, a still carousel with an autoplay wait running
///   ``CarouselPhase/autoplaying``, anything else ``CarouselPhase/idle``. A settle ends when the
///   host is told so (the frame that finds the motion over, the driver's tick at its end, or
///   the next event).
/// - The items in view are found only while the carousel rests and is on screen: a motion
///   passing items reports none of them (they were not looked at), and a carousel off screen
///   has none in view, so coming back on screen reports them again. An item is in view when at
///   least `CarouselConfiguration.visibleItemsThreshold` of its drawn area lies in the region
///   of the viewport that the window shows (``CarouselVisibility``): a carousel half scrolled
///   out of an enclosing scroll view shows its items by half at most.
/// - A flick over three items is one selection change, from the first to the last.
///
/// ```swift
/// var activity = CarouselActivity<String>()
/// activity.update(
///   engine, stillSlots: engine.slots(at: now), cause: .swipe,
///   regionInView: CarouselRect(x: -195, y: -130, width: 390, height: 260), at: now)
/// // [.selectionChanged(from: nil, to: "a", cause: .swipe), .visibleItemsChanged(["a"])]
/// ```
@usableFromInline
package struct CarouselActivity<ID: Hashable & Sendable>: Sendable {
  /// The phase last reported.
  package private(set) var phase = CarouselPhase.idle
  /// The selected item last reported.
  package private(set) var selectedID: ID?
  /// The items in view last reported, in the carousel's order.
  package private(set) var visibleIDs: [ID] = []
  /// Whether autoplay had finished when last reported.
  package private(set) var autoplayHasFinished = false

  /// No activity yet: idle, nothing selected, nothing in view.
  package init() {}

  /// Takes in the engine after an event with `cause`, with `stillSlots` (the slots it draws, or
  /// `nil` while it moves) and the region of its viewport in view (its origin at the
  /// viewport's center; `nil` off screen), and returns what changed, in the order of
  /// ``CarouselHostEvent``'s cases.
  ///
  /// With `CarouselConfiguration.reportsVisibleItemsWhileMoving`, the items in view are also
  /// found while it moves, in `movingSlots` (the slots it draws now).
  package mutating func update<C: Clock>(
    _ engine: CarouselEngine<ID, C>, stillSlots: CarouselSlots<ID>?,
    movingSlots: CarouselSlots<ID>? = nil, cause: CarouselSelectionCause,
    regionInView: CarouselRect?, at now: C.Instant
  ) -> [CarouselHostEvent<ID>] {
    var events: [CarouselHostEvent<ID>] = []
    if engine.selectedID != selectedID {
      events.append(.selectionChanged(from: selectedID, to: engine.selectedID, cause: cause))
      selectedID = engine.selectedID
    }
    let newPhase = Self.phase(of: engine, isMoving: stillSlots == nil)
    if newPhase != phase {
      let velocity = Self.velocity(of: engine, in: newPhase, at: now)
      events.append(.phaseChanged(from: phase, to: newPhase, context: .init(velocity: velocity)))
      phase = newPhase
    }
    // While it moves, the items in view are those it rested on, unless it reports as it moves.
    let slots = stillSlots ?? movingSlots
    if slots != nil || regionInView == nil {
      let inView =
        regionInView.flatMap { region in
          slots.map { Self.idsInView(of: $0, engine, region: region) }
        } ?? []
      if inView != visibleIDs {
        events.append(.visibleItemsChanged(inView))
        visibleIDs = inView
      }
    }
    if engine.autoplayHasFinished != autoplayHasFinished {
      autoplayHasFinished = engine.autoplayHasFinished
      if autoplayHasFinished { events.append(.autoplayFinished) }
    }
    return events
  }

  /// The phase of `engine`, which moves when `isMoving`.
  private static func phase<C: Clock>(of engine: CarouselEngine<ID, C>, isMoving: Bool)
    -> CarouselPhase
  {
    if engine.isDragging { return .dragging }
    if isMoving { return .settling }
    if engine.isTouched { return .tracking }
    return engine.nextDeadline == nil ? .idle : .autoplaying
  }

  /// The speed along the axis in `phase`, in points per second toward the next item.
  private static func velocity<C: Clock>(
    of engine: CarouselEngine<ID, C>, in phase: CarouselPhase, at now: C.Instant
  ) -> Double {
    let pagesPerSecond: Double
    switch phase {
    case .dragging: pagesPerSecond = engine.dragVelocity
    case .settling: pagesPerSecond = engine.velocity(at: now)
    case .idle, .tracking, .autoplaying: return 0
    }
    return Numerics.finiteOrZero(pagesPerSecond * engine.pageLength)
  }

  /// The IDs of the items `slots` shows in view in `region`, by the configured threshold, in
  /// page order, each once.
  private static func idsInView<C: Clock>(
    of slots: CarouselSlots<ID>, _ engine: CarouselEngine<ID, C>, region: CarouselRect
  ) -> [ID] {
    var inView: [(page: Int, id: ID)] = []
    for slot in slots
    where isInView(slot, engine, region: region) && !inView.contains(where: { $0.id == slot.id.id })
    {
      inView.append((slot.item.page, slot.id.id))
    }
    // A closure, not a key path: Embedded Swift (the web playground's build) has none.
    return inView.sorted { $0.page < $1.page }.map { $0.id }
  }

  /// Whether `slot` is in view in `region`, by the configured threshold.
  private static func isInView<C: Clock>(
    _ slot: CarouselSlot<ID>, _ engine: CarouselEngine<ID, C>, region: CarouselRect
  ) -> Bool {
    isInView(
      slot.item, itemSize: engine.layoutGeometry.itemSize,
      threshold: engine.configuration.visibleItemsThreshold, region: region)
  }

  /// Whether an item drawn as `item`, of the unscaled size `itemSize`, is in view in `region`
  /// by `threshold`: the rule every report of the items in view takes.
  @usableFromInline static func isInView(
    _ item: CarouselVisibleItem, itemSize: CarouselSize, threshold: Double, region: CarouselRect
  ) -> Bool {
    CarouselVisibility.isInView(
      CarouselReachableItems.frame(of: item, itemSize: itemSize), within: region,
      threshold: threshold)
  }

  /// Whether an item `slots` shows, of the unscaled size `itemSize`, is in view in one of `old`
  /// and `new` and not in the other, by `threshold` (the configured one): only then can the
  /// items in view found in those slots differ between the two regions. A few comparisons a
  /// slot, and no list made, for a scroll frame; inlinable, so that it runs specialized.
  @inlinable package static func inViewChanges(
    of slots: CarouselSlots<ID>, itemSize: CarouselSize, threshold: Double,
    from old: CarouselRect, to new: CarouselRect
  ) -> Bool {
    // The slots' items, not the slots: a slot would copy its ID too.
    for position in slots.items.indices {
      let item = slots.items[position]
      if isInView(item, itemSize: itemSize, threshold: threshold, region: old)
        != isInView(item, itemSize: itemSize, threshold: threshold, region: new)
      {
        return true
      }
    }
    return false
  }

  /// A number that changes when the items `slots` shows in view in `region` change (which are,
  /// not in what order): for a frame to tell cheaply, with no list made, that a moving
  /// carousel has other items in view.
  package static func inViewKey<C: Clock>(
    of slots: CarouselSlots<ID>, _ engine: CarouselEngine<ID, C>, region: CarouselRect
  ) -> Int {
    var key = 0
    for slot in slots where isInView(slot, engine, region: region) {
      key = key &+ slot.id.id.hashValue
    }
    return key
  }
}
