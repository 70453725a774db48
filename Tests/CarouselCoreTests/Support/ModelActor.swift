/// The actor of the tests' stand-ins for a SwiftUI view's model (`LifetimeTests`'s model and
/// `ImageCarouselRequirementsTests`'s deadline driver): one serial actor for the model's state and
/// its driver task, as the main actor is in SwiftUI, but not the main actor itself. The main
/// actor runs every `@MainActor` test of the run, the view model's hundreds of them, one after
/// another on one thread, and a test that awaits on it waits behind all of those queued each
/// time it resumes: on a loaded machine that wait outlasted the lifetime tests' `.timeLimit`s.
/// This actor's turns come on the cooperative pool, which long tests leave free (`.offThePool`).
@globalActor actor ModelActor {
  static let shared = ModelActor()
}
