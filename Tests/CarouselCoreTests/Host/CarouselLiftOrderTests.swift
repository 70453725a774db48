import CarouselCore
import Testing

private typealias Host = CarouselHost<String, ManualClock>

/// How fingers reach the host: on iOS 18 a touch watcher reports the landing and the lift and a
/// UIKit pan reports the drag; on iOS 17 (and macOS, watchOS, visionOS) a `DragGesture` reports
/// the drag and the reset of its gesture state stands for the lift.
enum InputPath: CaseIterable, CustomTestStringConvertible {
  case touchWatcherAndPan, dragGesture

  var testDescription: String {
    self == .touchWatcherAndPan ? "iOS 18 touch watcher and pan" : "DragGesture"
  }
}

/// The finger's lift and the drag's end come from two recognizers that end in no documented
/// order: the host's outcome must not depend on it.
@Suite struct CarouselLiftOrderTests {
  /// A host over five items on 390-point pages, on screen at 0 s.
  private func host() -> Host {
    var host = Host(at: at(0))
    host.configure(
      CarouselConfiguration(autoplay: .off, viewportWidth: 390, viewportHeight: 260), at: at(0))
    host.itemsChanged(["a", "b", "c", "d", "e"], selecting: nil, at: at(0))
    host.appeared(at: at(0))
    return host
  }

  /// A finger lands, drags −200 points (toward the next page) at −800 points per second, and
  /// lifts: the page goes forward whether the lift or the end arrives first.
  @Test(arguments: InputPath.allCases, [true, false])
  func aReleasedDragPagesForwardWhateverArrivesFirst(path: InputPath, liftFirst: Bool) {
    var host = host()
    if path == .touchWatcherAndPan { host.touchLanded(at: at(1)) }
    host.dragChanged(CarouselDrag(translationX: -20, translationY: 0), at: at(1.05))
    let touch = host.touch
    let release = CarouselDrag(translationX: -200, translationY: 0, velocityX: -800, velocityY: 0)
    host.dragChanged(release, at: at(1.2))
    if liftFirst {
      host.touchLifted(touch, at: at(1.25))
      host.dragEnded(release, at: at(1.25))
    } else {
      host.dragEnded(release, at: at(1.25))
      host.touchLifted(touch, at: at(1.25))
    }
    #expect(host.engine.selectedID == "b")
    #expect(host.engine.isTouched == false)
  }

  /// A lift with no end at all (a drag the system took away without ending it) still decides
  /// the page from the last drag the host saw.
  @Test(arguments: InputPath.allCases)
  func aLiftWithoutAnEndReleasesTheDragWhereTheFingerLeftIt(path: InputPath) {
    var host = host()
    if path == .touchWatcherAndPan { host.touchLanded(at: at(1)) }
    host.dragChanged(CarouselDrag(translationX: -20, translationY: 0), at: at(1.05))
    host.dragChanged(
      CarouselDrag(translationX: -250, translationY: 0, velocityX: 0, velocityY: 0), at: at(1.2))
    host.touchLifted(host.touch, at: at(1.3))
    #expect(host.engine.selectedID == "b")
    #expect(host.engine.isTouched == false)
  }
}

/// A touch the system cancels (an alert, a call, a transition): both recognizers report a
/// cancellation, in no documented order, and the drag settles back either way.
@Suite struct CarouselCancellationOrderTests {
  @Test(arguments: [true, false])
  func aCancelledTouchSettlesBackWhateverArrivesFirst(watcherFirst: Bool) {
    var host = Host(at: at(0))
    host.configure(
      CarouselConfiguration(autoplay: .off, viewportWidth: 390, viewportHeight: 260), at: at(0))
    host.itemsChanged(["a", "b", "c"], selecting: nil, at: at(0))
    host.appeared(at: at(0))
    host.touchLanded(at: at(1))
    let touch = host.touch
    host.dragChanged(CarouselDrag(translationX: -20, translationY: 0), at: at(1.05))
    host.dragChanged(
      CarouselDrag(translationX: -300, translationY: 0, velocityX: -900, velocityY: 0),
      at: at(1.2))
    if watcherFirst {
      host.touchLifted(touch, cancelled: true, at: at(1.25))
      host.dragCancelled(at: at(1.25))
    } else {
      host.dragCancelled(at: at(1.25))
      host.touchLifted(touch, cancelled: true, at: at(1.25))
    }
    #expect(host.engine.selectedID == "a")
    #expect(host.engine.isTouched == false)
    #expect(host.engine.position(at: at(3)) == CarouselPosition(page: 0))
  }
}
