import CarouselCore
import Testing

private typealias Host = CarouselHost<Int, ManualClock>

/// VoiceOver's focus landing on an item (``CarouselHost/accessibilityFocused(page:at:)``): the
/// row follows it as a scroll view does, the move's cause VoiceOver's.
@Suite struct CarouselHostAccessibilityFocusTests {
  /// A host over 8 items in a leading row of 3 columns, on screen, selecting `selection`, with
  /// an index binding.
  private func host(selection: Int = 0, reduceMotion: Bool = false) -> Host {
    var configuration = CarouselConfiguration.swiping(.paged)
    configuration.layout.alignment = .leading
    configuration.layout.mainItemLength = .count(3)
    var host = Host(at: at(0))
    host.configure(configuration, at: at(0))
    host.itemsChanged(Array(0..<8), selectingIndex: selection, at: at(0))
    host.appeared(at: at(0))
    host.reduceMotionChanged(reduceMotion, at: at(0))
    _ = host.takeEvents()
    return host
  }

  /// The partly shown fourth tile comes to the trailing edge: the selection, the binding and
  /// the callbacks say so, with VoiceOver as the cause, and the selection feedback plays.
  @Test func focusOnTheFourthTileMovesTheRow() {
    var host = host()
    let before = host.userSelectionChanges
    let changes = host.accessibilityFocused(page: 3, at: at(1))
    #expect(changes.contains(.selection))
    #expect(changes.contains(.binding))
    #expect(host.engine.selectedIndex == 1)
    #expect(host.binding == .index(1))
    #expect(host.userSelectionChanges == before + 1)
    #expect(host.stage.isMoving)
    #expect(
      host.takeEvents().contains { event in
        if case .selectionChanged(from: 0, to: 1, cause: .accessibility) = event { return true }
        return false
      })
  }

  /// A tile wholly in view: nothing changes, nothing is heard.
  @Test func focusOnATileInViewChangesNothing() {
    var host = host()
    for page in 0...2 {
      #expect(host.accessibilityFocused(page: page, at: at(1)).isEmpty)
    }
    #expect(host.engine.selectedIndex == 0)
    #expect(host.takeEvents().isEmpty)
  }

  /// With Reduce Motion on, the row jumps.
  @Test func withReduceMotionTheRowJumps() {
    var host = host(reduceMotion: true)
    host.accessibilityFocused(page: 3, at: at(1))
    #expect(host.engine.selectedIndex == 1)
    #expect(!host.stage.isMoving)
  }

  /// While paging is off, the focus moves nothing.
  @Test func whilePagingIsOffNothingMoves() {
    var host = host()
    host.pagingChanged(allowed: false, at: at(0))
    #expect(host.accessibilityFocused(page: 3, at: at(1)).isEmpty)
    #expect(host.engine.selectedIndex == 0)
  }
}
