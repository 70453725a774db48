// Declares Apple's SwiftUI API signatures that an older SDK (iOS 16.5) lacks and the shared
// backfill does not declare, for type-checking only (../shared/swiftui-check/check --backfill);
// bodies are stubs. Apple's documentation gives each signature. Left out on the iOS 17 SDK.
import SwiftUI

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension View {
  /// Applies the given animation to all animatable values within the `body` closure.
  /// (developer.apple.com/documentation/swiftui/view/animation(_:body:); the iOS 17 SDK spells
  /// its builder `@ViewBuilder`, later SDKs `@ContentBuilder`.)
  public func animation<V>(
    _ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
  ) -> some View where V: View { self }
}
