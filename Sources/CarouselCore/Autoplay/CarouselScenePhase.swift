/// Whether the app's scene is in the foreground and taking input: SwiftUI's `ScenePhase`,
/// without SwiftUI.
///
/// Autoplay runs only while the scene is ``active``: nothing should move while the app switcher,
/// Control Center or a system alert covers it, nor in the background.
///
/// ```swift
/// carousel.sceneChanged(to: .background, at: clock.now)  // nextDeadline: nil
/// ```
@usableFromInline package enum CarouselScenePhase: Hashable, Sendable, CaseIterable {
  /// In the foreground and interactive.
  case active
  /// In the foreground but not taking events (app switcher, Control Center, an alert).
  case inactive
  /// Not visible.
  case background
}
