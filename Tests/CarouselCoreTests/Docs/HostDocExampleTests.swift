import CarouselCore
import TestSupport
import Testing

/// The examples of the host's documentation (`Host/`), run.
@Suite struct HostDocExampleTests {
  /// A host of `ids` on a 390 × 260 viewport, on screen, with `selected` selected.
  static func host(
    _ ids: [String], selected: Int, configuration: CarouselConfiguration = CarouselConfiguration(),
    at now: ManualClock.Instant
  ) -> CarouselHost<String, ManualClock> {
    var configuration = configuration
    configuration.layout.viewportWidth = 390
    configuration.layout.viewportHeight = 260
    var host = CarouselHost<String, ManualClock>(configuration: configuration, at: now)
    host.itemsChanged(ids, binding: .index(selected), at: now)
    host.appeared(at: now)
    return host
  }

  @Test func activity() {
    let now = ManualClock().now
    var engine = CarouselEngine<String, ManualClock>(
      items: ["a"], configuration: CarouselConfiguration(viewportWidth: 390, viewportHeight: 260),
      at: now)
    engine.appeared(at: now)
    let values = docValues {
      var activity = CarouselActivity<String>()
      activity.update(
        engine, stillSlots: engine.slots(at: now), cause: .swipe,
        regionInView: CarouselRect(x: -195, y: -130, width: 390, height: 260), at: now)
      // [.selectionChanged(from: nil, to: "a", cause: .swipe), .visibleItemsChanged(["a"])]
    }
    #expect(
      values[0] as? [CarouselHostEvent<String>] == [
        .selectionChanged(from: nil, to: "a", cause: .swipe), .visibleItemsChanged(["a"]),
      ])
  }

  @Test func boundSelection() {
    let now = ManualClock().now
    var host = CarouselHost<String, ManualClock>(at: now)
    let values = docValues {
      host.itemsChanged(["a", "b", "c"], binding: .index(2), at: now)  // shows "c"
      host.itemsChanged(["z", "a", "b", "c"], binding: .index(2), at: now)
      // keeps "c", and .binding is among the changes: "c" is at index 3 now
      host.binding  // .index(3): what the view writes
    }
    #expect((values[1] as? CarouselHostChanges)?.contains(.binding) == true)
    #expect(values[2] as? CarouselBoundSelection<String>? == .index(3))
    #expect(host.engine.selectedID == "c")
  }

  @Test func contentFit() {
    let values = docValues {
      var fit = CarouselContentFit<Int>()
      fit.measured(120, of: 1)  // true: length 120
      fit.measured(180, of: 2)  // true: length 180
      fit.drawn([1])  // true: 2 left, length 120
      fit.measured(120.3, of: 1)  // true: longer, 120.3
      fit.measured(120, of: 1)  // false: 0.3 shorter, within the tolerance
      fit.length
    }
    #expect(Array(values.dropLast()) as? [Bool] == [true, true, true, true, false])
    #expect(values.last as? Double == 120.3)
  }

  @Test func frame() {
    let clock = ManualClock()
    let configuration = CarouselConfiguration(
      style: .peek, viewportWidth: 390, viewportHeight: 260)
    let host = Self.host(["a", "b", "c"], selected: 1, configuration: configuration, at: clock.now)
    let values = docValues {
      let frame = host.frame(at: clock.now, configuredAs: configuration)
      frame.slots.map(\.id.id)  // the drawn items' IDs, back to front
      frame.isMoving  // false: the view tells the host the motion ended
    }
    #expect(values[0] as? [String] == ["a", "c", "b"])
    #expect(values[1] as? Bool == false)
  }

  @Test func host() {
    let clock = ManualClock()
    let values = docValues {
      var host = CarouselHost<String, ManualClock>(at: clock.now)
      host.itemsChanged(["a", "b"], binding: .id("b"), at: clock.now)
      // [.stage, .proxy, .selection]
      host.appeared(at: clock.now)
      host.userSelected(index: 0, cause: .indicator, at: clock.now)
      // [.stage, .proxy, .selection, .binding]
      host.binding  // .id("a"): what the view writes
    }
    #expect(values[0] as? CarouselHostChanges == [.stage, .proxy, .selection])
    #expect(values[2] as? CarouselHostChanges == [.stage, .proxy, .selection, .binding])
    #expect(values[3] as? CarouselBoundSelection<String>? == .id("a"))
  }

  @Test func measuredLengths() {
    let values = docValues {
      var measured = CarouselMeasuredLengths<String>()
      measured.measured(60, of: "a")  // true
      measured.measured(60, of: "a")  // false: the same measure
      measured.measured(120, of: "b")  // true
      measured.lengths(for: ["a", "b", "c"])  // [60, 120, 90]: "c" takes the average
    }
    #expect(Array(values.prefix(3)) as? [Bool] == [true, false, true])
    #expect(values[3] as? [Double]? == [60, 120, 90])
  }

  @Test func positionFollowing() {
    let values = docValues {
      var following = CarouselPositionFollowing()
      following.carouselMoved(true)
      following.redrawsEveryFrame  // false: nothing read the position, nothing to redraw
      following.positionRead()
      following.redrawsEveryFrame  // true: the timeline follows the motion
      following.carouselMoved(false)
      following.redrawsEveryFrame  // false: the motion ended, the timeline pauses
    }
    #expect(values as? [Bool] == [false, true, false])
  }

  @Test func proxyState() {
    let host = Self.host(["a", "b", "c", "d", "e"], selected: 1, at: ManualClock().now)
    let values = docValues {
      host.proxy.selectedIndex  // 1
      host.proxy.count  // 5
      host.proxy.autoplaySuspensions  // [.noInterval]
    }
    #expect(values[0] as? Int? == 1)
    #expect(values[1] as? Int == 5)
    #expect(values[2] as? [AutoplaySuspension] == [.noInterval])
  }

  /// What `AutoplaySuspension`'s example shows through a reader's proxy: the host's proxy.
  @Test func autoplaySuspensions() {
    let now = ManualClock().now
    var host = CarouselHost<String, ManualClock>(
      configuration: CarouselConfiguration(autoplay: .seconds(3)), at: now)
    host.itemsChanged(["a", "b", "c"], binding: nil, at: now)
    #expect(host.proxy.autoplaySuspensions == [.offScreen])
    host.appeared(at: now)
    #expect(host.proxy.autoplaySuspensions == [])
    host.reduceMotionChanged(true, at: now)
    #expect(host.proxy.autoplaySuspensions == [.reduceMotion])
  }

  @Test func pullToRefresh() {
    let clock = ManualClock()
    let values = docValues {
      var refresh = CarouselPullToRefresh<ManualClock.Instant>()
      refresh.actionChanged(true, at: clock.now)
      refresh.pulled(35, at: clock.now)  // indicator: .pulling(progress: 0.5)
      refresh.pulled(80, at: clock.now)  // armed: .pulling(progress: 1)
      refresh.dragEnded(at: clock.now)  // run 1 starts: .spinning, heldInset 60
      refresh.finished(run: 1, at: clock.now)  // ending: .hidden, heldInset 0
      refresh.indicator
    }
    #expect(values[0] as? CarouselPullToRefresh<ManualClock.Instant>.Indicator == .hidden)
    // Step by step.
    var refresh = CarouselPullToRefresh<ManualClock.Instant>()
    refresh.actionChanged(true, at: clock.now)
    refresh.pulled(35, at: clock.now)
    #expect(refresh.indicator == .pulling(progress: 0.5))
    refresh.pulled(80, at: clock.now)
    #expect(refresh.indicator == .pulling(progress: 1))
    refresh.dragEnded(at: clock.now)
    #expect(refresh.run == 1)
    #expect(refresh.indicator == .spinning)
    #expect(refresh.insetHeld == 60)
    refresh.finished(run: 1, at: clock.now)
    #expect(refresh.insetHeld == 0)
  }

  @Test func readerClaim() {
    let values = docValues {
      var claim = CarouselReaderClaim<Int>()
      claim.appeared(2)  // true: 2 holds the reader
      claim.appeared(3)  // false: 3 waits
      claim.treeOrderChanged([3, 2])  // true: 3 is written first
      claim.disappeared(3)  // true: 2 holds it again
      claim.holder
    }
    #expect(Array(values.prefix(4)) as? [Bool] == [true, false, true, true])
    #expect(values[4] as? Int? == 2)
  }

  @Test func stageArrangement() {
    let values = docValues {
      let stage = CarouselStageArrangement(
        axis: .horizontal, placement: .below, indicatorOccupiesSpace: true)
      let frames = stage.frames(
        in: CarouselRect(x: 0, y: 0, width: 390, height: 300),
        indicatorSize: CarouselSize(width: 142, height: 44))
      frames.slides  // x 0, y 0, 390 × 244
      frames.indicator  // x 124, y 256, 142 × 44
    }
    #expect(values[0] as? CarouselRect == CarouselRect(x: 0, y: 0, width: 390, height: 244))
    #expect(values[1] as? CarouselRect == CarouselRect(x: 124, y: 256, width: 142, height: 44))
  }

  @Test func stageState() {
    let configuration = CarouselConfiguration(style: .peek)
    let host = Self.host(
      ["a", "b", "c"], selected: 1, configuration: configuration, at: ManualClock().now)
    let values = docValues {
      let stage = host.stage
      stage.isMoving  // false
      stage.stillSlots?.map(\.id.id)  // ["a", "c", "b"]: back to front
      stage.indicator.accessibility.value  // "2 of 3"
    }
    #expect(values[0] as? Bool == false)
    #expect(values[1] as? [String]? == ["a", "c", "b"])
    #expect(values[2] as? String == "2 of 3")
  }

  @Test func visibility() {
    let values = docValues {
      CarouselVisibility.isInView(
        CarouselRect(x: 100, y: -50, width: 100, height: 100),
        within: CarouselRect(x: -150, y: -50, width: 300, height: 100), threshold: 0.5)
      // true: exactly half of it is in view
    }
    #expect(values[0] as? Bool == true)
  }

  @Test func sizeOfAnItem() {
    let now = ManualClock().now
    var engine = CarouselEngine<Int, ManualClock>(items: [0, 1], at: now)
    engine.itemLengthsChanged([60, 80], at: now)
    let item = engine.visibleItems(at: now)[0]
    let values = docValues {
      item.size(itemSize: CarouselSize(width: 300, height: 40))  // 60 × 40 for a 60-point chip
    }
    #expect(values[0] as? CarouselSize == CarouselSize(width: 60, height: 40))
  }
}
