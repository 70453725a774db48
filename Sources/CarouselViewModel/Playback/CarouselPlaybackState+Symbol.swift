import CarouselCore

extension CarouselPlaybackState {
  /// The SF Symbol a play/pause button shows for this state: pause while playing, play while
  /// paused or when nothing can play (the button is disabled then), and a crossed-out play while
  /// a system setting keeps autoplay off.
  package var symbolName: String {
    switch self {
    case .playing: return "pause.fill"
    case .offBySystemSetting: return "play.slash.fill"
    case .paused, .unavailable: return "play.fill"
    }
  }
}
