/// Everything outside the timer that decides whether ``Autoplay`` may run: the user's play/pause
/// choice, the interaction, the environment and the content.
struct AutoplayConditions: Sendable {
  var isPlaying: Bool
  var isDragging = false
  var isReduceMotionOn = false
  var isVoiceOverOn = false
  /// Assumed active until told otherwise, like a freshly launched app.
  var scene = CarouselScenePhase.active
  /// Off screen until the view appears.
  var isOnScreen = false
  var itemCount: Int
  var interval: AutoplayInterval

  /// The reasons that stop autoplay other than the user's own pause: each one discards the
  /// paused progress, and a full wait starts when the last one ends.
  private static let blockers = AutoplaySuspension.allCases.filter { $0 != .pausedByUser }

  /// Whether `suspension` holds now.
  func holds(_ suspension: AutoplaySuspension) -> Bool {
    switch suspension {
    case .pausedByUser: return !isPlaying
    case .dragging: return isDragging
    case .reduceMotion: return isReduceMotionOn
    case .voiceOver: return isVoiceOverOn
    case .sceneNotActive: return scene != .active
    case .offScreen: return !isOnScreen
    case .tooFewItems: return itemCount < 2
    case .invalidInterval: return interval.duration == nil
    }
  }

  /// Whether something other than the user's pause stops autoplay.
  var isBlocked: Bool { Self.blockers.contains(where: holds) }
}
