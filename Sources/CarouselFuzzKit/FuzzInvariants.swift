import CarouselCore

extension CarouselFuzzSession {
  /// How far ahead "left alone" looks: longer than the slowest settle a valid spring can take.
  private static let restHorizon = Duration.seconds(1_000_000_000)

  /// The first promise the engine broke at `event`, given what it showed `before`.
  func brokenPromise(after event: FuzzEvent, before: Snapshot) -> FuzzFailure? {
    let found =
      brokenSelection() ?? engine.brokenInvariant.map { ("engine state", $0) }
      ?? brokenExpectation(event.expectation, before: before)
      ?? brokenSchedule(after: event, before: before) ?? brokenOutputs(at: now)
      ?? brokenRest()
    return found.map { failure($0.invariant, $0.detail) }
  }

  /// A broken promise: which one, and the values.
  typealias Broken = (invariant: String, detail: String)

  /// The selection is valid: nil exactly when there are no items, else an index of the items.
  private func brokenSelection() -> Broken? {
    let ids = engine.itemIDs
    guard let index = engine.selectedIndex else {
      return ids.isEmpty ? nil : ("no selection", "\(ids.count) items")
    }
    guard ids.indices.contains(index), engine.selectedID == ids[index] else {
      return ("selection invalid", "index \(index) of \(ids.count) items")
    }
    if engine.diagnostics.count > Engine.maximumPendingDiagnostics {
      return ("diagnostics grow", "\(engine.diagnostics.count)")
    }
    if engine.isTouched != isFingerDown { return ("touch not tracked", "\(engine.isTouched)") }
    // The host finds the selected item's data at its offset in the list it gave.
    let offset = engine.inputOffset(ofItem: index)
    guard lastGivenIDs.indices.contains(offset), lastGivenIDs[offset] == ids[index] else {
      return ("input offset", "\(offset) for item \(index)")
    }
    return nil
  }

  private func brokenExpectation(_ expectation: FuzzEvent.Expectation, before: Snapshot)
    -> Broken?
  {
    switch expectation {
    case .none:
      return nil
    case .broken(let detail):
      return ("broken during the event", detail)
    case .keepsSelection:
      guard engine.selectedID == before.selectedID else {
        return ("selection lost", "\(text(before.selectedID)) -> \(text(engine.selectedID))")
      }
    case .selects(let id):
      guard engine.selectedID == id else {
        return ("wrong selection", "expected \(text(id)), got \(text(engine.selectedID))")
      }
    case .itemsChanged(let given, let isNew):
      var seen = Set<Int>()
      let unique = given.filter { seen.insert($0).inserted }
      guard engine.itemIDs.elementsEqual(unique) else {
        return ("duplicates not dropped", "\(given.count) IDs")
      }
      if isNew, unique.count < given.count,
        !engine.diagnostics.contains(.duplicateIDs(count: given.count - unique.count))
      {
        return ("no duplicate diagnostic", "\(given.count - unique.count) dropped")
      }
      let expected =
        nearestSurvivor(before: before, survivors: seen)
        ?? samePosition(before: before, in: unique) ?? unique.first
      guard engine.selectedID == expected else {
        return ("wrong survivor", "expected \(text(expected)), got \(text(engine.selectedID))")
      }
    }
    return nil
  }

  /// The documented survivor of the selected item: itself, else the nearest item of the old
  /// order that survives, the one after it first.
  private func nearestSurvivor(before: Snapshot, survivors: Set<Int>) -> Int? {
    guard let index = before.selectedIndex else { return nil }
    let ids = before.ids
    for distance in 0..<ids.count {
      for candidate in [index + distance, index - distance]
      where ids.indices.contains(candidate) && survivors.contains(ids[candidate]) {
        return ids[candidate]
      }
    }
    return nil
  }

  /// When no item survived: the item at the selected position of a list as long (a reload with
  /// new IDs keeps the user's place), else `nil` (the first item).
  private func samePosition(before: Snapshot, in unique: [Int]) -> Int? {
    guard let index = before.selectedIndex, unique.count == before.ids.count else { return nil }
    return unique[index]
  }

  /// Exactly one deadline while the events allow autoplay, none otherwise; never before the
  /// event that set it; a tick at the deadline advances to the next item.
  private func brokenSchedule(after event: FuzzEvent, before: Snapshot) -> Broken? {
    let count = engine.itemIDs.count
    let mayRun =
      isOnScreen && isSceneActive && !isReduceMotionOn && !isVoiceOverOn && isPlaying
      && !isFingerDown && configuration.autoplay.duration != nil && count >= 2
    let deadline = engine.nextDeadline
    if mayRun != (deadline != nil) {
      return mayRun
        ? ("nothing scheduled though autoplay may run", "\(engine.autoplaySuspensions)")
        : ("scheduled though autoplay may not run", "deadline \(deadline!)")
    }
    if let deadline, deadline != before.deadline, deadline < now {
      return ("deadline in the past", "\(deadline) set at \(now)")
    }
    guard event.isTick, let due = before.deadline, now >= due, let old = before.selectedIndex
    else { return nil }
    let next = (old + 1) % count
    guard engine.selectedIndex == next else {
      return ("a due tick did not advance", "\(old) -> \(text(engine.selectedIndex))")
    }
    if let deadline, deadline <= now { return ("a tick asked for a tick now", "\(deadline)") }
    return nil
  }

