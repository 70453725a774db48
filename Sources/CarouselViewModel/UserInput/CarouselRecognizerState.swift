/// The states of a UIKit gesture recognizer, with UIKit's raw values (`UIGestureRecognizer.State`:
/// possible 0, began 1, changed 2, ended 3, cancelled 4, failed 5; recognized is ended), so that
/// the SwiftUI layer maps a recognizer's state with one call, `init(rawValue:)`, and what each
/// state means for the carousel is decided here.
package enum CarouselRecognizerState: Int, Hashable, Sendable, CaseIterable {
  /// The recognizer has not recognized its gesture yet.
  case possible = 0
  /// A continuous gesture began.
  case began = 1
  /// A continuous gesture changed.
  case changed = 2
  /// The gesture ended (or a discrete one was recognized).
  case ended = 3
  /// The system cancelled the gesture (an alert, a call, a transition took the touch over).
  case cancelled = 4
  /// The recognizer failed.
  case failed = 5
}
