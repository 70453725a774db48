import CarouselCore
import CarouselViewModel
import Testing
import UpdateCycleDouble

/// Items as long as their content (`carouselItemLength(.fitted)`) through the update cycle: the
/// slots' measures along the axis arrive through the one measuring call the UI's
/// `CarouselContentMeasure` makes, the host lays the row out at them, and the slots are framed
/// by them; paging, a content change, data edits and bad measures.
@MainActor @Suite struct FittedItemLengthTests {
  /// A leading row of chips 1...count, 10 points apart, in a 390-point carousel, whose content
  /// is 60, 120 and 90 points wide in turn (`widths`, by the chip's number, when given).
  private func screen(count: Int = 6, widths: [Int: Double] = [:]) -> CarouselScreen {
    let screen = CarouselScreen(items: (1...count).map { CarouselScreen.Item(id: $0) })
    screen.settings.configuration.layout.mainItemLength = .fitted
    screen.settings.configuration.layout.alignment = .leading
    screen.settings.configuration.layout.spacing = 10
    screen.contentMainLength = { widths[$0.id] ?? [60, 120, 90][($0.id - 1) % 3] }
    return screen
  }

  /// The drawn slots, in row order, as `number@x+width`.
  private func row(_ screen: CarouselScreen) -> [String] {
    screen.drawnSlotFrames.sorted { $0.x < $1.x }.map { "\($0.item)@\($0.x)+\($0.width)" }
  }

