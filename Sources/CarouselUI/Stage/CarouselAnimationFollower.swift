#if canImport(SwiftUI)
  import SwiftUI

  /// Samples the app's animation for a move from code made inside `withAnimation` (the model's
  /// `animationRequest`) and gives the samples to the model, which moves the carousel along
  /// them: the one place the carousel runs a SwiftUI animation, on a value that draws nothing.
  struct CarouselAnimationFollower<ID: Hashable & Sendable>: View {
    let model: CarouselModel<ID>

    var body: some View {
      let request = model.animationRequest
      let sampler = request.flatMap { request in
        request.animation.value(as: Animation.self).map { base in
          CarouselAnimationSampler(base: base, revision: request.revision) { [model] in
            let (revision, fractions) = ($0, $1)
            Task { @MainActor in model.animationSampled(revision: revision, fractions: fractions) }
          }
        }
      }
      Color.clear
        .modifier(CarouselAnimationProbe(animatableData: Double(request?.revision ?? 0)))
        // Outside the probe, so that it sets the animation of the probe's change (Apple: the
        // transaction applies to all animations used within the view it modifies), and of
        // nothing else: the request's revision changes in whatever update the move made, whose
        // own animation is the app's, not the sampler.
        .transaction { $0.animation = sampler.map { Animation($0) } }
    }
  }
#endif
