import CarouselCore
import TestSupport
import Testing
import UpdateCycleDouble

private typealias Host = CarouselHost<Int, ManualClock>

/// Random sequences of everything a view tells its host (every kind of list edit, same-count
/// replacements and reorders included, touches, drags, lifts and releases in either order,
/// the app's holds, ticks, frames, appearances, configuration changes), with the redraw rule checked after every
/// event: the host says ``CarouselHostChanges/stage`` exactly when what the views draw changed,
/// and ``CarouselHostChanges/proxy`` exactly when what a reader shows changed. What is drawn is
/// computed from the test's own model: its own list of the IDs it sent (first occurrences), the
/// layout's visible items mapped onto that list, its own count of the user's moves, its own
/// record of the item names it gave.
@Suite struct CarouselHostPublishPropertyTests {
  private static let chunkCount = 4

  @Test(.offThePool, arguments: 0..<chunkCount)
  func theHostPublishesExactlyWhatTheViewsDrawAfterEveryEvent(chunk: Int) {
    for sequence in stride(
      from: chunk, to: propertySequenceCount(default: 1_000), by: Self.chunkCount)
    {
      let seed = 0x5EED_0019 &+ UInt64(sequence)
      var driver = PublishDriver(seed: seed)
      if let failure = driver.run(steps: 150) {
        Issue.record("seed \(seed): \(failure)")
        return
      }
    }
  }
}

/// What the test says a carousel's own views draw at one instant.
private struct Drawn: Equatable {
  /// The slots of a still carousel, back to front: the item's ID from the test's own list, its
  /// lap and its placement; `nil` while it moves (every frame is drawn then).
  var stillSlots: [Slot]?
  var itemWidth: Double
  var itemHeight: Double
  var count: Int
  var loops: Bool
  var selectedIndex: Int?
  /// The item the dots mark: the one nearest the finger while it drags the pages.
  var markedIndex: Int?
  /// Whether the dots move to a new mark over time (not with Reduce Motion on).
  var dotsAnimate: Bool
  var selectedID: Int?
  var selectedName: String?
  var axis: CarouselAxis
  var layoutDirection: CarouselLayoutDirection
  var hasAutoplay: Bool
  var deadline: ManualClock.Instant?
  /// When the motion is over: the first instant it is still, while it settles.
  var motionEnd: ManualClock.Instant?
  /// How far the wait got, while none runs (frozen by a pause); both readings.
  var stoppedProgress: Double?
  var stoppedWaitProgress: Double??
  var refreshWait: Double?
  var playback: CarouselPlaybackState
  var userMoves: Int

  struct Slot: Equatable {
    var id: Int
    var lap: Int
    var item: CarouselVisibleItem
  }
}

/// What the test says a reader shows.
private struct Shown: Equatable {
  var selectedIndex: Int?
  var count: Int
  var isPlaying: Bool
  var suspensions: [AutoplaySuspension]
}

private struct PublishDriver {
  private var random: SeededGenerator
  private var host = Host(at: .origin)
  private var now = ManualClock.Instant.origin
  private var history: [String] = []

  // The test's own model of what it told the host.
  /// The list last sent, and its first occurrences (what the carousel shows).
  private var sent: [Int] = []
  private var shown: [Int] = []
  /// The last name given: the host keeps one.
  private var lastNamed: (id: Int, name: String)?
  /// How many times an event of the user changed the selected item.
  private var userMoves = 0
  private var reduceMotion = false
  private var appeared = 0

  private var drawn: Drawn
  private var readerShows: Shown

  init(seed: UInt64) {
    random = SeededGenerator(seed: seed)
    drawn = Self.drawn(
      host, shown: [], lastNamed: nil, userMoves: 0, reduceMotion: false, at: .origin)
    readerShows = Self.shown(host)
  }

  mutating func run(steps: Int) -> String? {
    for _ in 0..<steps {
      let selectedBefore = host.engine.selectedID
      let (name, changes, byUser) = step()
      if byUser, host.engine.selectedID != selectedBefore { userMoves += 1 }
      history.append(name)
      let newDrawn = Self.drawn(
        host, shown: shown, lastNamed: lastNamed, userMoves: userMoves,
        reduceMotion: reduceMotion, at: now)
      let newShown = Self.shown(host)
      let context = " after " + history.suffix(8).joined(separator: "; ")
      if changes.contains(.stage) != (newDrawn != drawn) {
        return "stage published: \(changes.contains(.stage)), drawn changed: \(newDrawn != drawn)"
          + context
      }
      let driverDeadline = [newDrawn.deadline, newDrawn.motionEnd].compactMap { $0 }.min()
      if host.stage.driverDeadline != driverDeadline {
        return "the driver's deadline is \(String(describing: host.stage.driverDeadline)), not "
          + "the earlier of autoplay's and the motion's end, \(String(describing: driverDeadline))"
          + context
      }
      if let driverDeadline, driverDeadline <= now {
        return "the driver's deadline \(driverDeadline) is not after the event" + context
      }
      if changes.contains(.proxy) != (newShown != readerShows) {
        return
          "proxy published: \(changes.contains(.proxy)), shown changed: \(newShown != readerShows)"
          + context
      }
      if let slots = newDrawn.stillSlots,
        host.stage.stillSlots.map({ $0.map { ($0.id.id, $0.id.lap) } }).map({ $0.map(Pair.init) })
          != slots.map({ Pair(($0.id, $0.lap)) })
      {
        return "the stage's still slots are not the drawn ones" + context
      }
      drawn = newDrawn
      readerShows = newShown
    }
    return nil
  }

