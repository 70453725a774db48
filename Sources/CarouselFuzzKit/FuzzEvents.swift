import CarouselCore

extension CarouselFuzzSession {
  /// Reads one event from `input` and sends it to the engine.
  mutating func perform(_ input: inout FuzzBytes) -> FuzzEvent {
    switch input.below(24) {
    case 0, 1: return driverWaits(milliseconds: input.uint16())
    case 2: return moveClock(by: .milliseconds(input.uint16()), "clock forward")
    case 3: return moveClock(by: longWait(&input), "clock far forward")
    case 4: return moveClock(by: .zero - longWait(&input) / 1_000, "clock backward")
    case 5:
      send { $0.tick(at: $1) }
      return FuzzEvent(name: "tick at the same instant", isTick: true)
    case 6: return changeItems(&input)
    case 7: return changeDurations(&input)
    case 8: return selectID(&input)
    case 9: return selectIndex(input.integer(), animated: input.bool(), "dot tap")
    case 10: return step(forward: input.bool(), animated: input.bool())
    case 11, 12:
      let drag = input.drag()
      send { $0.dragChanged(drag, at: $1) }
      isFingerDown = true
      return FuzzEvent(name: "drag")
    case 13:
      let drag = input.drag()
      send { $0.dragEnded(drag, at: $1) }
      isFingerDown = false
      return FuzzEvent(name: "release")
    case 14:
      send { $0.dragCancelled(at: $1) }
      isFingerDown = false
      return FuzzEvent(name: "drag cancelled", expectation: .keepsSelection)
    case 15: return changeLifecycle(appears: input.bool())
    case 16: return changeScene(CarouselScenePhase.allCases[input.below(3)])
    case 17: return changeEnvironment(&input)
    case 18: return changePlayback(input.below(3))
    case 19, 20: return reconfigure(&input)
    case 21:
      let accessibility = engine.accessibility
      let forward = input.bool()
      guard let index = forward ? accessibility.incremented() : accessibility.decremented()
      else { return FuzzEvent(name: "accessibility adjust at an end") }
      return selectIndex(index, animated: true, "accessibility adjust")
    case 22:
      let instant = now.advanced(by: .milliseconds(input.uint16() - 32_768))
      let broken = brokenOutputs(at: instant)
      return FuzzEvent(
        name: "query at another instant",
        expectation: broken.map { .broken("\($0.invariant): \($0.detail)") } ?? .keepsSelection)
    default:
      return input.bool() ? recreate(&input) : takeDiagnostics()
    }
  }

  /// The SwiftUI layer's driver: it sleeps until the deadline and ticks there, or is woken by
  /// nothing for `milliseconds`.
  private mutating func driverWaits(milliseconds: Int) -> FuzzEvent {
    let target = now.advanced(by: .milliseconds(milliseconds))
    guard let deadline = engine.nextDeadline, deadline <= target else {
      setClock(to: target)
      return FuzzEvent(name: "wait", expectation: .keepsSelection)
    }
    setClock(to: max(now, deadline))
    send { $0.tick(at: $1) }
    return FuzzEvent(name: "driver tick", isTick: true)
  }

  /// Moves the clock without waking the driver (an app suspended, a clock set back), so a later
  /// tick may come late or early.
  private mutating func moveClock(by duration: Duration, _ name: String) -> FuzzEvent {
    setClock(to: now.advanced(by: duration))
    return FuzzEvent(name: name, expectation: .keepsSelection)
  }

  /// A wait of up to 65,535 seconds times a power of ten up to 10^6 (about 2,000 years), at most
  /// ``longestClockMove``.
  private func longWait(_ input: inout FuzzBytes) -> Duration {
    let seconds = Int64(input.uint16())
    let scales: [Int64] = [1, 10, 100, 1_000, 1_000_000]
    return min(.seconds(seconds * scales[input.below(scales.count)]), longestClockMove)
  }

