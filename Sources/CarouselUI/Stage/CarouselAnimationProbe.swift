#if canImport(SwiftUI)
  import SwiftUI

  /// A value SwiftUI animates and nothing draws: a change of it runs the animation of its
  /// update's transaction, which ``CarouselAnimationFollower`` makes a
  /// ``CarouselAnimationSampler``.
  struct CarouselAnimationProbe: ViewModifier, Animatable {
    /// The request's revision.
    var animatableData: Double

    func body(content: Content) -> some View { content }
  }
#endif
