/// What moved a carousel to another item, as `onCarouselSelectionChange` reports it: a map that
/// follows the carousel tells the user's swipe from its own selection, and analytics tell the
/// user's moves from autoplay's.
///
/// ```swift
/// CarouselSelectionCause.swipe.isUser  // true
/// CarouselSelectionCause.program.isUser  // false: the selection binding or a proxy
/// ```
public enum CarouselSelectionCause: Hashable, Sendable, CaseIterable {
  /// A finger swiped (or flicked) the carousel to the item.
  case swipe
  /// A tap on a neighbor that peeks beside the focused item.
  case tap
  /// The page indicator: a tap on its strip, or a custom indicator's `select(_:)`.
  case indicator
  /// Autoplay advanced.
  case autoplay
  /// An arrow key, or a remote's move command on tvOS.
  case keyboard
  /// The Digital Crown on watchOS.
  case crown
  /// VoiceOver: the adjustable action (swipe up or down), a three-finger scroll, or its focus
  /// landing on an item partly out of view, which the carousel brings wholly into view.
  case accessibility
  /// The app: its selection binding, or a reader's proxy.
  case program
  /// The data: the selected item was removed, the items first arrived, or a reload kept the
  /// position with new items.
  case dataChange

  /// Whether the user made the move (a swipe, a tap, the indicator, a key, the crown,
  /// VoiceOver): what plays the selection feedback.
  public var isUser: Bool {
    switch self {
    case .swipe, .tap, .indicator, .keyboard, .crown, .accessibility: return true
    case .autoplay, .program, .dataChange: return false
    }
  }
}
