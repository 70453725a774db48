import CarouselCore

/// The settle spring a playground offers, spelled the way the SwiftUI code spells it: one of
/// ``SettleSpring``'s named springs with a duration and an extra bounce, or a spring of its own
/// duration and bounce.
package struct PlaygroundSpring: Hashable, Sendable {
  /// Which spelling.
  package enum Kind: Int, Hashable, Sendable, CaseIterable {
    /// `.smooth(duration:extraBounce:)`.
    case smooth
    /// `.snappy(duration:extraBounce:)`.
    case snappy
    /// `.bouncy(duration:extraBounce:)`.
    case bouncy
    /// `.spring(duration:bounce:)`.
    case spring
  }

  /// Which spelling.
  package var kind: Kind
  /// The perceptual duration in seconds.
  package var duration: Double
  /// The extra bounce of a named spring, or the bounce of `.spring`.
  package var bounce: Double

  /// The spring the engine uses by default: `.smooth`, 0.5 seconds, no extra bounce.
  package static let standard = PlaygroundSpring(kind: .smooth, duration: 0.5, bounce: 0)

  /// A spring of `kind`, `duration` seconds and `bounce`.
  package init(kind: Kind, duration: Double, bounce: Double) {
    self.kind = kind
    self.duration = duration
    self.bounce = bounce
  }

  /// The engine's spring (validated there: bad durations and bounces are clamped).
  package var settleSpring: SettleSpring {
    switch kind {
    case .smooth: return .smooth(duration: duration, extraBounce: bounce)
    case .snappy: return .snappy(duration: duration, extraBounce: bounce)
    case .bouncy: return .bouncy(duration: duration, extraBounce: bounce)
    case .spring: return .spring(duration: duration, bounce: bounce)
    }
  }

  /// The Swift expression, like `.snappy(duration: 0.3, extraBounce: 0.1)`.
  package var code: String {
    let duration = SwiftLiteral.number(duration)
    let bounce = SwiftLiteral.number(bounce)
    switch kind {
    case .smooth: return ".smooth(duration: \(duration), extraBounce: \(bounce))"
    case .snappy: return ".snappy(duration: \(duration), extraBounce: \(bounce))"
    case .bouncy: return ".bouncy(duration: \(duration), extraBounce: \(bounce))"
    case .spring: return ".spring(duration: \(duration), bounce: \(bounce))"
    }
  }
}