  private struct Pair: Equatable {
    let id: Int
    let lap: Int
    init(_ pair: (Int, Int)) { (id, lap) = pair }
  }

  /// One random event, as a view sends it; its name, what the host said changed, and whether
  /// the user made it (a selection change it causes counts toward the haptic).
  private mutating func step() -> (String, CarouselHostChanges, Bool) {
    switch random.below(25) {
    case 0, 1, 2:
      // Time passes: frames while the carousel moves (the view reports the end of a motion),
      // the driver's tick at its deadline (autoplay's, or the motion's end, when the frames
      // have not found it over first, as when none is drawn).
      now = now.advanced(by: milliseconds(random.below(1_500)))
      let framesEndMotions = random.below(2) == 0
      let deadline = framesEndMotions ? host.engine.nextDeadline : host.stage.driverDeadline
      if let deadline, deadline <= now {
        now = deadline
        return ("tick", host.tick(at: now), false)
      }
      if !host.engine.isMoving(at: now), host.stage.isMoving {
        return ("motion ended", host.motionEnded(at: now), false)
      }
      return ("frame", [], false)
    case 3, 4:
      return listEdit()
    case 5:
      let selection = random.below(3) == 0 ? nil : random.below(12)
      return (
        "select \(String(describing: selection))",
        host.select(selection, animated: random.below(2) == 0, at: now), false
      )
    case 6:
      return ("touch landed", host.touchLanded(at: now), true)
    case 7, 8:
      let points = Double(random.below(500) - 250)
      let across = random.below(4) == 0 ? Double(random.below(80)) : 0
      let velocity = Double(random.below(2_000) - 1_000)
      let sample = CarouselDrag(
        translationX: points, translationY: across, velocityX: velocity, velocityY: 0)
      return ("drag \(points) \(across)", host.dragChanged(sample, at: now), true)
    case 9:
      let sample = CarouselDrag(
        translationX: Double(random.below(500) - 250), translationY: 0,
        velocityX: Double(random.below(2_000) - 1_000), velocityY: 0)
      return ("drag ended", host.dragEnded(sample, at: now), true)
    case 10:
      return ("touch lifted", host.touchLifted(host.touch - random.below(2), at: now), true)
    case 11:
      return ("drag cancelled", host.dragCancelled(at: now), false)
    case 12:
      if random.below(2) == 0 {
        appeared += 1
        return ("appeared", host.appeared(at: now), false)
      }
      appeared = max(appeared - 1, 0)
      return ("disappeared", host.disappeared(at: now), false)
    case 13:
      // No scroll view, none shown, the top half shown, a sliver shown.
      let shown = [
        nil, CarouselRect(x: 0, y: 0, width: 0, height: 0),
        CarouselRect(x: 0, y: -100, width: 300, height: 200),
        CarouselRect(x: 0, y: 198, width: 300, height: 500),
      ][random.below(4)]
      return (
        "shown \(String(describing: shown))", host.shownBoundsChanged(shown, at: now), false
      )
    case 14:
      return reconfigure()
    case 15:
      let isOn = random.below(2) == 0
      reduceMotion = isOn
      return ("reduce motion \(isOn)", host.reduceMotionChanged(isOn, at: now), false)
    case 16:
      let isOn = random.below(2) == 0
      return ("voiceover \(isOn)", host.voiceOverChanged(isOn, at: now), false)
    case 17:
      let phase = CarouselScenePhase.allCases[random.below(3)]
      return ("scene \(phase)", host.sceneChanged(to: phase, at: now), false)
    case 18:
      switch random.below(3) {
      case 0: return ("play", host.play(at: now), false)
      case 1: return ("pause", host.pause(at: now), false)
      default: return ("toggle", host.togglePlayback(at: now), false)
      }
    case 19:
      let index = random.below(10) - 1
      return (
        "user selected \(index)", host.userSelected(index: index, cause: .indicator, at: now), true
      )
    case 20:
      let step: CarouselStep? = [.next, .previous, nil][random.below(3)]
      if random.below(2) == 0 {
        return (
          "user stepped \(String(describing: step))",
          host.userStepped(step, cause: .keyboard, at: now), true
        )
      }
      return ("step \(String(describing: step))", host.step(step ?? .next, at: now), false)
    case 21:
      let id = random.below(12)
      let name = ["Beach", "City", "", nil][random.below(4)]
      lastNamed = name.flatMap { $0.isEmpty ? nil : (id, $0) }
      return (
        "named \(id) \(String(describing: name))", host.itemNamed(name, id: id, at: now), false
      )
    case 22:
      let allowed = random.below(2) == 0
      return ("swipes \(allowed)", host.swipesChanged(allowed: allowed, at: now), false)
    case 23:
      if random.below(2) == 0 { return ("hold began", host.holdBegan(at: now), false) }
      return ("hold ended", host.holdEnded(at: now), false)
    default:
      let waits: [Int: AutoplayInterval] = [
        random.below(12): .seconds([1, 5, -1][random.below(3)])
      ]
      return ("durations", host.itemDurationsChanged(waits, at: now), false)
    }
  }

