/// How a carousel's per-item effect (`.carouselTransition`) follows an item as it moves, as
/// SwiftUI's `ScrollTransitionConfiguration` does for `scrollTransition`, with the same meaning:
/// an item is at the identity phase while it is within the carousel's visible area (wholly, by
/// default: see `threshold(_:)`), and goes toward the `topLeading` phase (`value`
/// −1) as it leaves by the leading edge or the `bottomTrailing` phase (`value` 1) by the
/// trailing one. The effect is interpolated between the phases with the item's place, on a
/// timing curve (``interactive``, the default, eases in and out as SwiftUI's does), switched
/// between them with an animation (``animated``), or kept at the identity phase (``identity``).
///
/// The effect closure is called with the discrete phases and the results are blended, as
/// `scrollTransition` does, so an effect written from `isIdentity`,
/// `content.scaleEffect(phase.isIdentity ? 1 : 0.85)`, grows smoothly from 0.85 to 1 as its item
/// comes into view. In a row of three whole tiles all three are at full size; only the tiles
/// cut by an edge shrink.
///
/// ```swift
/// Carousel(photos) { photo in Tile(photo) }
///   .carouselItemLength(.count(3))
///   .carouselTransition { content, phase in
///     content
///       .scaleEffect(phase.isIdentity ? 1 : 0.85)  // whole tiles full size, cut ones smaller
///       .opacity(phase.isIdentity ? 1 : 0.5)
///   }
/// ```
///
/// Styles that draw items over one another (the stack, the fade, the ring) show every item
/// within the visible area: there the phase measured from the focus says more. Ask for it with
/// ``fromFocus(within:)``: the identity phase at the focus (or within the given distance of it,
/// in items), ±1 one item before or after, and beyond one item the item's own distance (±2 two
/// items away), so an effect that keeps growing with `phase.value` goes on growing.
public struct CarouselTransitionConfiguration: Hashable, Sendable {
  private enum Mode: Hashable, Sendable {
    case interactive(CarouselTimingCurve)
    case animated
    case identity
  }

  /// What an item's phase is measured from.
  private enum Measure: Hashable, Sendable {
    /// The visible area, the item at identity while it meets the threshold.
    case visibleArea(Threshold)
    /// The focus, the item at identity while at most the distance from it, in items (`nil`: the
    /// mode's own).
    case focus(within: Double?)
  }

  private let mode: Mode
  private let measure: Measure
  #if !hasFeature(Embedded)
    /// The host's animation for a change of phase (``animated`` only); `nil` for the host's
    /// default.
    private let animation: CarouselHostValue?
  #endif

  #if hasFeature(Embedded)
    private init(mode: Mode, measure: Measure = .visibleArea(.visible)) {
      self.mode = mode
      self.measure = measure
    }
  #else
    private init(
      mode: Mode, measure: Measure = .visibleArea(.visible), animation: CarouselHostValue? = nil
    ) {
      self.mode = mode
      self.measure = measure
      self.animation = animation
    }
  #endif

  /// This configuration measuring from `measure`.
  private func measured(from measure: Measure) -> CarouselTransitionConfiguration {
    #if hasFeature(Embedded)
      CarouselTransitionConfiguration(mode: mode, measure: measure)
    #else
      CarouselTransitionConfiguration(mode: mode, measure: measure, animation: animation)
    #endif
  }

  /// The effect follows the item's place: the closure's effects at the identity phase and at
  /// the edge's are interpolated by how far the item is between the identity threshold and
  /// hidden, eased in and out (SwiftUI's `UnitCurve.easeInOut`), every frame of a drag and of a
  /// settle. The default, as for `scrollTransition`; CarouselUI's
  /// `interactive(timingCurve:)` takes another curve.
  public static let interactive = CarouselTransitionConfiguration(
    mode: .interactive(.easeInOut))

