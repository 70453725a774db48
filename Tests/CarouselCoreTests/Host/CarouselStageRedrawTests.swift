import CarouselCore
import Testing

private typealias Host = CarouselHost<String, ManualClock>

/// A host over `ids`, selecting `selection`, in `style`, 300 × 200 points, on screen at 0 s.
private func host(
  _ ids: [String], selecting selection: String? = nil, style: CarouselStyleName = .paged
) -> Host {
  var host = Host(at: at(0))
  var configuration = CarouselConfiguration.testing(autoplay: .off)
  configuration.style = style.style
  host.configure(configuration, at: at(0))
  host.itemsChanged(ids, selecting: selection, at: at(0))
  host.appeared(at: at(0))
  return host
}

/// The reproductions: an edit that keeps the item count and the selected item changes
/// what a still carousel draws, so it must be published (the frame timeline is paused).
@Suite struct CarouselStageRedrawTests {
  /// `["a", "b", "c"]` → `["a", "x", "c"]` on item "a": the neighbor "b" that the style draws
  /// beside the selected item is replaced by "x".
  @Test(arguments: [CarouselStyleName.peek, .coverFlow, .stack, .ring, .scale])
  func replacingADrawnNeighborRedraws(_ style: CarouselStyleName) {
    var host = host(["a", "b", "c"], style: style)
    let changes = host.itemsChanged(["a", "x", "c"], selecting: nil, at: at(1))
    #expect(changes.contains(.stage))
    #expect(host.stage.stillSlots?.map(\.id.id).contains("x") == true)
    #expect(host.stage.stillSlots?.map(\.id.id).contains("b") == false)
  }

  /// `["a", "b", "c"]` selecting "b" → `["b", "a", "c"]`: "b" stays selected but moves to the
  /// first page, so the lit dot and the neighbors change.
  @Test func reorderingAroundTheSelectedItemRedraws() {
    var host = host(["a", "b", "c"], selecting: "b", style: .peek)
    #expect(host.stage.indicator.accessibility.selectedIndex == 1)
    let changes = host.itemsChanged(["b", "a", "c"], selecting: nil, at: at(1))
    #expect(changes.contains(.stage))
    #expect(host.stage.indicator.accessibility.selectedIndex == 0)
    #expect(host.stage.selectedID == "b")
  }

  /// An identical list changes nothing drawn: nothing is published.
  @Test func reSendingTheSameListPublishesNothing() {
    var host = host(["a", "b", "c"], style: .peek)
    expectValue(host.itemsChanged(["a", "b", "c"], selecting: nil, at: at(1)), [])
  }
}

/// A still ring whose shadows are turned on or off draws the same slots in the same places, yet
/// its views must draw again: the stage says whether the style casts shadows.
@Suite struct CarouselStageShadowRedrawTests {
  @Test func turningARingsShadowsOnOrOffRedrawsAStillCarousel() {
    var host = host(["a", "b", "c", "d"], style: .ring)
    #expect(!host.stage.castsShadows)
    var configuration = host.engine.configuration
    configuration.style = RingCarouselStyle(castsShadows: true)
    #expect(host.configure(configuration, at: at(1)).contains(.stage))
    #expect(host.stage.castsShadows)
    // The same again changes nothing.
    #expect(!host.configure(configuration, at: at(1)).contains(.stage))
    configuration.style = RingCarouselStyle()
    #expect(host.configure(configuration, at: at(2)).contains(.stage))
    #expect(!host.stage.castsShadows)
  }
}
