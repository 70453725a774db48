import CarouselCore

/// The built-in page indicators, by name: what the playground's indicator control picks.
package enum PlaygroundIndicator: Int, Hashable, Sendable, CaseIterable {
  /// `.dots`, the default.
  case dots
  /// `.compact`: "2 / 5".
  case compact
  /// `.timerProgress`: the current dot fills with the autoplay wait.
  case timerProgress
  /// `.hidden`.
  case hidden

  /// The indicator style.
  package var style: CarouselIndicatorStyle {
    switch self {
    case .dots: return .dots
    case .compact: return .compact
    case .timerProgress: return .timerProgress
    case .hidden: return .hidden
    }
  }

  /// The Swift name, like `timerProgress`.
  package var code: String {
    switch self {
    case .dots: return "dots"
    case .compact: return "compact"
    case .timerProgress: return "timerProgress"
    case .hidden: return "hidden"
    }
  }
}
