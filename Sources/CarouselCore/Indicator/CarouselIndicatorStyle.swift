/// How a carousel shows where it is: page dots, a compact "2 / 5", dots whose current dot fills
/// with the autoplay wait (like `UIPageControlTimerProgress`), or nothing.
///
/// Dots that do not fit the width they are given fall back to the compact form, and a
/// carousel of one item or none shows no indicator, whatever the style.
///
/// The dots' look (``CarouselDots``: size, spacing, the current dot's length and scale) is part
/// of the style: `.dots(.capsules)`, `.timerProgress(.circles)`.
///
/// ```swift
/// Carousel(slides) { slide in SlideView(slide) }
///   .carouselIndicator(.timerProgress(.capsules))
/// ```
public struct CarouselIndicatorStyle: Hashable, Sendable {
  private enum Kind: Hashable, Sendable {
    case dots, compact, timerProgress, hidden
  }

  private let kind: Kind
  /// The dots' look the style names (`.dots(.capsules)`), or `nil` for the look the indicators
  /// around it take (the standard one, or the deprecated `carouselDots` modifier's).
  package let look: CarouselDots?

  private init(kind: Kind, look: CarouselDots? = nil) {
    self.kind = kind
    self.look = look
  }

  /// Page dots; the current one is emphasized. During a drag the emphasis moves to the next dot
  /// once, when the carousel passes halfway, as `UIPageControl`'s does (a custom indicator's
  /// progress follows the finger instead).
  public static let dots = CarouselIndicatorStyle(kind: .dots)
  /// The current page and the count, like "2 / 5".
  public static let compact = CarouselIndicatorStyle(kind: .compact)
  /// Page dots whose current dot fills as the autoplay wait runs; plain dots without autoplay.
  public static let timerProgress = CarouselIndicatorStyle(kind: .timerProgress)
  /// No indicator.
  public static let hidden = CarouselIndicatorStyle(kind: .hidden)

  /// Page dots in `look`: `.standard`, `.capsules`, `.circles`, or a look of your own.
  ///
  /// ```swift
  /// .carouselIndicator(.dots(.capsules))
  /// ```
  public static func dots(_ look: CarouselDots) -> CarouselIndicatorStyle {
    CarouselIndicatorStyle(kind: .dots, look: look)
  }

  /// Page dots in `look` whose current dot fills as the autoplay wait runs.
  public static func timerProgress(_ look: CarouselDots) -> CarouselIndicatorStyle {
    CarouselIndicatorStyle(kind: .timerProgress, look: look)
  }

  /// The look the dots are drawn in: the style's own, or else `inherited`.
  package func dots(inheriting inherited: CarouselDots) -> CarouselDots { look ?? inherited }

  /// What to draw for `count` items: nothing for fewer than two or when hidden; the compact
  /// form when asked for or when the dots do not fit (`dotsFit`, see
  /// `PageIndicator.prefersCompactForm(availableLength:dots:)`); timer dots only
  /// while the carousel has autoplay.
  package func form(count: Int, hasAutoplay: Bool, dotsFit: Bool) -> CarouselIndicatorForm {
    guard count > 1 else { return .hidden }
    switch kind {
    case .hidden: return .hidden
    case .compact: return .compact
    case .dots: return dotsFit ? .dots : .compact
    case .timerProgress: return dotsFit ? (hasAutoplay ? .timerDots : .dots) : .compact
    }
  }

  /// Whether the indicator takes space beside the slides for `count` items: not when the style
  /// is ``hidden`` nor for fewer than two items, where it draws nothing (a stage then gives the
  /// slides all of its space, with no spacing). Whether the dots fit and whether the carousel
  /// autoplays only choose what it draws.
  package func occupiesSpace(count: Int) -> Bool {
    form(count: count, hasAutoplay: false, dotsFit: true) != .hidden
  }
}

/// What a page indicator draws, as decided by ``CarouselIndicatorStyle``.
package enum CarouselIndicatorForm: Hashable, Sendable {
  /// Nothing.
  case hidden
  /// Page dots.
  case dots
  /// "2 / 5".
  case compact
  /// Page dots whose current dot fills with the autoplay wait.
  case timerDots
}
