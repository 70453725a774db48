#if canImport(SwiftUI) && !os(tvOS)
  import SwiftUI

  /// The `DragGesture` path (iOS 17, macOS, watchOS, visionOS). A gesture that ends without
  /// `onEnded` (the system cancelled it, or an enclosing scroll view took it over) resets its
  /// gesture state; the finger's touch is then lifted in the host, after any end event of the
  /// same update has been handled, and the host cancels it only if no end event came.
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
          let lifted = touch
          Task { @MainActor in model.send { $0.touchLifted(lifted, at: $1) } }
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
