#if canImport(SwiftUI)
  import SwiftUI

  /// Pull to refresh on a carousel: SwiftUI's `refreshable` action (`@Environment(\.refresh)`),
  /// run when CarouselCore's `CarouselPullToRefresh` says (a finite vertical carousel pulled down
  /// past its first item and let go), with a spinner at the top and, while the action runs, the
  /// stage held down to show it. What it draws comes from `CarouselModel.refreshBody`.
  struct CarouselRefreshControl<ID: Hashable & Sendable>: ViewModifier {
    let model: CarouselModel<ID>
    @Environment(\.refresh) private var refresh

    func body(content: Content) -> some View {
      let body = model.refreshBody()
      content
        // Only the inset animates: the body-scoped form leaves the slides' placement (the
        // engine's spring) and the app's own animations inside alone. An offset, not padding,
        // so the slides keep their size (a page's length would change); the slides' gestures
        // are inside it, so their hit areas move with the drawing.
        .animation(.smooth) { $0.offset(y: body.insetHeld) }
        // After the offset, so the spinner stays at the stage's own top, in the room the pull
        // or the held inset shows.
        .overlay(alignment: .top) {
          switch body.indicator {
          case .hidden: EmptyView()
          case .pulling(let progress): ProgressView().opacity(progress)
          case .spinning: ProgressView()
          }
        }
        .onChange(of: refresh != nil, initial: true) { model.refreshActionChanged($1) }
        // One run of the app's action per refresh. SwiftUI cancels the task when the carousel
        // leaves the screen, as it cancels a `List`'s refresh: the app's action sees the
        // cancellation (its `URLSession` calls throw), and once it returns the refresh ends. A
        // task started again on reappearing calls nothing for a run already started.
        .task(id: body.run) {
          guard let run = model.refreshTaskStarted(body.run) else { return }
          await refresh?()
          model.refreshFinished(run: run)
        }
    }
  }
#endif
