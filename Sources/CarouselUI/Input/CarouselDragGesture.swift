#if canImport(SwiftUI) && !os(tvOS)
  import SwiftUI

  /// The `DragGesture` path (iOS 17, macOS, watchOS, visionOS). A gesture that ends without
  /// `onEnded` (the system cancelled it, or an enclosing scroll view took it over) resets its
  /// gesture state: that reset is the finger's lift, told to the model at once. The outcome does
  /// not depend on whether the lift or the end comes first (SwiftUI documents no order).
  ///
  /// Fingers: `DragGesture` has no touch limit (unlike the iOS 18 pan's one finger), so the
  /// fingers of a pinch that travel 15 points can begin a page drag. A pinch the slide's
  /// content handles itself (a `MagnifyGesture` on it) goes first: this gesture is attached
  /// "with a lower precedence than gestures defined by the view" (Apple's
  /// `gesture(_:including:)`). Not verified on a device.
  struct CarouselDragGesture<ID: Hashable & Sendable>: ViewModifier {
    let model: CarouselModel<ID>
    @GestureState private var isTouching = false

    func body(content: Content) -> some View {
      content
        .gesture(
          DragGesture(minimumDistance: 15)
            .updating($isTouching) { _, state, _ in state = true }
            .onChanged { model.dragGestureChanged(CarouselDrag($0)) }
            .onEnded { model.dragGestureEnded(CarouselDrag($0)) }
        )
        .onChange(of: isTouching) { if !$1 { model.dragGestureReset() } }
    }
  }

  extension CarouselDrag {
    /// The drag as SwiftUI reports it, in the gesture's local (left-to-right) space.
    fileprivate init(_ value: DragGesture.Value) {
      self.init(
        translationX: value.translation.width, translationY: value.translation.height,
        velocityX: value.velocity.width, velocityY: value.velocity.height,
        predictedEndTranslationX: value.predictedEndTranslation.width,
        predictedEndTranslationY: value.predictedEndTranslation.height)
    }
  }
#endif
