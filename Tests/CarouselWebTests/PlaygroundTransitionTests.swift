import CarouselCore
import Testing

@testable import CarouselWeb

/// The playground's transition presets: the effect each gives an item from its phase (what the
/// page draws on top of the style), and the SwiftUI code that makes the same effect.
@Suite struct PlaygroundTransitionTests {
  /// The effect of `transition` on an item `value` items from the focus of a carousel of
  /// full-width pages (so the visible area's measure and the focus's agree up to one item).
  private func effect(
    _ transition: PlaygroundTransition, at value: Double, axis: CarouselAxis = .horizontal
  ) -> PlaygroundTransitionEffect {
    transition.effect(
      for: CarouselTransitionPhase(value: value, isIdentity: abs(value) < 0.5, index: 0),
      placement: CarouselTransitionPlacement(
        centerDistance: value * 390, length: 390, containerLength: 390),
      axis: axis)
  }

  /// The share of the way from the identity phase's effect to the edge's at a quarter item
  /// from the focus: SwiftUI's ease-in-out at a quarter (solved independently of the package).
  private let quarter = 0.1291619310473198

  /// Whether two effects' numbers agree to the precision of the sampled ease (0.001).
  private func isClose(_ lhs: Double, _ rhs: Double) -> Bool { abs(lhs - rhs) < 1e-3 }

  /// Expects `values` to be `expected`, each to the precision of the sampled ease.
  private func expectClose(
    _ values: [Double], _ expected: [Double], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      values.count == expected.count && zip(values, expected).allSatisfy(isClose),
      "\(values) against \(expected)", sourceLocation: sourceLocation)
  }

  @Test func noneLeavesTheStyleAlone() {
    let identity = PlaygroundTransitionEffect(
      scale: 1, opacity: 1, offsetX: 0, offsetY: 0, blur: 0)
    #expect([0, -0.5, 1, 3].map { effect(.none, at: $0) } == Array(repeating: identity, count: 4))
  }

  @Test func scaleAndFadeShrinksToOneItemAwayAndFadesOn() {
    let values = [0, 0.5, -0.5, 1, -1, 2, 3]
    expectClose(
      values.map { effect(.scaleAndFade, at: $0).scale }, [1, 0.925, 0.925, 0.85, 0.85, 0.85, 0.85])
    expectClose(
      values.map { effect(.scaleAndFade, at: $0).opacity }, [1, 0.8, 0.8, 0.6, 0.6, 0.2, 0])
    #expect(values.map { effect(.scaleAndFade, at: $0).blur } == [0, 0, 0, 0, 0, 0, 0])
  }

  @Test func depthShrinksAndBlursToOneItemAway() {
    let values = [0, -0.5, 1, -2]
    expectClose(values.map { effect(.depth, at: $0).scale }, [1, 0.95, 0.9, 0.9])
    expectClose(values.map { effect(.depth, at: $0).blur }, [0, 2, 4, 4])
    #expect(values.map { effect(.depth, at: $0).opacity } == [1, 1, 1, 1])
    // Eased in and out, as SwiftUI's interactive default.
    #expect(isClose(effect(.depth, at: 0.25).scale, 1 - 0.1 * quarter))
    #expect(isClose(effect(.depth, at: 0.25).blur, 4 * quarter))
  }

  @Test func parallaxLagsAlongTheAxis() {
    let horizontal = [0, 0.5, -1, 2].map { effect(.parallax, at: $0) }
    expectClose(horizontal.map(\.offsetX), [0, -20, 40, -80])
    #expect(horizontal.map(\.offsetY) == [0, 0, 0, 0])
    #expect(horizontal.map(\.scale) == [1, 1, 1, 1])
    let vertical = [0.5, -1].map { effect(.parallax, at: $0, axis: .vertical) }
    expectClose(vertical.map(\.offsetY), [-20, 40])
    #expect(vertical.map(\.offsetX) == [0, 0])
  }

  /// `scrollTransition`'s own example: the closure alone would jump from 0.85 to 1 at half an
  /// item; blended between the phases it grows smoothly, eased in and out.
  @Test func anIdentityScaleGrowsSmoothlyToTheFocus() {
    let values = [0, -0.5, -1, 2]
    expectClose(values.map { effect(.identityScale, at: $0).scale }, [1, 0.925, 0.85, 0.85])
    #expect(values.map { effect(.identityScale, at: $0).opacity } == [1, 1, 1, 1])
    #expect(isClose(effect(.identityScale, at: 0.25).scale, 1 - 0.15 * quarter))
    #expect(isClose(effect(.identityScale, at: -0.75).scale, 0.85 + 0.15 * quarter))
    #expect(
      PlaygroundTransition.identityScale.code(axis: .vertical) == [
        ".carouselTransition { content, phase in", "  content",
        "    .scaleEffect(phase.isIdentity ? 1 : 0.85)", "}",
      ])
  }

  @Test func eachPresetWritesItsTransition() {
    #expect(PlaygroundTransition.none.code(axis: .horizontal) == nil)
    #expect(
      PlaygroundTransition.scaleAndFade.code(axis: .horizontal) == [
        ".carouselTransition(.interactive.fromFocus()) { content, phase in",
        "  content",
        "    .scaleEffect(1 - min(abs(phase.value), 1) * 0.15)",
        "    .opacity(1 - abs(phase.value) * 0.4)",
        "}",
      ])
    #expect(
      PlaygroundTransition.depth.code(axis: .vertical) == [
        ".carouselTransition(.interactive.fromFocus()) { content, phase in",
        "  content",
        "    .scaleEffect(1 - min(abs(phase.value), 1) * 0.1)",
        "    .blur(radius: min(abs(phase.value), 1) * 4)",
        "}",
      ])
    #expect(
      PlaygroundTransition.parallax.code(axis: .horizontal)?[2]
        == "    .offset(x: phase.value * -40)")
    #expect(
      PlaygroundTransition.parallax.code(axis: .vertical)?[2] == "    .offset(y: phase.value * -40)"
    )
  }
}
