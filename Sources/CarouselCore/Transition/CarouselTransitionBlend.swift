/// What a per-item effect draws for one item at one place
/// (``CarouselTransitionConfiguration/blend(for:)``): the effect closure called at ``from``,
/// blended toward the closure called at ``to`` by ``fraction`` (0 is all `from`), as SwiftUI
/// interpolates a `scrollTransition` effect's `animatableData` between its phases.
@usableFromInline
package struct CarouselTransitionBlend: Hashable, Sendable {
  /// The phase whose effect the blend starts from.
  @usableFromInline package let from: CarouselTransitionPhase
  /// The phase whose effect the blend goes toward.
  @usableFromInline package let to: CarouselTransitionPhase
  /// How far from `from` toward `to`, in `0...1`.
  @usableFromInline package let fraction: Double

  /// The effect at `from`, blended toward `to` by `fraction`.
  @inlinable package init(
    from: CarouselTransitionPhase, to: CarouselTransitionPhase, fraction: Double
  ) {
    self.from = from
    self.to = to
    self.fraction = fraction
  }

  /// The effect at `phase` alone.
  @inlinable package init(phase: CarouselTransitionPhase) {
    self.init(from: phase, to: phase, fraction: 0)
  }

  /// Whether the blend is one phase's effect alone, and the closure need be called once.
  @inlinable package var isSinglePhase: Bool { fraction == 0 }
}
