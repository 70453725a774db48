import CarouselCore

extension CarouselScenePhase {
  /// The carousel's phase for SwiftUI's `phase` (a `ScenePhase`), given its `active` and
  /// `inactive` cases: active and inactive as they are, and anything else (`background`, and any
  /// phase a later SDK adds) as not visible, which holds autoplay as background does.
  package init<Phase: Equatable>(_ phase: Phase, active: Phase, inactive: Phase) {
    self = phase == active ? .active : phase == inactive ? .inactive : .background
  }
}
