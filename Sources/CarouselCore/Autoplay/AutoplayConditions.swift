/// Which ``AutoplaySuspension``s hold now: everything outside the timer that decides whether
/// ``Autoplay`` may run. A bit set, so that the check made on every event stays cheap.
struct AutoplayConditions: Sendable {
  /// Off screen until the view appears; nothing else holds yet.
  private var held = bit(.offScreen)

  /// Whether `suspension` holds now.
  func holds(_ suspension: AutoplaySuspension) -> Bool { held & Self.bit(suspension) != 0 }

  /// Records whether `suspension` holds.
  mutating func set(_ suspension: AutoplaySuspension, holds: Bool) {
    held = holds ? held | Self.bit(suspension) : held & ~Self.bit(suspension)
  }

  /// Whether something other than the user's pause stops autoplay: each such reason discards
  /// the paused progress, and a full wait starts when the last one ends.
  var isBlocked: Bool { isBlocked(ignoring: .pausedByUser) }

  /// Whether something other than the user's pause and `suspension` stops autoplay.
  func isBlocked(ignoring suspension: AutoplaySuspension) -> Bool {
    held & ~Self.bit(.pausedByUser) & ~Self.bit(suspension) != 0
  }

  private static func bit(_ suspension: AutoplaySuspension) -> UInt16 {
    switch suspension {
    case .pausedByUser: return 1 << 0
    case .touching: return 1 << 1
    case .reduceMotion: return 1 << 2
    case .voiceOver: return 1 << 3
    case .pagingDisabled: return 1 << 8
    case .sceneNotActive: return 1 << 4
    case .offScreen: return 1 << 5
    case .tooFewItems: return 1 << 6
    case .noInterval: return 1 << 7
    }
  }
}
