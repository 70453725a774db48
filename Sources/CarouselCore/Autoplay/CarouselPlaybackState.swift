/// What a carousel's play/pause control offers: whether there is autoplay to control, whether a
/// system setting has turned it off, and otherwise the user's own choice
/// (`CarouselProxy.playbackState`; `CarouselPlaybackButton` draws it).
///
/// Only lasting reasons count: a finger on the carousel, the carousel off screen or the scene
/// inactive hold autoplay for a moment, and the button keeps showing ``playing`` or ``paused``
/// through them.
///
/// ```swift
/// Button(proxy.playbackState == .playing ? "Pause" : "Play") { proxy.togglePlayback() }
///   .disabled(!proxy.playbackState.allowsPlayPause)
/// ```
public enum CarouselPlaybackState: Hashable, Sendable, CaseIterable {
  /// No autoplay to control: no interval (autoplay off or invalid), or fewer than two items.
  /// Hide the button.
  case unavailable
  /// Reduce Motion or VoiceOver is on, so autoplay is off whatever the user chose: show that
  /// autoplay is off there, and offer neither play nor pause.
  case offBySystemSetting
  /// Autoplay plays (it may be held for a moment): offer "Pause".
  case playing
  /// The user paused autoplay: offer "Play".
  case paused

  /// The state for a carousel that `hasAutoplay` (an interval), with `itemCount` items, the
  /// user's play/pause choice `isPlaying` and the `suspensions` that hold; the checks go in the
  /// order of the cases.
  package init(
    hasAutoplay: Bool, itemCount: Int, isPlaying: Bool, suspensions: [AutoplaySuspension]
  ) {
    if !hasAutoplay || itemCount < 2 {
      self = .unavailable
    } else if suspensions.contains(.reduceMotion) || suspensions.contains(.voiceOver) {
      self = .offBySystemSetting
    } else {
      self = isPlaying ? .playing : .paused
    }
  }

  /// Whether a play/pause control has something to do: autoplay plays or the user paused it.
  /// Otherwise (``unavailable``, ``offBySystemSetting``) a control should be disabled: a "Pause"
  /// there would pause nothing.
  public var allowsPlayPause: Bool { self == .playing || self == .paused }
}

extension CarouselEngine {
  /// What the play/pause button shows now (see ``CarouselPlaybackState``), from
  /// ``hasAutoplay``, the number of ``itemIDs``, ``isPlaying`` and ``autoplaySuspensions``.
  package var playbackState: CarouselPlaybackState {
    CarouselPlaybackState(
      hasAutoplay: hasAutoplay, itemCount: itemIDs.count, isPlaying: isPlaying,
      suspensions: autoplaySuspensions)
  }
}

extension CarouselPlaybackState {
  /// What the button says (its accessibility label, as the button shows only its symbol): the
  /// action it offers, "Pause" or "Play", or "Autoplay off" while a system setting keeps
  /// autoplay off.
  package var title: CarouselString {
    switch self {
    case .playing: return .pause
    case .offBySystemSetting: return .autoplayOff
    case .paused, .unavailable: return .play
    }
  }
}