  /// The effect follows the item's place as with ``interactive``, blended at the pace of
  /// `timingCurve` (progress 0: the item just hidden; 1: at the threshold).
  package static func interactive(timingCurve: CarouselTimingCurve)
    -> CarouselTransitionConfiguration
  {
    CarouselTransitionConfiguration(mode: .interactive(timingCurve))
  }

  /// The item switches between the identity phase and its edge's phase (−1 or 1) when it
  /// meets or leaves the threshold, the change animated (by CarouselUI with `.bouncy`, or the
  /// animation of `animated(_:)` or `animation(_:)`), as `ScrollTransitionConfiguration.animated`
  /// does. With Reduce Motion on the change is not animated.
  public static let animated = CarouselTransitionConfiguration(mode: .animated)

  #if !hasFeature(Embedded)
    /// This configuration with `animation` (CarouselUI: a SwiftUI `Animation`) for the host to
    /// animate a change of phase with, when it is ``animated``; the mode and the measure stay.
    package func animating(with animation: CarouselHostValue) -> CarouselTransitionConfiguration {
      CarouselTransitionConfiguration(mode: mode, measure: measure, animation: animation)
    }

    /// The host's animation for a change of phase: the one set, or `default` (`nil` when
    /// `reduceMotion` is on or the configuration is not ``animated``, which animates nothing).
    package func phaseChangeAnimation<Animation: Hashable & Sendable>(
      default: Animation, reduceMotion: Bool
    ) -> Animation? {
      guard mode == .animated, !reduceMotion else { return nil }
      return animation?.value(as: Animation.self) ?? `default`
    }
  #endif

  /// No change of phase: the item stays at the identity phase wherever it is, so the effect
  /// does not change its appearance as it moves, as `ScrollTransitionConfiguration.identity`.
  /// The closure is still applied, at ``CarouselTransitionPhase/identity``, as SwiftUI applies
  /// a transition's closure at every phase: the slide keeps the same views whether its side's
  /// configuration is `.identity` or not (its state survives a drag that changes its side),
  /// and what the closure draws whatever the phase (`content.blur(radius: 2)`) shows.
  public static let identity = CarouselTransitionConfiguration(mode: .identity)

  /// This configuration with items counted at the identity phase from `threshold` on, as
  /// `ScrollTransitionConfiguration.threshold(_:)`: ``Threshold/visible`` (the default) while
  /// wholly in the visible area, ``Threshold/visible(_:)`` while a share of it is,
  /// ``Threshold/centered`` only at the center. The interactive blend runs from hidden to the
  /// threshold.
  public func threshold(_ threshold: Threshold) -> CarouselTransitionConfiguration {
    measured(from: .visibleArea(threshold))
  }

  /// This configuration measuring an item's phase from the carousel's focus, in items, instead
  /// of from the visible area: the identity phase within `distance` items of the focus (by
  /// default, `nil`: exactly at the focus when interactive, the focused item when animated),
  /// the edge's phase one item away, and beyond one item the item's own distance (`value` ±2
  /// two items away). A distance below 0 counts as 0, above 1 as 1; NaN as `nil`.
  ///
  /// ```swift
  /// Carousel(cards) { card in CardView(card) }
  ///   .carouselStyle(.stack)
  ///   .carouselTransition(.interactive.fromFocus()) { content, phase in
  ///     content.blur(radius: min(abs(phase.value), 2) * 3)  // cards behind the top one blur
  ///   }
  /// ```
  public func fromFocus(within distance: Double? = nil) -> CarouselTransitionConfiguration {
    measured(
      from: .focus(within: distance.flatMap { $0.isNaN ? nil : Numerics.unitClamped($0) }))
  }

  /// This configuration measuring from the focus with items counted at identity within
  /// `distance` items of it: ``fromFocus(within:)``, what this method meant before effects
  /// were measured from the visible area.
  @available(
    *, deprecated, renamed: "fromFocus(within:)",
    message:
      "Use fromFocus(within:) for a distance from the focus, or threshold(.visible(_:)) for SwiftUI's visible-area threshold."
  )
  public func threshold(_ distance: Double) -> CarouselTransitionConfiguration {
    fromFocus(within: distance)
  }

