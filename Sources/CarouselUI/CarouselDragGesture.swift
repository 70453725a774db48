#if canImport(SwiftUI) && !os(tvOS)
  import SwiftUI

  /// The `DragGesture` path (iOS 17, macOS, watchOS, visionOS). A gesture that ends without
  /// `onEnded` (the system cancelled it, or an enclosing scroll view took it over) resets its
  /// gesture state: that reset is the finger's lift, told to the host at once. The host's
  /// outcome does not depend on whether the lift or the end comes first (SwiftUI documents no
  /// order): a lift during a page drag releases it where its last sample left it, and an end
  /// after that changes nothing.
  ///
  /// Fingers: `DragGesture` has no touch limit (unlike the iOS 18 pan's one finger), so the
  /// fingers of a pinch that travel 15 points can begin a page drag. A pinch the slide's
  /// content handles itself (a `MagnifyGesture` on it) goes first: this gesture is attached
  /// "with a lower precedence than gestures defined by the view" (Apple's
  /// `gesture(_:including:)`). Not verified on a device.
  struct CarouselDragGesture: ViewModifier {
    let model: CarouselModel
    @GestureState private var isTouching = false
    @State private var touch = 0

    func body(content: Content) -> some View {
      content
        .gesture(
          DragGesture(minimumDistance: 15)
            .updating($isTouching) { _, state, _ in state = true }
            .onChanged { value in
              model.send { $0.dragChanged(CarouselDrag(value), at: $1) }
              if touch != model.host.touch { touch = model.host.touch }
            }
            .onEnded { value in model.send { $0.dragEnded(CarouselDrag(value), at: $1) } }
        )
        .onChange(of: isTouching) { _, isTouching in
          guard !isTouching else { return }
          model.send { $0.touchLifted(touch, at: $1) }
        }
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
