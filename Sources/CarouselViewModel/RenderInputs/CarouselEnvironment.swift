import CarouselCore

/// What a carousel reads of its environment, as the engine names it: SwiftUI's
/// `accessibilityReduceMotion`, `accessibilityVoiceOverEnabled`, `scenePhase`, `isScrollEnabled`
/// and the carousel's own switches.
package struct CarouselEnvironment: Hashable, Sendable {
  /// Reduce Motion is on.
  package var reduceMotion = false
  /// VoiceOver is on.
  package var voiceOver = false
  /// The scene's phase.
  package var scene = CarouselScenePhase.active
  /// Swipes may page: `isScrollEnabled` and not `carouselPagingDisabled(_:swipesOnly: true)`.
  package var swipesAllowed = true
  /// The user may page at all: not `carouselPagingDisabled`.
  package var pagingAllowed = true

  /// The default environment: nothing on, the scene active, swipes and paging allowed.
  package init() {}

  /// An environment with these values.
  package init(
    reduceMotion: Bool, voiceOver: Bool, scene: CarouselScenePhase, swipesAllowed: Bool,
    pagingAllowed: Bool
  ) {
    self.reduceMotion = reduceMotion
    self.voiceOver = voiceOver
    self.scene = scene
    self.swipesAllowed = swipesAllowed
    self.pagingAllowed = pagingAllowed
  }
}
