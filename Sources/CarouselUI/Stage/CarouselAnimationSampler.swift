#if canImport(SwiftUI)
  import SwiftUI

  /// The app's animation, sampled whole the first time SwiftUI runs it: SwiftUI hands a
  /// `CustomAnimation` the `AnimationContext` that `Animation.animate(value:time:context:)`
  /// needs and nothing else can make (it has no public initializer). The samples go to the
  /// carousel's model (`deliver`), and the sampler says it is over at once: the value it
  /// animates (``CarouselAnimationProbe``'s) only carries the request.
  struct CarouselAnimationSampler: CustomAnimation {
    /// The app's animation.
    let base: Animation
    /// The request it answers (`CarouselAnimationRequest.revision`).
    let revision: Int
    /// Where the samples go.
    let deliver: @Sendable (_ revision: Int, _ fractions: [Double]) -> Void

    func animate<V: VectorArithmetic>(
      value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> V? {
      // The probe animates a `Double` by a whole revision or more: the fraction of the way is
      // the base's value over the whole change.
      guard let whole = value as? Double, whole != 0 else { return nil }
      // A copy, advanced as SwiftUI would advance the base's own, frame after frame.
      var sampling = context
      let fractions = CarouselAnimationRequest.fractions { time in
        (base.animate(value: value, time: time, context: &sampling) as? Double).map { $0 / whole }
      }
      deliver(revision, fractions)
      return nil
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.revision == rhs.revision && lhs.base == rhs.base
    }

    func hash(into hasher: inout Hasher) { hasher.combine(revision) }
  }
#endif
