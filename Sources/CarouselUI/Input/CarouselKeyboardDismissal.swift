#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import SwiftUI

  /// Dismisses the keyboard of the window the carousel is in each time `dismissals` (the model's
  /// `keyboardDismissals`) changes: `endEditing(true)` on the window "causes the view (or one of
  /// its embedded text fields) to resign the first responder status" (Apple's `UIView` docs),
  /// which reaches a SwiftUI text field anywhere in it. Through a view of its own, not
  /// `UIApplication.shared`, which app extensions (a widget, a share sheet) may not use.
  struct CarouselKeyboardDismissal: UIViewRepresentable {
    let dismissals: Int

    func makeUIView(context: Context) -> UIView {
      let view = UIView()
      view.isUserInteractionEnabled = false
      return view
    }

    func updateUIView(_ view: UIView, context: Context) {
      if context.coordinator.count.dismisses(at: dismissals) { view.window?.endEditing(true) }
    }

    func makeCoordinator() -> Coordinator { Coordinator(count: .init(seen: dismissals)) }

    /// The dismissals the view carried out.
    final class Coordinator {
      var count: CarouselKeyboardDismissalCount
      init(count: CarouselKeyboardDismissalCount) { self.count = count }
    }
  }
#endif
