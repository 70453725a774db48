#if canImport(SwiftUI)
  import SwiftUI

  extension CarouselTransitionConfiguration {
    /// The effect follows the item's place, as
    /// ``CarouselTransitionConfiguration/interactive``, blended at the pace of `timingCurve`, as
    /// `ScrollTransitionConfiguration.interactive(timingCurve:)`: progress 0 is the item just
    /// hidden, 1 the item at the threshold, and the curve runs backward as the item leaves.
    ///
    /// ```swift
    /// .carouselTransition(.interactive(timingCurve: .linear)) { content, phase in
    ///   content.opacity(phase.isIdentity ? 1 : 0)  // fades in step with the item's travel
    /// }
    /// ```
    public static func interactive(timingCurve: UnitCurve = .easeInOut)
      -> CarouselTransitionConfiguration
    {
      // Sampled once here (`UnitCurve` is opaque): the blend reads the samples each frame.
      interactive(timingCurve: CarouselTimingCurve(sampling: timingCurve.value(at:)))
    }

    /// The item switches between the identity phase and its edge's phase when it meets or
    /// leaves the threshold, the change animated with `animation`, as
    /// `ScrollTransitionConfiguration.animated(_:)`. With Reduce Motion on it is not animated.
    ///
    /// ```swift
    /// .carouselTransition(.animated(.easeInOut(duration: 0.4))) { content, phase in
    ///   content.opacity(phase.isIdentity ? 1 : 0.4)
    /// }
    /// ```
    public static func animated(_ animation: Animation = .bouncy)
      -> CarouselTransitionConfiguration
    {
      CarouselTransitionConfiguration.animated.animation(animation)
    }

    /// This configuration switching phases with `animation` when it is
    /// ``CarouselTransitionConfiguration/animated``, as
    /// `ScrollTransitionConfiguration.animation(_:)`; an interactive configuration follows each
    /// frame and animates nothing.
    public func animation(_ animation: Animation) -> CarouselTransitionConfiguration {
      animating(with: CarouselHostValue(animation))
    }
  }
#endif
