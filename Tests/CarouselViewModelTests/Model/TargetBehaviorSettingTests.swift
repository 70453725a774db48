import CarouselCore
import CarouselViewModel
import Testing
import UpdateCycleDouble

/// `.carouselTargetBehavior(_:)` writes the behavior into the settings' configuration
/// (`$0.configuration.targetBehavior = AnyCarouselTargetBehavior(behavior)`), as every carousel
/// modifier writes its setting; through the update cycle's double, the setting reaches the
/// engine: a swipe lands where the app's rule says, and changing the rule changes the landing.
@MainActor @Suite struct TargetBehaviorSettingTests {
  /// Snaps to the first tile of the sections 0-2, 3-4 and 5-7: a flick to the next start its
  /// way, a slow release to the nearest.
  struct SectionStarts: CarouselTargetBehavior {
    let starts = [0, 3, 5]
    func updateTarget(_ target: inout CarouselTarget, context: CarouselTargetContext) {
      let released = context.releasedAt
      if context.velocity >= 0.5 {
        target.index = starts.first { Double($0) > released } ?? starts[2]
      } else if context.velocity <= -0.5 {
        target.index = starts.last { Double($0) < released } ?? starts[0]
      } else {
        target.index = starts.min { abs(Double($0) - released) < abs(Double($1) - released) }!
      }
    }
  }

  /// Eight tiles, three a screen (130 points each) in a leading row, the first selected,
  /// snapping to sections; shown.
  static func sections(options: UpdateCycleOptions) -> CarouselScreen {
    let screen = CarouselScreen(
      items: (0..<8).map { CarouselScreen.Item(id: $0) }, selection: .some(0), options: options)
    screen.settings.configuration.layout.alignment = .leading
    screen.settings.configuration.layout.mainItemLength = .count(3)
    screen.settings.configuration.targetBehavior = AnyCarouselTargetBehavior(SectionStarts())
    screen.appear()
    return screen
  }

  /// Flicks move a section at a time, both ways; the binding follows and the app hears each
  /// move once, as the user's.
  @Test(arguments: UpdateCycleOptions.all) func flicksMoveBySections(options: UpdateCycleOptions) {
    let screen = Self.sections(options: options)
    var landed: [Int?] = []
    for forward in [true, true, false, false] {
      screen.swipe(by: forward ? -60 : 60, velocity: forward ? -800 : 800)
      screen.wait(2)
      landed.append(screen.selection?.value)
    }
    #expect(landed == [3, 5, 3, 0], "\(options)")
    #expect(screen.focusedItem == 0, "\(options)")
    #expect(
      screen.heard.selections == [
        .selection(from: 0, to: 3, cause: .swipe), .selection(from: 3, to: 5, cause: .swipe),
        .selection(from: 5, to: 3, cause: .swipe), .selection(from: 3, to: 0, cause: .swipe),
      ], "\(options)")
  }

  /// A slow drag of 1.7 tiles settles on the nearest section start, the 4th tile; with the
  /// default set back in an update, the same drag settles two tiles on, and a flick moves one.
  @Test(arguments: UpdateCycleOptions.all) func theSettingReachesTheEngineAndChanges(
    options: UpdateCycleOptions
  ) {
    let screen = Self.sections(options: options)
    screen.swipe(by: -440)
    screen.wait(2)
    #expect(screen.selection?.value == 3, "\(options)")
    screen.settings.configuration.targetBehavior = .item
    screen.update()
    screen.swipe(by: -440)
    screen.wait(2)
    #expect(screen.selection?.value == 5, "\(options)")
    screen.swipe(by: -60, velocity: -800)
    screen.wait(2)
    #expect(screen.selection?.value == 6, "\(options)")
  }
}
