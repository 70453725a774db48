import CarouselCore
import Testing

@testable import CarouselWeb

/// The playground's transition presets: the effect each gives an item from its phase (what the
/// page draws on top of the style), and the SwiftUI code that makes the same effect.
@Suite struct PlaygroundTransitionTests {
  /// The effect of `transition` on an item `value` items from the focus.
  private func effect(
    _ transition: PlaygroundTransition, at value: Double, axis: CarouselAxis = .horizontal
  ) -> PlaygroundTransitionEffect {
    transition.effect(
      for: CarouselTransitionPhase(value: value, isIdentity: abs(value) < 0.5, index: 0),
      axis: axis)
  }

  @Test func noneLeavesTheStyleAlone() {
    let identity = PlaygroundTransitionEffect(
      scale: 1, opacity: 1, offsetX: 0, offsetY: 0, blur: 0)
    #expect([0, -0.5, 1, 3].map { effect(.none, at: $0) } == Array(repeating: identity, count: 4))
  }

  @Test func scaleAndFadeShrinksToOneItemAwayAndFadesOn() {
    let values = [0, 0.5, -0.5, 1, -1, 2, 3]
    #expect(
      values.map { effect(.scaleAndFade, at: $0).scale } == [
        1, 0.925, 0.925, 0.85, 0.85, 0.85, 0.85,
      ])
    #expect(
      values.map { effect(.scaleAndFade, at: $0).opacity } == [
        1, 0.8, 0.8, 0.6, 0.6, 0.19999999999999996, 0,
      ])
    #expect(values.map { effect(.scaleAndFade, at: $0).blur } == [0, 0, 0, 0, 0, 0, 0])
  }

  @Test func depthShrinksAndBlursToOneItemAway() {
    let values = [0, 0.25, -0.5, 1, -2]
    #expect(values.map { effect(.depth, at: $0).scale } == [1, 0.975, 0.95, 0.9, 0.9])
    #expect(values.map { effect(.depth, at: $0).blur } == [0, 1, 2, 4, 4])
    #expect(values.map { effect(.depth, at: $0).opacity } == [1, 1, 1, 1, 1])
  }

  @Test func parallaxLagsAlongTheAxis() {
    let horizontal = [0, 0.5, -1, 2].map { effect(.parallax, at: $0) }
    #expect(horizontal.map(\.offsetX) == [0, -20, 40, -80])
    #expect(horizontal.map(\.offsetY) == [0, 0, 0, 0])
    #expect(horizontal.map(\.scale) == [1, 1, 1, 1])
    let vertical = [0.5, -1].map { effect(.parallax, at: $0, axis: .vertical) }
    #expect(vertical.map(\.offsetY) == [-20, 40])
    #expect(vertical.map(\.offsetX) == [0, 0])
  }

  /// `scrollTransition`'s own example: the closure alone would jump from 0.85 to 1 at half an
  /// item; blended between the phases it grows along a straight line.
  @Test func anIdentityScaleGrowsSmoothlyToTheFocus() {
    let values = [0, 0.25, -0.5, 0.75, -1, 2]
    #expect(
      values.map { effect(.identityScale, at: $0).scale } == [1, 0.9625, 0.925, 0.8875, 0.85, 0.85])
    #expect(values.map { effect(.identityScale, at: $0).opacity } == [1, 1, 1, 1, 1, 1])
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
        ".carouselTransition { content, phase in",
        "  content",
        "    .scaleEffect(1 - min(abs(phase.value), 1) * 0.15)",
        "    .opacity(1 - abs(phase.value) * 0.4)",
        "}",
      ])
    #expect(
      PlaygroundTransition.depth.code(axis: .vertical) == [
        ".carouselTransition { content, phase in",
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
