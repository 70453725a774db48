#if canImport(SwiftUI)
  import SwiftUI

  /// Translates fingers into the host's touch and drag events, in the way that leaves an
  /// enclosing vertical `ScrollView` or `List` scrolling:
  /// - iOS 18 and later: a one-finger UIKit pan that only begins along the carousel's axis
  ///   (``CarouselPanGesture``; with the iOS 18 SDK a child `DragGesture` makes an enclosing
  ///   scroll view ignore vertical scrolls, FB14688465), and a touch watcher that sees the
  ///   touch from landing until a finger lifts, whatever the pan or the list make of it
  ///   (``CarouselTouchWatcher``), so autoplay holds under a finger, and a finger that lands on
  ///   a settling carousel stops it where it is (its lift settles onto the nearest item).
  /// - iOS 17, macOS, watchOS, visionOS: a `DragGesture(minimumDistance: 15)` at normal
  ///   priority, whose drags across the axis the engine's axis lock leaves alone. Its limit:
  ///   SwiftUI reports nothing of a finger that rests without moving 15 points, nor of a drag an
  ///   enclosing list takes over, so autoplay can advance under such a finger there, and a tap
  ///   on a settling carousel does not stop it (it reaches no slide's content either: none takes
  ///   touches while the carousel moves); a drag stops it once it has moved 15 points, and
  ///   catches it where it is. A `minimumDistance` of 0 would see the landing, but take every
  ///   tap from the slides' buttons and the enclosing scroll view's drags.
  /// - macOS: the `DragGesture` for a click-drag, and a scroll-wheel monitor for two-finger
  ///   trackpad and Magic Mouse swipes and mouse wheels (``CarouselScrollWheelMonitor``).
  /// - tvOS has no drags: focus and the remote's move commands page the carousel.
  ///
  /// With `.scrollDisabled(true)` the host ignores drags (a finger still holds autoplay).
  struct CarouselDragInput<ID: Hashable & Sendable>: ViewModifier {
    let model: CarouselModel<ID>

    func body(content: Content) -> some View {
      #if os(iOS)
        if #available(iOS 18.0, *) {
          content
            .gesture(CarouselPanGesture(model: model))
            .gesture(CarouselTouchWatcher(model: model))
        } else {
          content.modifier(CarouselDragGesture(model: model))
        }
      #elseif os(tvOS)
        content.onMoveCommand { model.arrowPressed(CarouselArrowKey($0)) }
      #elseif os(macOS)
        // A click-drag is the `DragGesture`'s; trackpad and mouse-wheel scrolls, which it never
        // sees, the monitor's. Behind the slides, so it hit-tests under them (see
        // `CarouselScrollWheelMonitor`), with their frame.
        content
          .modifier(CarouselDragGesture(model: model))
          .background(CarouselScrollWheelMonitor(model: model))
      #else
        content.modifier(CarouselDragGesture(model: model))
      #endif
    }
  }

  #if os(tvOS)
    extension CarouselArrowKey {
      /// The arrow of a move command.
      fileprivate init(_ direction: MoveCommandDirection) {
        self = [.up: .up, .down: .down, .left: .left][direction] ?? .right
      }
    }
  #endif
#endif
