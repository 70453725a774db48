#if canImport(SwiftUI)
  import SwiftUI

  /// Translates fingers into the engine's drag events, in the way that leaves an enclosing
  /// vertical `ScrollView` or `List` scrolling:
  /// - iOS 18 and later: a UIKit pan that only begins along the carousel's axis
  ///   (``CarouselPanGesture``); with the iOS 18 SDK a child `DragGesture` makes an enclosing
  ///   scroll view ignore vertical scrolls (FB14688465).
  /// - iOS 17, macOS, watchOS, visionOS: a `DragGesture` at normal priority, whose drags across
  ///   the axis the engine's axis lock leaves alone.
  /// - tvOS has no drags: focus and the remote's move commands page the carousel.
  struct CarouselDragInput: ViewModifier {
    let model: CarouselModel

    func body(content: Content) -> some View {
      #if os(iOS)
        if #available(iOS 18.0, *) {
          content.gesture(CarouselPanGesture(model: model))
        } else {
          content.modifier(CarouselDragGesture(model: model))
        }
      #elseif os(tvOS)
        content.onMoveCommand { direction in
          model.userStepped(direction.carouselStep(model: model))
        }
      #else
        content.modifier(CarouselDragGesture(model: model))
      #endif
    }
  }

  #if !os(tvOS)
    /// The `DragGesture` path. A gesture that ends without `onEnded` (the system cancelled it,
    /// or an enclosing scroll view took it over) resets its gesture state; the finger's touch
    /// is then cancelled once, after any end event of the same update has been handled.
    private struct CarouselDragGesture: ViewModifier {
      let model: CarouselModel
      @GestureState private var isTouching = false
      @State private var touch = 0

      func body(content: Content) -> some View {
        content
          .gesture(
            DragGesture(minimumDistance: 15)
              .updating($isTouching) { _, state, _ in state = true }
              .onChanged { value in touch = model.dragChanged(CarouselDrag(value)) }
              .onEnded { value in model.dragEnded(CarouselDrag(value)) }
          )
          .onChange(of: isTouching) { _, isTouching in
            guard !isTouching else { return }
            let lifted = touch
            Task { @MainActor in model.fingerLifted(touch: lifted) }
          }
      }
    }

    extension CarouselDrag {
      /// The drag as SwiftUI reports it.
      fileprivate init(_ value: DragGesture.Value) {
        self.init(
          translationX: value.translation.width, translationY: value.translation.height,
          velocityX: value.velocity.width, velocityY: value.velocity.height,
          predictedEndTranslationX: value.predictedEndTranslation.width,
          predictedEndTranslationY: value.predictedEndTranslation.height)
      }
    }
  #endif

  #if os(tvOS)
    extension MoveCommandDirection {
      /// The page step of a move command on the carousel's axis.
      fileprivate func carouselStep(model: CarouselModel) -> CarouselStep? {
        let configuration = model.engine.configuration
        let arrow: CarouselArrowKey
        switch self {
        case .up: arrow = .up
        case .down: arrow = .down
        case .left: arrow = .left
        case .right: arrow = .right
        @unknown default: return nil
        }
        return CarouselInputMapping.step(
          forArrow: arrow, axis: configuration.axis, layoutDirection: configuration.layoutDirection
        )
      }
    }
  #endif
#endif
