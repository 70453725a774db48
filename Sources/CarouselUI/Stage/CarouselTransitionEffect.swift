#if canImport(SwiftUI)
  import SwiftUI

  /// A carousel's per-item effect (``SwiftUI/View/carouselTransition(_:)``), its effect type
  /// erased so that the environment can hold it: applied to each slot's content with the phase
  /// the slot's item is at, as a `visualEffect`, which changes how the content is drawn and not
  /// its layout, so applying it every frame builds nothing anew.
  struct CarouselTransitionEffect {
    /// The content with the effect for a phase.
    let body: @MainActor (AnyView, CarouselTransitionPhase) -> AnyView

    /// The effect `transition` makes of an item's phase.
    init<Effect: VisualEffect>(
      _ transition: @escaping @Sendable (EmptyVisualEffect, CarouselTransitionPhase) -> Effect
    ) {
      body = { content, phase in
        AnyView(content.visualEffect { effect, _ in transition(effect, phase) })
      }
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
