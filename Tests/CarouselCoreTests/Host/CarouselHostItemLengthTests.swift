import CarouselCore
import Testing

private typealias Host = CarouselHost<Int, ManualClock>

/// Items of their own lengths through the host (``CarouselHost/itemLengthsChanged(_:at:)``):
/// the event reaches the engine, the stage and the frames are sized per slot
/// (``CarouselFrame/size(of:)``), and the same lengths change nothing.
@Suite struct CarouselHostItemLengthTests {
  /// A host over 4 items of a 300 × 100 leading paged row, items 10 apart, on screen.
  private func host(axis: CarouselAxis = .horizontal) -> Host {
    var configuration = CarouselConfiguration.swiping(.paged, width: 300, height: 100, axis: axis)
    configuration.layout.alignment = .leading
    configuration.layout.spacing = 10
    configuration.layout.mainItemLength = .fitted
    var host = Host(at: at(0))
    host.configure(configuration, at: at(0))
    host.itemsChanged(Array(0..<4), selectingIndex: 0, at: at(0))
    host.appeared(at: at(0))
    _ = host.takeEvents()
    return host
  }

  /// Each drawn slot's size, by item index.
  private func sizes(_ host: Host) -> [Int: [Double]] {
    let frame = host.frame(at: at(1), configuredAs: host.engine.configuration)
    var found: [Int: [Double]] = [:]
    for slot in frame.slots.array {
      let size = frame.size(of: slot)
      found[slot.item.index] = [size.width, size.height]
    }
    return found
  }

  /// Before any length, every slot is the style's item size (a fitted length is no length yet):
  /// the paged style's viewport less the 10-point gap after the leading item; with lengths, each slot its own along the axis and the
  /// item's across; the stage redraws once, and the same lengths again change nothing.
  @Test func lengthsSizeTheSlots() {
    var host = host()
    #expect(sizes(host) == [0: [290, 100], 1: [290, 100]])
    let changes = host.itemLengthsChanged([60, 100, 80, 120], at: at(1))
    #expect(changes.contains(.stage))
    #expect(sizes(host) == [0: [60, 100], 1: [100, 100], 2: [80, 100], 3: [120, 100]])
    #expect(host.itemLengthsChanged([60, 100, 80, 120], at: at(1)).isEmpty)
    #expect(host.itemLengthsChanged(nil, at: at(1)).contains(.stage))
    #expect(sizes(host) == [0: [290, 100], 1: [290, 100]])
  }

  /// A vertical row's own lengths are heights: 40, 30 and 50 tall, the third partly shown.
  @Test func aVerticalRowsLengthsAreHeights() {
    var host = host(axis: .vertical)
    host.itemLengthsChanged([40, 30, 50, 20], at: at(1))
    #expect(sizes(host) == [0: [300, 40], 1: [300, 30], 2: [300, 50]])
  }

  /// At rest, every chip wholly in view takes touches and is reachable, sized by its own length
  /// (the fourth, 270 to 390, sticks out of the 300-point row but shows 30 points: no target).
  @Test func ownLengthsDecideWhatTakesTouches() {
    var host = host()
    host.itemLengthsChanged([60, 100, 80, 120], at: at(1))
    let slots = host.frame(at: at(1), configuredAs: host.engine.configuration).slots.array
    let touchable = slots.filter(\.receivesTouches).map(\.item.index).sorted()
    let reachable = slots.filter(\.isReachable).map(\.item.index).sorted()
    #expect(touchable == [0, 1, 2])
    #expect(reachable == [0, 1, 2])
  }
}
