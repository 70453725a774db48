import CarouselCore
import TestSupport
import Testing

/// Which items' content takes touches, as a scroll view at rest lets a partly shown tile's button
/// act: at rest, the focused item and every item that faces the viewer, that nothing covers and
/// that shows at least 44 points along each axis (its whole extent where it is smaller); a tap
/// on any other drawn item selects it; while the carousel moves, no item takes touches or
/// selects on a tap.
@Suite struct CarouselTouchableItemsTests {
  /// A leading row of three tiles stopped by a finger 0.72 of the way from tile 0 to tile 1:
  /// tile 0 shows less than 44 points (a tap selects it), tiles 1 and 2 are whole, and tile 3
  /// shows more than 44 points: its content takes touches, and a tap it leaves selects it.
  @Test func aPartlyShownTileTakesItsTouches() throws {
    var row = CarouselReachableItemsTests.engine(
      count: 6, selection: 0, perScreen: 3, alignment: .leading)
    row.next(at: at(1))
    row.dragChanged(.touchDown, at: at(1.2))
    let slots = try #require(row.stillSlots(at: at(1.2)))
    #expect(slots.filter(\.receivesTouches).map(\.item.index).sorted() == [1, 2, 3])
    #expect(slots.filter(\.isReachable).map(\.item.index).sorted() == [1, 2])
    for slot in slots {
      #expect(slot.selectsOnTap == (slot.item.index == 0 ? 0 : nil))
      #expect(
        slot.selectsOnUnhandledTap == ([2, 3].contains(slot.item.index) ? slot.item.index : nil))
    }
  }

  /// Overlapping styles: a card behind the focused one never takes touches, at rest or stopped
  /// between two items; a tap on it selects it.
  @Test(arguments: [CarouselStyleName.stack, .ring, .coverFlow])
  func aCoveredItemTakesNoTouches(name: CarouselStyleName) throws {
    var engine = Engine(count: 7, selection: 3, configuration: .swiping(name.style))
    for time in [0.0, 1.1] {
      if time > 0 {
        engine.next(at: at(1))
        engine.dragChanged(.touchDown, at: at(time))
      }
      let slots = try #require(engine.stillSlots(at: at(time)))
      #expect(slots.count > 1)
      #expect(slots.filter(\.receivesTouches).map(\.item.isFocused) == [true], "\(name) \(time)")
      for slot in slots where !slot.item.isFocused {
        #expect(slot.selectsOnTap == slot.item.index)
      }
    }
  }

  /// Every built-in style, centered and leading, one item a screen or three, finite and
  /// looping, at rest on every item and stopped by a finger at 8 points of a step's settle:
  /// each still slot takes touches exactly as this test's own model of the drawn frames says,
  /// and its taps follow (a slot that takes none selects its item; a neighbor that does selects
  /// on a tap its content leaves); the frames of the motion before the landing take none.
  @Test(.offThePool) func everyStyleTakesTouchesAsItsFramesSay() throws {
    for name in CarouselStyleName.allCases {
      for alignment in [CarouselAlignment.center, .leading] {
        for perScreen in [nil, 3] {
          for looping in [false, true] {
            for selection in 0..<5 {
              for landing in [0.0, 0.02, 0.05, 0.08, 0.1, 0.15, 0.2, 0.3, 0.5] {
                let label =
                  "\(name) \(alignment) \(String(describing: perScreen)) \(looping) \(selection) \(landing)"
                var engine = CarouselReachableItemsTests.engine(
                  count: 5, selection: selection, style: name.style, perScreen: perScreen,
                  alignment: alignment, looping: looping)
                if landing > 0 {
                  engine.next(at: at(1))
                  let moving = engine.slots(at: at(1 + landing))
                  #expect(
                    !engine.isMoving(at: at(1 + landing))
                      || moving.allSatisfy { !$0.receivesTouches && $0.selectsOnTap == nil },
                    "\(label)")
                  engine.dragChanged(.touchDown, at: at(1 + landing))
                }
                let now = at(1 + landing)
                let slots = try #require(engine.stillSlots(at: now), "\(label)")
                let size = engine.layoutGeometry.itemSize
                for slot in slots {
                  #expect(
                    slot.receivesTouches == Self.takesTouches(slot, among: slots, itemSize: size),
                    "\(label): item \(slot.item.index)")
                  #expect(!slot.isReachable || slot.receivesTouches, "\(label)")
                  #expect(!slot.receivesTouches || slot.isInAccessibilityTree, "\(label)")
                  #expect(slot.selectsOnTap == (slot.receivesTouches ? nil : slot.item.index))
                  #expect(
                    slot.selectsOnUnhandledTap
                      == (slot.receivesTouches && !slot.item.isFocused ? slot.item.index : nil))
                }
              }
            }
          }
        }
      }
    }
  }

  /// The model: the focused item; else a flat item (no turn, a positive scale) whose drawn
  /// frame overlaps no other's by more than half a point, and that shows 44 points or more
  /// of itself (its whole length where it is shorter, half a point spared) along each axis of
  /// the 390 × 300 viewport.
  static func takesTouches(
    _ slot: CarouselSlot<Int>, among slots: CarouselSlots<Int>, itemSize: CarouselSize
  ) -> Bool {
    if slot.item.isFocused { return true }
    func frame(_ item: CarouselVisibleItem) -> (x: ClosedRange<Double>, y: ClosedRange<Double>) {
      let width = itemSize.width * item.scale
      let height = itemSize.height * item.scale
      return (
        item.x - width / 2...item.x + width / 2, item.y - height / 2...item.y + height / 2
      )
    }
    guard slot.item.rotation.angle == 0, slot.item.scale > 0 else { return false }
    let mine = frame(slot.item)
    func overlap(_ a: ClosedRange<Double>, _ b: ClosedRange<Double>) -> Double {
      min(a.upperBound, b.upperBound) - max(a.lowerBound, b.lowerBound)
    }
    for other in slots where other.id != slot.id {
      let theirs = frame(other.item)
      if overlap(mine.x, theirs.x) > 0.5 && overlap(mine.y, theirs.y) > 0.5 { return false }
    }
    func showsEnough(_ span: ClosedRange<Double>, in room: Double) -> Bool {
      let shown = overlap(span, -room / 2...room / 2)
      let length = span.upperBound - span.lowerBound
      return shown > 0 && shown >= min(44, length) - 0.5
    }
    return showsEnough(mine.x, in: 390) && showsEnough(mine.y, in: 300)
  }
}
