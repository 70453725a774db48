import CarouselCore
import CarouselViewModel
import Testing

/// The iOS 18 touch watcher's states, as the model maps them, in either order with the pan's
/// end (two recognizers end in no documented order).
@MainActor @Suite struct TouchWatcherTests {
  /// A model over five items on screen; what waits for the update's end goes to `afterUpdate`.
  static func model(afterUpdate: @escaping CarouselAfterUpdate = { $0() }) -> CarouselModel<Int> {
    let model = CarouselModel<Int>(reportDiagnostics: { _ in }, afterUpdate: afterUpdate)
    model.send {
      $0.configure(CarouselConfiguration(viewportWidth: 390, viewportHeight: 260), at: $1)
    }
    model.send { $0.itemsChanged(Array(0..<5), binding: nil, at: $1) }
    model.appeared(in: nil, isTarget: false)
    return model
  }

  /// A drag 70% of the way to the next page, slow.
  static let pastHalfway = CarouselDrag(translationX: -273, translationY: 0)

  /// A system cancellation (an alert, a call) settles a page drag back, whether the watcher's
  /// cancellation or the pan's comes first (finding S1: the watcher reported it as a lift, which
  /// released the drag onto the next page when it came first).
  @Test(arguments: [false, true]) func aCancelledTouchSettlesBack(watcherFirst: Bool) {
    let model = Self.model()
    model.touchWatcherChanged(.began)
    model.panChanged(.began, drag: CarouselDrag(translationX: -20, translationY: 0))
    model.panChanged(.changed, drag: Self.pastHalfway)
    if watcherFirst {
      model.touchWatcherChanged(.cancelled)
      model.panChanged(.cancelled, drag: Self.pastHalfway)
    } else {
      model.panChanged(.cancelled, drag: Self.pastHalfway)
      model.touchWatcherChanged(.cancelled)
    }
    #expect(model.stage.selectedID == 0)
  }

  /// A lift releases the drag where it was, whichever ends first.
  @Test(arguments: [false, true]) func aLiftReleasesTheDrag(watcherFirst: Bool) {
    let model = Self.model()
    model.touchWatcherChanged(.began)
    model.panChanged(.began, drag: CarouselDrag(translationX: -20, translationY: 0))
    model.panChanged(.changed, drag: Self.pastHalfway)
    if watcherFirst {
      model.touchWatcherChanged(.ended)
      model.panChanged(.ended, drag: Self.pastHalfway)
    } else {
      model.panChanged(.ended, drag: Self.pastHalfway)
      model.touchWatcherChanged(.ended)
    }
    #expect(model.stage.selectedID == 1)
  }

  /// A touch that never became a page drag (a list scrolled instead) holds autoplay only while
  /// the finger is down; a watcher that failed lifts it too.
  @Test(arguments: [CarouselRecognizerState.ended, .cancelled, .failed])
  func everyEndOfTheWatcherLiftsTheTouch(end: CarouselRecognizerState) {
    let model = Self.model()
    model.touchWatcherChanged(.began)
    #expect(model.proxyState.autoplaySuspensions.contains(.noInterval))
    #expect(model.engine.isTouched)
    model.touchWatcherChanged(end)
    #expect(!model.engine.isTouched)
  }

  /// UIKit's raw values map to the same states, so the SwiftUI layer maps with one call.
  @Test func uikitsRawValuesAreTheStates() {
    #expect(CarouselRecognizerState.allCases.map(\.rawValue) == [0, 1, 2, 3, 4, 5])
    #expect(CarouselRecognizerState(rawValue: 6) == nil)
  }
}