  /// What the effect draws for an item at `phase` (its distance from the focus, as the layout
  /// gives it) drawn at `placement`: the closure's effect at the blend's `from` phase, blended
  /// toward its effect at `to`; the identity phase alone when the configuration is
  /// ``identity``. A NaN distance counts as the focus.
  package func blend(
    for phase: CarouselTransitionPhase, placement: CarouselTransitionPlacement
  ) -> CarouselTransitionBlend {
    let identity = CarouselTransitionBlend(
      phase: CarouselTransitionPhase(value: 0, isIdentity: true, index: phase.index))
    func edge(_ value: Double) -> CarouselTransitionPhase {
      CarouselTransitionPhase(value: value, isIdentity: false, index: phase.index)
    }
    let focusDistance = phase.value.isNaN ? 0 : phase.value
    let side: Double
    let progress: Double
    // The edge's phase when wholly past the hidden end: ±1, or beyond one item from the focus
    // the item's own distance.
    let beyond: Double
    switch measure {
    case .visibleArea(let threshold):
      side = placement.centerDistance < 0 ? -1 : 1
      progress = Self.progress(of: placement, toward: threshold)
      beyond = side
    case .focus(let within):
      side = focusDistance < 0 ? -1 : 1
      if within == nil, mode == .animated {
        // By default an animated effect's identity is the focused item's.
        progress = phase.isIdentity ? 1 : 0
      } else {
        progress = Self.progress(ofFocusDistance: abs(focusDistance), from: within ?? 0)
      }
      beyond = abs(focusDistance) >= 1 ? focusDistance : side
    }
    switch mode {
    case .identity:
      return identity
    case .animated:
      return progress >= 1 ? identity : CarouselTransitionBlend(phase: edge(side))
    case .interactive(let curve):
      if progress >= 1 { return identity }
      if progress <= 0 { return CarouselTransitionBlend(phase: edge(beyond)) }
      return CarouselTransitionBlend(
        from: identity.from, to: edge(side), fraction: 1 - curve.value(at: progress))
    }
  }

  /// How far an item placed as `placement` has come from hidden (0) to `threshold` (1).
  private static func progress(
    of placement: CarouselTransitionPlacement, toward threshold: Threshold
  ) -> Double {
    let hidden = Threshold.hidden.centerDistance(for: placement)
    // A threshold past hidden (an inset away from the center) is met wherever any of the item
    // shows.
    let shown = min(threshold.centerDistance(for: placement), hidden)
    let distance = abs(placement.centerDistance)
    // Hidden first: an item that only touches the area shows none of it, whatever the
    // threshold. Then a thousandth of a point of leeway, so that a tile that fits exactly (three
    // to a row) is not taken out of identity by rounding.
    if distance >= hidden { return 0 }
    if distance <= shown + 0.001 { return 1 }
    return (hidden - distance) / (hidden - shown)
  }

  /// How far an item `distance` items from the focus has come from one item away (0) to
  /// `start` items away (1).
  private static func progress(ofFocusDistance distance: Double, from start: Double) -> Double {
    if distance <= start { return 1 }
    if distance >= 1 { return 0 }
    return (1 - distance) / (1 - start)
  }

  /// The one of `topLeading` and `bottomTrailing` that applies to an item at `phase` drawn at
  /// `placement`, as `scrollTransition(topLeading:bottomTrailing:)` picks: the leading one for an
  /// item drawn before the visible area's center (or, drawn at the center, before the focus).
  package static func configuration(
    topLeading: CarouselTransitionConfiguration, bottomTrailing: CarouselTransitionConfiguration,
    for phase: CarouselTransitionPhase, placement: CarouselTransitionPlacement
  ) -> CarouselTransitionConfiguration {
    let isLeading =
      placement.centerDistance < 0 || (placement.centerDistance == 0 && phase.value < 0)
    return isLeading ? topLeading : bottomTrailing
  }
}
