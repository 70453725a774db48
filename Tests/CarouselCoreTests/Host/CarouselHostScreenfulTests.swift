import CarouselCore
import Testing

private typealias Host = CarouselHost<Int, ManualClock>

/// Which of a host's steps move a screenful: VoiceOver's three-finger scroll does, when the
/// carousel pages by screenfuls; keys, the crown and the proxy move one item.
@Suite struct CarouselHostScreenfulTests {
  /// A host over 8 items in a leading row of 3 columns, on screen, selecting `selection`.
  private func host(selection: Int = 0, step: AnyCarouselTargetBehavior = .screenful) -> Host {
    var configuration = CarouselConfiguration.swiping(.paged)
    configuration.layout.alignment = .leading
    configuration.layout.mainItemLength = .count(3)
    configuration.targetBehavior = AnyCarouselTargetBehavior(step)
    var host = Host(at: at(0))
    host.configure(configuration, at: at(0))
    host.itemsChanged(Array(0..<8), selecting: selection, at: at(0))
    host.appeared(at: at(0))
    return host
  }

  @Test func theAccessibilityScrollMovesAScreenful() {
    var host = host()
    #expect(host.userStepped(.next, cause: .accessibility, at: at(1)).contains(.selection))
    #expect(host.engine.selectedIndex == 3)
    host.userStepped(.next, cause: .accessibility, at: at(2))
    #expect(host.engine.selectedIndex == 6)
    host.userStepped(.previous, cause: .accessibility, at: at(3))
    #expect(host.engine.selectedIndex == 2)
  }

  /// At the end nothing moves, so nothing is announced.
  @Test func theAccessibilityScrollStopsAtTheEnd() {
    var host = host(selection: 7)
    #expect(!host.userStepped(.next, cause: .accessibility, at: at(1)).contains(.selection))
    #expect(host.engine.selectedIndex == 7)
  }

  @Test(arguments: [CarouselSelectionCause.keyboard, .crown])
  func otherStepsMoveOneItem(cause: CarouselSelectionCause) {
    var host = host()
    host.userStepped(.next, cause: cause, at: at(1))
    #expect(host.engine.selectedIndex == 1)
    host.step(.next, at: at(2))
    #expect(host.engine.selectedIndex == 2)
  }

  @Test func byItemsTheAccessibilityScrollMovesOneItem() {
    var host = host(step: .item)
    host.userStepped(.next, cause: .accessibility, at: at(1))
    #expect(host.engine.selectedIndex == 1)
  }
}