  /// Sends an edited list: the same list, a same-count replacement of one ID, a reorder, an
  /// insertion or removal, a list drawn anew, or none.
  private mutating func listEdit() -> (String, CarouselHostChanges, Bool) {
    var ids = sent
    switch random.below(7) {
    case 0:
      break
    case 1:
      if !ids.isEmpty { ids[random.below(ids.count)] = random.below(12) }
    case 2:
      if ids.count > 1 { ids.swapAt(random.below(ids.count), random.below(ids.count)) }
    case 3:
      ids = randomEdit(of: ids, longestRun: 2, idBound: 12, using: &random)
    case 4:
      ids = (0..<random.below(7)).map { _ in random.below(12) }
    case 5:
      ids = []
    default:
      if !ids.isEmpty { ids.append(ids.removeFirst()) }
    }
    sent = ids
    shown = firstOccurrences(of: ids).ids
    let selection = random.below(2) == 0 ? nil : random.below(12)
    return ("items \(ids)", host.itemsChanged(ids, selecting: selection, at: now), false)
  }

  private mutating func reconfigure() -> (String, CarouselHostChanges, Bool) {
    var configuration = host.engine.configuration
    switch random.below(8) {
    case 0:
      configuration.style = CarouselStyleName.allCases.randomElement(using: &random)!.style
    case 1: configuration.layout.isLooping.toggle()
    case 2:
      configuration.layout.axis = configuration.layout.axis == .horizontal ? .vertical : .horizontal
    case 3:
      configuration.layout.layoutDirection =
        configuration.layout.layoutDirection == .leftToRight ? .rightToLeft : .leftToRight
    case 4: configuration.layout.viewportWidth = [300, 390, 0][random.below(3)]
    case 5: configuration.autoplay = [.seconds(3), .off, .seconds(1)][random.below(3)]
    case 6: configuration.spring = [.smooth, .snappy, .bouncy][random.below(3)]
    default: configuration.layout.spacing = [nil, 0, 20][random.below(3)]
    }
    return ("configure", host.configure(configuration, at: now), false)
  }

  /// What the views draw, from the engine's outputs and the test's own model of the items.
  private static func drawn(
    _ host: Host, shown: [Int], lastNamed: (id: Int, name: String)?, userMoves: Int,
    reduceMotion: Bool, at now: ManualClock.Instant
  ) -> Drawn {
    let engine = host.engine
    let isMoving = engine.isMoving(at: now)
    let still = engine.visibleItems(at: now).inPaintOrder().map { item in
      Drawn.Slot(id: shown[item.index], lap: item.lap, item: item)
    }
    let selectedIndex = shown.isEmpty ? nil : engine.selectedIndex
    let selectedID = selectedIndex.map { shown[$0] }
    let loops = engine.configuration.layout.isLooping && shown.count > 1
    var markedIndex = selectedIndex
    if engine.isDragging, !shown.isEmpty {
      let page = engine.position(at: now).nearestPage
      markedIndex =
        loops
        ? (page % shown.count + shown.count) % shown.count : min(max(page, 0), shown.count - 1)
    }
    let isWaiting = engine.nextDeadline != nil
    let geometry = engine.layoutGeometry
    let interval = engine.configuration.autoplay.duration
    return Drawn(
      stillSlots: isMoving ? nil : still, itemWidth: geometry.itemWidth,
      itemHeight: geometry.itemHeight, count: shown.count,
      loops: loops, selectedIndex: selectedIndex, markedIndex: markedIndex,
      dotsAnimate: !reduceMotion, selectedID: selectedID,
      selectedName: lastNamed.flatMap { $0.id == selectedID ? $0.name : nil },
      axis: engine.configuration.layout.axis,
      layoutDirection: engine.configuration.layout.layoutDirection,
      hasAutoplay: interval != nil, deadline: engine.nextDeadline,
      motionEnd: engine.isDragging ? nil : firstStillInstant(of: engine, after: now),
      stoppedProgress: isWaiting ? nil : engine.autoplayProgress(at: now),
      stoppedWaitProgress: isWaiting ? nil : .some(engine.autoplayWaitProgress(at: now)),
      refreshWait: interval.map { $0 / .seconds(1) },
      playback: engine.playbackState, userMoves: userMoves)
  }

  /// What a reader shows: without autoplay to run, only why (no interval, too few items).
  private static func shown(_ host: Host) -> Shown {
    let engine = host.engine
    let lasting = engine.autoplaySuspensions.filter { $0 == .noInterval || $0 == .tooFewItems }
    return Shown(
      selectedIndex: engine.selectedIndex, count: engine.ids.count, isPlaying: engine.isPlaying,
      suspensions: lasting.isEmpty ? engine.autoplaySuspensions : lasting)
  }
}
