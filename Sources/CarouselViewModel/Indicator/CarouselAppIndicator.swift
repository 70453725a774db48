import CarouselCore

/// An indicator of the app's (a `CarouselIndicator`): the built-in one drawn in a style, or a
/// drawing of the app's own.
package enum CarouselAppIndicator: Hashable, Sendable {
  /// The built-in indicator in `style`.
  case builtIn(CarouselIndicatorStyle)
  /// The app's own drawing; VoiceOver pages with it when `isAdjustable`.
  case custom(isAdjustable: Bool)

  /// Whether it is VoiceOver's pager while on screen: a built-in one unless hidden, a drawing
  /// of the app's when adjustable. Then a hidden built-in indicator needs no stand-in (D3).
  package var isPager: Bool {
    switch self {
    case .builtIn(let style): return style != .hidden
    case .custom(let isAdjustable): return isAdjustable
    }
  }
}