  private mutating func changeItems(_ input: inout FuzzBytes) -> FuzzEvent {
    let (ids, name) = editedItems(&input)
    send { $0.itemsChanged(ids, at: $1) }
    defer { lastGivenIDs = ids }
    return FuzzEvent(name: name, expectation: .itemsChanged(given: ids, isNew: ids != lastGivenIDs))
  }

  /// A new item list made from the current one: an insertion, a removal, a reorder, duplicates,
  /// an empty or a huge list, the same list again, or one from scratch.
  mutating func editedItems(_ input: inout FuzzBytes) -> ([Int], String) {
    var ids = Array(engine.itemIDs)
    let place = ids.isEmpty ? 0 : input.below(256) % (ids.count + 1)
    switch input.below(10) {
    case 0:
      let count = input.below(5) + 1
      ids.insert(contentsOf: freshID..<freshID + count, at: place)
      freshID += count
      return (ids, "insert \(count) at \(place)")
    case 1:
      let end = min(place + input.below(4) + 1, ids.count)
      ids.removeSubrange(min(place, end)..<end)
      return (ids, "remove at \(place)")
    case 2:
      if let selected = engine.selectedIndex { ids.remove(at: selected) }
      return (ids, "remove the selected item")
    case 3:
      switch input.below(3) {
      case 0: ids.reverse()
      case 1: ids = Array(ids[place...] + ids[..<place])
      default: if ids.count > 1 { ids.swapAt(0, place % ids.count) }
      }
      return (ids, "reorder")
    case 4:
      let copies = (0..<input.below(4) + 1).map { _ in
        ids.isEmpty ? 7 : ids[input.below(256) % ids.count]
      }
      ids.insert(contentsOf: copies, at: place)
      return (ids, "duplicate IDs")
    case 5:
      return ([], "empty")
    case 6:
      let count = 1 << input.below(17)
      return (Array(freshID..<freshID + count), "huge list of \(count)")
    case 7:
      return (ids, "the same list")
    case 8:
      return ((0..<input.below(12)).map { _ in input.below(16) }, "small list")
    default:
      let extremes = [Int.min, Int.max, 0, -1, Int.max - 1]
      return (
        (0..<input.below(6)).map { _ in extremes[input.below(extremes.count)] }, "extreme IDs"
      )
    }
  }

  private mutating func changeDurations(_ input: inout FuzzBytes) -> FuzzEvent {
    var durations: [Int: AutoplayInterval] = [:]
    for _ in 0..<input.below(5) {
      durations[someID(&input)] = input.interval()
    }
    send { $0.itemDurationsChanged(durations, at: $1) }
    return FuzzEvent(name: "item durations (\(durations.count))", expectation: .keepsSelection)
  }

  /// One of the items' IDs, or one that is not among them.
  private mutating func someID(_ input: inout FuzzBytes) -> Int {
    let ids = engine.itemIDs
    guard !ids.isEmpty, input.below(4) != 0 else { return input.integer() }
    return ids[input.uint16() % ids.count]
  }

  private mutating func selectID(_ input: inout FuzzBytes) -> FuzzEvent {
    let id: Int? = input.below(8) == 0 ? nil : someID(&input)
    let animated = input.bool()
    let expected = id.flatMap { engine.itemIDs.contains($0) ? $0 : nil } ?? engine.selectedID
    send { $0.select(id, animated: animated, at: $1) }
    return FuzzEvent(name: "select ID", expectation: .selects(expected))
  }

  private mutating func selectIndex(_ index: Int, animated: Bool, _ name: String) -> FuzzEvent {
    let ids = engine.itemIDs
    let expected = ids.indices.contains(index) ? ids[index] : engine.selectedID
    send { $0.select(index: index, animated: animated, at: $1) }
    return FuzzEvent(name: name, expectation: .selects(expected))
  }

