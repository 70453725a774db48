#if canImport(SwiftUI)
  import SwiftUI

  extension View {
    /// Adds an effect of its own to each item of the carousels in this view as the item comes
    /// into and leaves the carousel's visible area, as `scrollTransition` adds one to a scroll
    /// view's items, with the same meaning: `content` takes any visual effect (`scaleEffect`,
    /// `opacity`, `rotationEffect`, `offset`, `blur`, `brightness` …) and `phase` is one of the
    /// item's phases. The style places the item; the effect is added to what the style does.
    ///
    /// ```swift
    /// Carousel(photos) { photo in Tile(photo) }
    ///   .carouselItemLength(.count(3))
    ///   .carouselTransition { content, phase in
    ///     content
    ///       .scaleEffect(phase.isIdentity ? 1 : 0.85)
    ///       .opacity(phase.isIdentity ? 1 : 0.5)
    ///   }
    /// ```
    ///
    /// As with `scrollTransition`, an item is at the identity phase (`value` 0, `isIdentity`
    /// true) while it is wholly within the visible area, and at the `topLeading` or
    /// `bottomTrailing` phase (`value` −1 or 1) once it has left by that edge; the closure is
    /// called at those phases and the effects are interpolated between them, eased in and out,
    /// as the item moves (``CarouselTransitionConfiguration/interactive``, the default), every
    /// frame of a drag and of a settle, also across a looping seam. So in the row above the
    /// three whole tiles are full size and a tile cut by an edge shrinks as it leaves.
    ///
    /// Pass `.interactive(timingCurve:)` for another pace, `.animated` (or
    /// `.animated(_:)` with any `Animation`) to switch phases with an animation,
    /// `.threshold(_:)` for where an item counts as shown (`.visible(0.5)`, `.centered`),
    /// ``CarouselTransitionConfiguration/fromFocus(within:)`` to measure from the focus in items
    /// (for the stack, the fade and the ring, whose items are all within the visible area), and
    /// ``CarouselTransitionConfiguration/identity`` to keep an item at the identity phase (the
    /// closure still applied there, as SwiftUI applies it). Inside a slide,
    /// `@Environment(\.carouselItemPhase)` reads the item's distance from the focus, continuous.
    /// Effects change how an item is drawn, not its layout or its hit area. Adding or removing
    /// the effect while the carousel is shown makes its slides' views anew.
    public func carouselTransition<Effect: VisualEffect>(
      _ configuration: CarouselTransitionConfiguration = .interactive,
      _ transition: @escaping @Sendable (EmptyVisualEffect, CarouselTransitionPhase) -> Effect
    ) -> CarouselModifiedContent<Self> {
      carouselTransition(topLeading: configuration, bottomTrailing: configuration) {
        effect, phase, _ in transition(effect, phase)
      }
    }

    /// Adds an effect of its own to each item of the carousels in this view, as
    /// ``carouselTransition(_:_:)-(_,(EmptyVisualEffect,CarouselTransitionPhase)->Effect)``
    /// does, with the item's geometry (its size and frame, as `visualEffect` gives it) beside
    /// its phase.
    ///
    /// ```swift
    /// .carouselTransition { content, phase, geometry in
    ///   content.offset(y: phase.isIdentity ? 0 : geometry.size.height * 0.1)
    /// }
    /// ```
    public func carouselTransition<Effect: VisualEffect>(
      _ configuration: CarouselTransitionConfiguration = .interactive,
      _ transition:
        @escaping @Sendable (EmptyVisualEffect, CarouselTransitionPhase, GeometryProxy)
        -> Effect
    ) -> CarouselModifiedContent<Self> {
      carouselTransition(topLeading: configuration, bottomTrailing: configuration, transition)
    }

    /// Adds an effect of its own to each item of the carousels in this view with one
    /// configuration for items leaving by the leading (top) edge and another for items leaving
    /// by the trailing (bottom) edge, as `scrollTransition(topLeading:bottomTrailing:)`.
    ///
    /// ```swift
    /// .carouselTransition(topLeading: .interactive, bottomTrailing: .identity) { content, phase in
    ///   content.opacity(phase.isIdentity ? 1 : 0)  // fades out at the leading edge only
    /// }
    /// ```
    public func carouselTransition<Effect: VisualEffect>(
      topLeading: CarouselTransitionConfiguration,
      bottomTrailing: CarouselTransitionConfiguration,
      _ transition: @escaping @Sendable (EmptyVisualEffect, CarouselTransitionPhase) -> Effect
    ) -> CarouselModifiedContent<Self> {
      carouselTransition(topLeading: topLeading, bottomTrailing: bottomTrailing) {
        effect, phase, _ in transition(effect, phase)
      }
    }

    /// The one spelling the others forward to: both configurations and a closure that takes
    /// the geometry.
    private func carouselTransition<Effect: VisualEffect>(
      topLeading: CarouselTransitionConfiguration,
      bottomTrailing: CarouselTransitionConfiguration,
      _ transition:
        @escaping @Sendable (EmptyVisualEffect, CarouselTransitionPhase, GeometryProxy)
        -> Effect
    ) -> CarouselModifiedContent<Self> {
      carouselExtras {
        $0.transition = CarouselTransitionEffect(
          topLeading: topLeading, bottomTrailing: bottomTrailing, transition)
      }
    }
  }
#endif