  /// Every output at `instant` is finite and in range: the position, the velocity, the layout,
  /// the indicator and the accessibility value.
  func brokenOutputs(at instant: Instant) -> Broken? {
    let position = engine.position(at: instant)
    guard position.value.isFinite, position.fraction >= 0, position.fraction < 1,
      engine.velocity(at: instant).isFinite, engine.indicatorProgress(at: instant).isFinite,
      (0...1).contains(engine.autoplayProgress(at: instant)), engine.pageLength.isFinite,
      engine.pageLength >= 0
    else { return ("output not finite", "position \(position)") }
    return brokenLayout(at: instant) ?? brokenIndicator(at: instant)
  }

  private func brokenLayout(at instant: Instant) -> Broken? {
    let visible = engine.visibleItems(at: instant)
    guard visible.count <= CarouselLayoutGeometry.maximumVisibleSlots else {
      return ("too many visible items", "\(visible.count)")
    }
    var identities = Set<CarouselSlotIdentity>()
    for item in visible {
      guard engine.itemIDs.indices.contains(item.index) else {
        return ("visible index out of range", "\(item.index)")
      }
      guard identities.insert(item.identity).inserted else {
        return ("slot identity repeated", "\(item.identity)")
      }
      let numbers = [
        item.offset, item.mainOffset, item.crossOffset, item.scale, item.opacity, item.zIndex,
        item.rotation.angle,
      ]
      guard numbers.allSatisfy({ $0.isFinite }) else {
        return ("visible item not finite", "\(item)")
      }
    }
    // The host's ForEach keys: the item's ID and the slot's lap, never twice in one frame.
    var keys = Set<CarouselSlot<Int>.Key>()
    let slots = engine.slots(at: instant)
    for slot in slots where !keys.insert(slot.id).inserted {
      return ("slot key repeated", "\(slot.id)")
    }
    if slots.count != visible.count { return ("slots lose items", "\(slots.count)") }
    let geometry = engine.layoutGeometry
    let lengths = [
      geometry.itemMainLength, geometry.itemCrossLength, geometry.spacing, geometry.pitch,
      geometry.leadingInset, geometry.trailingInset, geometry.crossLeadingInset,
      geometry.crossTrailingInset, geometry.mainRoom, geometry.crossRoom,
    ]
    guard lengths.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
      return ("layout geometry not finite", "\(lengths)")
    }
    guard geometry.focusShift.isFinite, geometry.crossShift.isFinite else {
      return ("layout shift not finite", "\(geometry.focusShift), \(geometry.crossShift)")
    }
    return nil
  }

  private func brokenIndicator(at instant: Instant) -> Broken? {
    let count = engine.itemIDs.count
    let indicator = engine.pageIndicator
    let itemPosition = engine.indicatorPosition(at: instant)
    if count > 0, !(0..<count).contains(itemPosition.page) {
      return ("indicator position out of range", "\(itemPosition)")
    }
    let dots = indicator.dots(at: itemPosition)
    guard dots.count <= indicator.visibleDotCount + 1 else {
      return ("too many dots", "\(dots.count)")
    }
    for dot in dots {
      guard (0..<count).contains(dot.index), dot.slot.isFinite, (0...1).contains(dot.emphasis),
        (0...1).contains(dot.scale)
      else { return ("dot out of range", "\(dot)") }
    }
    let accessibility = engine.accessibility
    let expected = engine.selectedIndex.map { "\($0 + 1) of \(count)" } ?? ""
    guard accessibility.value == expected else {
      return ("accessibility value", "\(accessibility.value), expected \(expected)")
    }
    return nil
  }

  /// Left alone with no finger down, the carousel comes to rest exactly on the selected item
  /// (counted from the latest instant an event carried, where the last motion may have begun).
  /// One that scrolls freely comes to rest anywhere (a finite one within its pages), and its
  /// indicator marks the selected item.
  private func brokenRest() -> Broken? {
    guard !isFingerDown else { return nil }
    let later = max(now, latestInstant).advanced(by: Self.restHorizon)
    let rest = engine.indicatorPosition(at: later)
    if engine.scrollsFreely {
      let position = engine.position(at: later)
      guard !engine.isMoving(at: later), engine.pager.clamped(position) == position,
        rest == CarouselPosition(page: engine.selectedIndex ?? 0)
      else { return ("does not come to rest within the pages", "\(position), marking \(rest)") }
      return nil
    }
    guard !engine.isMoving(at: later), engine.position(at: later).isOnPage,
      rest == CarouselPosition(page: engine.selectedIndex ?? 0)
    else { return ("does not rest on the selected item", "\(rest)") }
    return nil
  }
}

/// An optional ID or index for a failure report, "nil" for none (no `Any`, which the Embedded
/// build of the harness cannot hold).
private func text(_ value: Int?) -> String { value.map { "\($0)" } ?? "nil" }
