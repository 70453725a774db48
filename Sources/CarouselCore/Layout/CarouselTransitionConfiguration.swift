/// How a carousel's per-item effect (`.carouselTransition`) follows an item as it moves, as
/// SwiftUI's `ScrollTransitionConfiguration` does for `scrollTransition`: interpolated between
/// its phases with the item's place (``interactive``, the default), switched between them with
/// an animation (``animated``), or not applied (``identity``).
///
/// The effect closure is called with the discrete phases and the results are blended, as
/// `scrollTransition` does: at the focus ``CarouselTransitionPhase/identity``-like (`value` 0,
/// `isIdentity` true), one item before or after with `value` −1 or 1 (`isIdentity` false).
/// An effect written from `isIdentity`, `content.scaleEffect(phase.isIdentity ? 1 : 0.85)`,
/// then grows smoothly from 0.85 to 1 as its item comes to the focus, instead of snapping
/// halfway. Farther than one item (the second neighbor a peek or cover-flow carousel shows),
/// the closure gets the item's own distance, ±2 two items away, so an effect that keeps
/// growing with `phase.value` (a fade, a parallax) goes on growing.
///
/// ```swift
/// Carousel(cards) { card in CardView(card) }
///   .carouselStyle(.peek)
///   .carouselTransition(.interactive.threshold(0.2)) { content, phase in
///     content.scaleEffect(phase.isIdentity ? 1 : 0.85)  // full size within 0.2 of the focus
///   }
/// ```
public struct CarouselTransitionConfiguration: Hashable, Sendable {
  @usableFromInline enum Mode: Hashable, Sendable {
    case interactive
    case animated(SettleSpring)
    case identity
  }

  @usableFromInline let mode: Mode
  /// The distance from the focus, in items, within which an item is at the identity phase,
  /// in `0...1`; `nil` for the mode's own (see ``threshold(_:)``).
  @usableFromInline let identityDistance: Double?

  private init(mode: Mode, identityDistance: Double? = nil) {
    self.mode = mode
    self.identityDistance = identityDistance
  }

  /// The effect follows the item's place: the closure's effects at the focus and one item away
  /// are interpolated by the item's distance from the focus (a `VisualEffect` is `Animatable`),
  /// every frame of a drag and of a settle. The default, as for `scrollTransition`.
  public static let interactive = CarouselTransitionConfiguration(mode: .interactive)

  /// The item switches between the identity phase and the edge phases (−1 or 1) when it
  /// becomes or stops being the focused item, the change animated with the
  /// ``SettleSpring/bouncy`` spring, as `ScrollTransitionConfiguration.animated` does.
  public static let animated = CarouselTransitionConfiguration.animated(.bouncy)

  /// The item switches phases as with ``animated``, the change animated with `spring`. With
  /// Reduce Motion on the change is not animated.
  public static func animated(_ spring: SettleSpring) -> CarouselTransitionConfiguration {
    CarouselTransitionConfiguration(mode: .animated(spring))
  }

  /// No effect: the closure is not applied, as `ScrollTransitionConfiguration.identity`.
  public static let identity = CarouselTransitionConfiguration(mode: .identity)

  /// This configuration with items counted at the identity phase while they are at most
  /// `distance` items from the focus, as `ScrollTransitionConfiguration.threshold(_:)` sets
  /// where a view counts as fully shown.
  ///
  /// With ``interactive`` (threshold 0 by default: only the item exactly at the focus is at
  /// identity) the blend then runs from `distance` to one item away; with ``animated`` (by
  /// default the focused item, the one nearest the position) the phase switches at `distance`.
  /// A distance below 0 counts as 0, above 1 as 1; NaN keeps the mode's own.
  public func threshold(_ distance: Double) -> CarouselTransitionConfiguration {
    CarouselTransitionConfiguration(
      mode: mode, identityDistance: distance.isNaN ? nil : min(max(distance, 0), 1))
  }

  /// What the effect draws for an item at `phase` (its place, as the layout gives it): the
  /// closure's effect at the blend's `from` phase, blended toward its effect at `to`; `nil`
  /// when the configuration is ``identity`` and nothing is drawn. A NaN distance counts as the
  /// focus. Inlinable: a carousel with an effect blends every drawn item every frame.
  @inlinable package func blend(for phase: CarouselTransitionPhase) -> CarouselTransitionBlend? {
    let value = phase.value.isNaN ? 0 : phase.value
    let distance = abs(value)
    let identity = CarouselTransitionBlend(
      phase: CarouselTransitionPhase(value: 0, isIdentity: true, index: phase.index))
    func edge(_ value: Double) -> CarouselTransitionPhase {
      CarouselTransitionPhase(value: value, isIdentity: false, index: phase.index)
    }
    switch mode {
    case .identity:
      return nil
    case .animated:
      let isIdentity = identityDistance.map { distance <= $0 } ?? phase.isIdentity
      return isIdentity ? identity : CarouselTransitionBlend(phase: edge(value < 0 ? -1 : 1))
    case .interactive:
      let start = identityDistance ?? 0
      if distance <= start { return identity }
      // Beyond one item the closure gets the item's own distance: its effect there goes on as
      // the app wrote it, and meets the blend's end at exactly one item.
      if distance >= 1 { return CarouselTransitionBlend(phase: edge(value)) }
      return CarouselTransitionBlend(
        from: identity.from, to: edge(value < 0 ? -1 : 1),
        fraction: (distance - start) / (1 - start))
    }
  }

  /// The spring that animates a change of phase: the ``animated(_:)`` spring, or `nil` (no
  /// animation) for the other modes, whose effect follows each frame, and with Reduce Motion
  /// on.
  package func phaseChangeSpring(reduceMotion: Bool) -> SettleSpring? {
    guard case .animated(let spring) = mode, !reduceMotion else { return nil }
    return spring
  }
}