  /// Next or previous: one item on, wrapping when looping, staying at a finite carousel's end.
  private mutating func step(forward: Bool, animated: Bool) -> FuzzEvent {
    let ids = engine.itemIDs
    var expected = engine.selectedID
    if let index = engine.selectedIndex {
      let target = index + (forward ? 1 : -1)
      if ids.indices.contains(target) {
        expected = ids[target]
      } else if configuration.layout.isLooping, ids.count > 1 {
        expected = ids[(target + ids.count) % ids.count]
      }
    }
    send { forward ? $0.next(animated: animated, at: $1) : $0.previous(animated: animated, at: $1) }
    return FuzzEvent(name: forward ? "next" : "previous", expectation: .selects(expected))
  }

  private mutating func changeLifecycle(appears: Bool) -> FuzzEvent {
    if appears {
      send { $0.appeared(at: $1) }
    } else {
      send { $0.disappeared(at: $1) }
      isFingerDown = false
    }
    isOnScreen = appears
    return FuzzEvent(name: appears ? "appear" : "disappear", expectation: .keepsSelection)
  }

  private mutating func changeScene(_ phase: CarouselScenePhase) -> FuzzEvent {
    send { $0.sceneChanged(to: phase, at: $1) }
    isSceneActive = phase == .active
    if !isSceneActive { isFingerDown = false }
    return FuzzEvent(name: "scene \(phase)", expectation: .keepsSelection)
  }

  private mutating func changeEnvironment(_ input: inout FuzzBytes) -> FuzzEvent {
    let isOn = input.bool()
    if input.bool() {
      send { $0.reduceMotionChanged(isOn, at: $1) }
      isReduceMotionOn = isOn
      return FuzzEvent(name: "reduce motion \(isOn)", expectation: .keepsSelection)
    }
    send { $0.voiceOverChanged(isOn, at: $1) }
    isVoiceOverOn = isOn
    return FuzzEvent(name: "VoiceOver \(isOn)", expectation: .keepsSelection)
  }

  private mutating func changePlayback(_ choice: Int) -> FuzzEvent {
    switch choice {
    case 0:
      send { $0.play(at: $1) }
      isPlaying = true
    case 1:
      send { $0.pause(at: $1) }
      isPlaying = false
    default:
      send { $0.togglePlayback(at: $1) }
      isPlaying.toggle()
    }
    return FuzzEvent(name: ["play", "pause", "toggle"][choice], expectation: .keepsSelection)
  }

  private mutating func reconfigure(_ input: inout FuzzBytes) -> FuzzEvent {
    let (changed, name) = input.configuration(changing: configuration)
    // A carousel that stops scrolling freely settles on (and selects) the nearest item.
    let stopsScrollingFreely =
      configuration.targetBehavior.scrollsFreely && !changed.targetBehavior.scrollsFreely
    configuration = changed
    send { $0.configure(changed, at: $1) }
    // A style with a NaN parameter is not equal to itself (its synthesized `==`), and neither
    // is a configuration holding it: only configurations that equal themselves can be compared.
    let kept = engine.configuration == changed || changed != changed
    guard kept else { return FuzzEvent(name: name, expectation: .broken("configuration not kept")) }
    return FuzzEvent(name: name, expectation: stopsScrollingFreely ? .none : .keepsSelection)
  }

  /// A new engine, as a view created anew makes: items, a selection and a configuration.
  private mutating func recreate(_ input: inout FuzzBytes) -> FuzzEvent {
    let (ids, _) = editedItems(&input)
    let selection: Int? = input.bool() ? someID(&input) : nil
    let (newConfiguration, _) = input.configuration(changing: configuration)
    replaceEngine(
      with: Engine(items: ids, selection: selection, configuration: newConfiguration, at: now))
    lastGivenIDs = ids
    return FuzzEvent(name: "new engine")
  }

  private mutating func takeDiagnostics() -> FuzzEvent {
    var taken: [CarouselDiagnostic] = []
    send { engine, _ in taken = engine.takeDiagnostics() }
    return FuzzEvent(
      name: "take \(taken.count) diagnostics",
      expectation: engine.diagnostics.isEmpty
        ? .keepsSelection : .broken("diagnostics left after taking them"))
  }
}
