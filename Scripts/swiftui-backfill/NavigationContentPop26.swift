// Declares Apple's UIKit API signatures that the checker's SDK (iOS 17.0) and the shared backfill
// lack, for type-checking only (../shared/swiftui-check/check --backfill); bodies are stubs.
// Apple's documentation gives each signature. Left out on the iOS 26 SDK or newer, which declares
// them itself.
import UIKit

@available(iOS 26.0, macCatalyst 26.0, visionOS 26.0, *)
@available(tvOS, unavailable)
extension UINavigationController {
  /// The gesture recognizer that handles interactively popping the top view controller off the
  /// navigation stack when a person pans horizontally in the view.
  /// (developer.apple.com/documentation/uikit/uinavigationcontroller/interactivecontentpopgesturerecognizer)
  @MainActor public var interactiveContentPopGestureRecognizer: UIGestureRecognizer? { nil }
}
