/// The keyboard dismissals a carousel's view has carried out (`CarouselKeyboardDismissal`, a
/// representable SwiftUI updates with every render, and for any change of the environment).
///
/// The view dismisses the keyboard when the model's count (``CarouselModel/keyboardDismissals``)
/// differs from the one it last saw: an update for another reason dismisses nothing, and neither
/// does the count the view is made with (a carousel appearing never takes the keyboard away).
package struct CarouselKeyboardDismissalCount: Sendable {
  private var seen: Int

  /// A view made while the model's count is `count`.
  package init(seen count: Int) {
    seen = count
  }

  /// Whether the view dismisses the keyboard now that the model's count is `count`; the count
  /// is then the one it last saw.
  package mutating func dismisses(at count: Int) -> Bool {
    guard count != seen else { return false }
    seen = count
    return true
  }
}
