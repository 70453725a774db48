import CarouselCore

/// The per-item effects the playground offers, as `.carouselTransition { content, phase in … }`
/// spells them: each preset is computed here from an item's ``CarouselTransitionPhase`` and its
/// placement in the viewport, per item and per frame, blended between its phases as CarouselUI
/// blends the app's effect (the preset's ``configuration``), for the page to add to what the
/// style does, and written as the SwiftUI code that makes the same effect (``code(axis:)``).
package enum PlaygroundTransition: Int, Hashable, Sendable, CaseIterable {
  /// No effect of its own, the default: the style alone.
  case none
  /// Full size at the focus, 0.85 one item away and beyond; opacity falls by 0.4 per item.
  case scaleAndFade
  /// Neighbors sink back: 0.9 of the size and a 4-point blur one item away and beyond.
  case depth
  /// Each item lags behind its place by 40 points per item of distance, along the axis.
  case parallax
  /// `scrollTransition`'s own example: full size at the identity phase (wholly in view), 0.85
  /// off it, which the blend between the phases makes grow smoothly as an item comes into view.
  case identityScale

  /// The effect on an item at `phase` (its distance from the focus, as the layout gives it)
  /// drawn at `placement`, in a carousel that pages along `axis`: the preset's effect at the
  /// blend's phases, blended.
  package func effect(
    for phase: CarouselTransitionPhase, placement: CarouselTransitionPlacement, axis: CarouselAxis
  ) -> PlaygroundTransitionEffect {
    let blend = configuration.blend(for: phase, placement: placement)
    let from = effect(at: blend.from, axis: axis)
    guard !blend.isSinglePhase else { return from }
    return from.interpolated(toward: effect(at: blend.to, axis: axis), by: blend.fraction)
  }

  /// How the preset's effect follows an item: `scrollTransition`'s example as SwiftUI measures
  /// it, from the visible area; the others grow with the distance from the focus beyond one
  /// item (a fade to 2.5 items, a parallax), so they measure from the focus.
  private var configuration: CarouselTransitionConfiguration {
    self == .identityScale ? .interactive : .interactive.fromFocus()
  }

  /// The preset's effect at one phase, as the closure of its SwiftUI code computes it.
  private func effect(at phase: CarouselTransitionPhase, axis: CarouselAxis)
    -> PlaygroundTransitionEffect
  {
    // The scale and the blur stop growing one item away, so the second neighbor of a peek or
    // cover-flow carousel looks like the first; the fade goes on (it reaches 0 at 2.5 items).
    let distance = abs(phase.value)
    let nearDistance = min(distance, 1)
    var effect = PlaygroundTransitionEffect()
    switch self {
    case .none:
      break
    case .scaleAndFade:
      effect.scale = 1 - nearDistance * 0.15
      // A renderer draws an opacity below 0 as 0 (SwiftUI, CSS); the page gets the drawn value.
      effect.opacity = max(1 - distance * 0.4, 0)
    case .depth:
      effect.scale = 1 - nearDistance * 0.1
      effect.blur = nearDistance * 4
    case .parallax:
      let lag = phase.value * -40
      if axis == .horizontal { effect.offsetX = lag } else { effect.offsetY = lag }
    case .identityScale:
      effect.scale = phase.isIdentity ? 1 : 0.85
    }
    return effect
  }

  /// The `.carouselTransition` modifier for this preset, one line per element, indented by two
  /// spaces per level from the modifier's own; `nil` for ``none``, which writes nothing.
  package func code(axis: CarouselAxis) -> [String]? {
    let effects: [String]
    switch self {
    case .none:
      return nil
    case .scaleAndFade:
      effects = [
        ".scaleEffect(1 - min(abs(phase.value), 1) * 0.15)",
        ".opacity(1 - abs(phase.value) * 0.4)",
      ]
    case .depth:
      effects = [
        ".scaleEffect(1 - min(abs(phase.value), 1) * 0.1)",
        ".blur(radius: min(abs(phase.value), 1) * 4)",
      ]
    case .parallax:
      effects = [".offset(\(axis == .horizontal ? "x" : "y"): phase.value * -40)"]
    case .identityScale:
      effects = [".scaleEffect(phase.isIdentity ? 1 : 0.85)"]
    }
    let modifier =
      self == .identityScale
      ? ".carouselTransition { content, phase in"
      : ".carouselTransition(.interactive.fromFocus()) { content, phase in"
    return [modifier, "  content"] + effects.map { "    \($0)" } + ["}"]
  }
}

/// What a ``PlaygroundTransition`` does to one item, in the order the SwiftUI code applies it
/// to the item's content: scaled about its center, moved, then blurred and faded. The style's
/// own placement (its scale, turn and offset) comes after, around it, as CarouselUI applies a
/// transition inside the placement.
package struct PlaygroundTransitionEffect: Hashable, Sendable {
  /// The scale about the item's center; 1 is none.
  package var scale = 1.0
  /// The opacity, 0 to 1, multiplied with the style's.
  package var opacity = 1.0
  /// The offset across the screen, in points (positive is to the right).
  package var offsetX = 0.0
  /// The offset down the screen, in points.
  package var offsetY = 0.0
  /// The blur radius in points; 0 is none.
  package var blur = 0.0

  /// No effect.
  package init() {}

  /// An effect of `scale`, `opacity`, an offset of `offsetX` by `offsetY` and `blur`.
  package init(scale: Double, opacity: Double, offsetX: Double, offsetY: Double, blur: Double) {
    self.scale = scale
    self.opacity = opacity
    self.offsetX = offsetX
    self.offsetY = offsetY
    self.blur = blur
  }

  /// This effect moved toward `other` by `fraction`, each number along a straight line, as
  /// SwiftUI interpolates a visual effect's `animatableData`.
  func interpolated(toward other: PlaygroundTransitionEffect, by fraction: Double)
    -> PlaygroundTransitionEffect
  {
    func blend(_ start: Double, _ end: Double) -> Double { start + (end - start) * fraction }
    return PlaygroundTransitionEffect(
      scale: blend(scale, other.scale), opacity: blend(opacity, other.opacity),
      offsetX: blend(offsetX, other.offsetX), offsetY: blend(offsetY, other.offsetY),
      blur: blend(blur, other.blur))
  }
}