  /// What the slots measure: along the axis only when the items take their content's length,
  /// across only when the carousel fits its slides, both when both; every axis.
  @Test func whatTheSlotsMeasure() {
    var settings = CarouselSettings()
    var found: [String] = []
    for fitted in [false, true] {
      for sizing in [CarouselSizing.flexible, .fitted] {
        for axis in [CarouselAxis.horizontal, .vertical] {
          settings.configuration.layout.mainItemLength = fitted ? .fitted : nil
          settings.sizing = sizing
          settings.configuration.layout.axis = axis
          let fixed = settings.contentFixedSize
          found.append(
            "\(settings.measuredContentAxis.map { "\($0)" } ?? "nil") \(fixed.horizontal) \(fixed.vertical)"
          )
        }
      }
    }
    #expect(
      found == [
        "nil false false", "nil false false", "horizontal false true", "vertical true false",
        "horizontal true false", "vertical false true", "horizontal true true",
        "vertical true true",
      ])
  }

  /// A mixed row after its first measures: chips 60, 120 and 90 wide, each framed by its own
  /// width, leading edges 10 points apart; the focused one at the leading edge.
  @Test func aMixedRowIsLaidOutAtItsMeasures() {
    let screen = screen()
    screen.appear()
    #expect(
      row(screen) == [
        "1@0.0+60.0", "2@70.0+120.0", "3@200.0+90.0", "4@300.0+60.0", "5@370.0+120.0",
      ])
    #expect(screen.focusedItem == 1)
  }

  /// Paging goes item by item through the row (the pager's increment, VoiceOver's adjustable
  /// action): each stop puts the next chip's leading edge at the carousel's; a short swipe
  /// back moves one chip back.
  @Test func pagingStopsOnEachChip() {
    let screen = screen()
    screen.appear()
    screen.user { $0.pagerAdjusted(increment: true) }
    screen.wait(1)
    #expect(screen.focusedItem == 2)
    // Chip 1 (-70 to -10) is out of view, and not drawn.
    #expect(row(screen) == ["2@0.0+120.0", "3@130.0+90.0", "4@230.0+60.0", "5@300.0+120.0"])
    screen.user { $0.pagerAdjusted(increment: true) }
    screen.wait(1)
    #expect(screen.focusedItem == 3)
    #expect(row(screen).prefix(3) == ["3@0.0+90.0", "4@100.0+60.0", "5@170.0+120.0"])
    screen.swipe(by: 40, velocity: 300)
    screen.wait(1)
    #expect(screen.focusedItem == 2)
    #expect(row(screen).prefix(2) == ["2@0.0+120.0", "3@130.0+90.0"])
  }

  /// A chip whose content grows (its title changed) is measured again when the app renders:
  /// the row moves the chips after it.
  @Test func aContentChangeIsMeasuredAgain() {
    var widths: [Int: Double] = [:]
    let screen = screen()
    screen.appear()
    widths[2] = 150
    screen.contentMainLength = { widths[$0.id] ?? [60, 120, 90][($0.id - 1) % 3] }
    screen.renderApp()
    #expect(row(screen) == ["1@0.0+60.0", "2@70.0+150.0", "3@230.0+90.0", "4@330.0+60.0"])
  }

  /// The same measures again tell the host nothing; a new one tells it once.
  @Test func repeatedMeasuresTellTheHostNothing() {
    let screen = screen()
    screen.appear()
    let events = screen.model.hostEvents
    let key = CarouselSlot<Int>.Key(id: 2, lap: 0)
    screen.model.slotMeasured(key, size: CarouselSize(width: 120, height: 40), axis: .horizontal)
    screen.renderApp()
    #expect(screen.model.hostEvents == events)
    screen.model.slotMeasured(key, size: CarouselSize(width: 100, height: 40), axis: .horizontal)
    #expect(screen.model.hostEvents == events + 1)
    screen.update()
    #expect(row(screen).prefix(3) == ["1@0.0+60.0", "2@70.0+100.0", "3@180.0+90.0"])
  }

  /// Measures that are not lengths: NaN, infinite and negative count as 0, huge as 10^9;
  /// nothing traps and the chips after it stay in order.
  @Test func badMeasuresAreSanitized() {
    let screen = screen()
    screen.appear()
    for (width, expected) in [(Double.nan, 0.0), (-40, 0), (.infinity, 0), (1e300, 1e9)] {
      screen.model.slotMeasured(
        CarouselSlot<Int>.Key(id: 2, lap: 0), size: CarouselSize(width: width, height: 40),
        axis: .horizontal)
      screen.update()
      #expect(screen.drawnSlotFrames.first { $0.item == 2 }?.width == expected, "\(width)")
      #expect(row(screen).first == "1@0.0+60.0", "\(width)")
    }
  }

  /// A removed chip's measure goes with it, and the others keep theirs by ID: chip 3 follows
  /// chip 1 at once, framed by the width it was measured at (all three chips in view, so no
  /// new chip is measured); moved, they keep them too.
  @Test func editsKeepTheMeasuresByID() {
    let screen = screen(count: 3)
    screen.appear()
    #expect(row(screen) == ["1@0.0+60.0", "2@70.0+120.0", "3@200.0+90.0"])
    let events = screen.model.hostEvents
    screen.items.remove(at: 1)
    screen.update()
    #expect(row(screen) == ["1@0.0+60.0", "3@70.0+90.0"])
    screen.items.reverse()
    screen.update()
    #expect(row(screen) == ["3@0.0+90.0", "1@100.0+60.0"])
    // Per edit: the list, then its lengths.
    #expect(screen.model.hostEvents == events + 4)
  }

  /// A list with a duplicate ID (a runtime warning): the carousel shows each ID once, and each
  /// keeps its one measure.
  @Test func duplicateIDsTakeOneMeasure() {
    let screen = screen(count: 3)
    screen.items = [1, 2, 2, 3].map { CarouselScreen.Item(id: $0) }
    screen.appear()
    #expect(row(screen) == ["1@0.0+60.0", "2@70.0+120.0", "3@200.0+90.0"])
  }

  /// Measures that come before the carousel appeared (and was configured) are kept and used.
  @Test func measuresBeforeAppearingCount() {
    let screen = screen()
    screen.model.slotMeasured(
      CarouselSlot<Int>.Key(id: 1, lap: 0), size: CarouselSize(width: 60, height: 40),
      axis: .horizontal)
    screen.appear()
    #expect(row(screen).prefix(2) == ["1@0.0+60.0", "2@70.0+120.0"])
  }

  /// Back to a length for all: the row takes it again, and the measures no longer count.
  @Test func leavingFittedDropsTheLengths() {
    let screen = screen()
    screen.appear()
    screen.settings.configuration.layout.mainItemLength = .points(100)
    screen.update()
    #expect(row(screen).prefix(3) == ["1@0.0+100.0", "2@110.0+100.0", "3@220.0+100.0"])
    #expect(screen.model.measuredLengths.isEmpty)
    // Fitted again: the content, fixed along the axis once more, is measured anew.
    screen.settings.configuration.layout.mainItemLength = .fitted
    screen.update()
    #expect(row(screen).prefix(3) == ["1@0.0+60.0", "2@70.0+120.0", "3@200.0+90.0"])
  }

  /// A carousel whose items keep one length (one that only fits its height) keeps no measure
  /// along the axis (none per item it ever drew): the slots' measures do not reach the host.
  @Test func otherCarouselsKeepNoLengths() {
    let screen = screen()
    screen.settings.configuration.layout.mainItemLength = .points(100)
    screen.settings.sizing = .fitted
    screen.appear()
    let events = screen.model.hostEvents
    screen.model.slotMeasured(
      CarouselSlot<Int>.Key(id: 1, lap: 0), size: CarouselSize(width: 60, height: 40),
      axis: .horizontal)
    #expect(screen.model.hostEvents == events)
    #expect(screen.model.measuredLengths.isEmpty)
    #expect(row(screen).prefix(2) == ["1@0.0+100.0", "2@110.0+100.0"])
  }
}
