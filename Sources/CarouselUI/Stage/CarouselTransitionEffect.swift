#if canImport(SwiftUI)
  import SwiftUI

  /// A carousel's per-item effect (`carouselTransition`), its effect type
  /// erased so that the environment can hold it: applied to each slot's content as a
  /// `visualEffect`, which changes how the content is drawn and not its layout, so applying it
  /// every frame builds nothing anew.
  struct CarouselTransitionEffect {
    /// How the effect follows an item drawn before the visible area's center.
    private let topLeading: CarouselTransitionConfiguration
    /// How the effect follows an item drawn after it.
    private let bottomTrailing: CarouselTransitionConfiguration
    /// The content with the effect of a blend (CarouselCore's decision, from the item's phase
    /// and placement).
    private let draw: @MainActor (AnyView, CarouselTransitionBlend) -> AnyView

    /// The effect `transition` makes of the phases (and the item's geometry), as `topLeading`
    /// blends them for items before the center and `bottomTrailing` for items after it.
    init<Effect: VisualEffect>(
      topLeading: CarouselTransitionConfiguration,
      bottomTrailing: CarouselTransitionConfiguration,
      _ transition:
        @escaping @Sendable (EmptyVisualEffect, CarouselTransitionPhase, GeometryProxy)
        -> Effect
    ) {
      self.topLeading = topLeading
      self.bottomTrailing = bottomTrailing
      draw = { content, blend in
        AnyView(
          content.visualEffect { effect, geometry in
            let start = transition(effect, blend.from, geometry)
            guard !blend.isSinglePhase else { return start }
            // What SwiftUI does between `scrollTransition`'s phases: the effect's
            // `animatableData` (a `VisualEffect` is `Animatable`) along the line from the
            // start phase's to the end phase's; parts that are not animatable stay the start's.
            var blended = start
            var step = transition(effect, blend.to, geometry).animatableData - start.animatableData
            step.scale(by: blend.fraction)
            blended.animatableData += step
            return blended
          })
      }
    }

    /// `content` with the effect for an item at `phase` drawn at `placement` (at the identity
    /// phase when the configuration for its side is `.identity`). Always the same views, whatever
    /// the blend: a view of another type would be a new view (`AnyView` destroys the old
    /// hierarchy when the type it wraps changes: Apple's docs), and the slide would lose its
    /// state each time a drag moved it from one side's configuration to the other's. An
    /// `.animated` configuration animates the change of phase with its animation (`.bouncy`
    /// unless set; none with Reduce Motion): in the body of `animation(_:body:)`, which animates
    /// the modifiers inside it only (Apple's docs), so the item's placement and the content's
    /// own changes are left alone.
    @MainActor func body(
      _ content: AnyView, phase: CarouselTransitionPhase, placement: CarouselTransitionPlacement,
      reduceMotion: Bool
    ) -> AnyView {
      let configuration = CarouselTransitionConfiguration.configuration(
        topLeading: topLeading, bottomTrailing: bottomTrailing, for: phase, placement: placement)
      let blend = configuration.blend(for: phase, placement: placement)
      let animation = configuration.phaseChangeAnimation(
        default: Animation.bouncy, reduceMotion: reduceMotion)
      return AnyView(content.animation(animation) { draw(AnyView($0), blend) })
    }
  }

  extension EnvironmentValues {
    /// Where the slide this view is in stands relative to its carousel's focus: its
    /// ``CarouselTransitionPhase``, changing every frame while the carousel moves, for effects on
    /// a part of a slide (an image that moves slower than its card). Only the views that read it
    /// are redrawn with it; outside any carousel's slides it is
    /// ``CarouselTransitionPhase/identity``.
    ///
    /// ```swift
    /// struct Card: View {
    ///   let photo: Photo
    ///   @Environment(\.carouselItemPhase) private var phase
    ///
    ///   var body: some View {
    ///     photo.image
    ///       .offset(x: phase.value * -40)  // parallax: the photo lags behind its card
    ///       .clipped()
    ///   }
    /// }
    /// ```
    public var carouselItemPhase: CarouselTransitionPhase {
      get { self[CarouselItemPhaseKey.self] }
      set { self[CarouselItemPhaseKey.self] = newValue }
    }
  }

  private struct CarouselItemPhaseKey: EnvironmentKey {
    static var defaultValue: CarouselTransitionPhase { .identity }
  }
#endif
