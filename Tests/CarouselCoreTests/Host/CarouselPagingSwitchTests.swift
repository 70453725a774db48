import CarouselCore
import Testing

private typealias Host = CarouselHost<String, ManualClock>

/// A host over five items on 300-point pages with 3 s autoplay, on screen at 0 s.
private func host() -> Host {
  var host = Host(at: at(0))
  host.configure(.testing(autoplay: .seconds(3)), at: at(0))
  host.itemsChanged(["a", "b", "c", "d", "e"], selecting: nil, at: at(0))
  host.appeared(at: at(0))
  return host
}

private func drag(_ points: Double) -> CarouselDrag {
  CarouselDrag(translationX: points, translationY: 0)
}

/// `carouselPagingDisabled` (a zoomed photo) and `carouselSwipeDisabled`: what each stops.
@Suite struct CarouselPagingSwitchTests {
  /// With paging off no input of the user moves the carousel, and autoplay holds; the app's own
  /// moves still do, and turning it on again lets everything move.
  @Test func pagingOffStopsEveryUserInputAndAutoplay() {
    var host = host()
    host.pagingChanged(allowed: false, at: at(0.5))
    #expect(host.engine.autoplaySuspensions == [.pagingDisabled])
    #expect(host.engine.nextDeadline == nil)
    expectValue(host.userSelected(index: 3, cause: .indicator, at: at(1)), [])
    expectValue(host.userStepped(.next, cause: .keyboard, at: at(1)), [])
    expectValue(host.userStepped(.next, cause: .accessibility, at: at(1)), [])
    #expect(host.beginsPageDrag(velocityX: -500, velocityY: 0) == false)
    host.touchLanded(at: at(1.1))
    host.dragChanged(drag(-200), at: at(1.2))
    #expect(!host.engine.isDragging)
    host.dragEnded(drag(-200), at: at(1.3))
    #expect(host.engine.selectedID == "a")
    host.step(.next, at: at(2))
    #expect(host.engine.selectedID == "b")
    host.select("d", animated: false, at: at(2))
    #expect(host.engine.selectedID == "d")
    expectValue(host.pagingChanged(allowed: false, at: at(2)), [])
    host.pagingChanged(allowed: true, at: at(3))
    #expect(host.engine.nextDeadline == at(6))
    host.userStepped(.next, cause: .keyboard, at: at(3))
    #expect(host.engine.selectedID == "e")
  }

  /// Turning paging off cancels a page drag in progress: it settles back.
  @Test func pagingOffCancelsADrag() {
    var host = host()
    host.dragChanged(drag(-20), at: at(1))
    host.dragChanged(drag(-250), at: at(1.1))
    #expect(host.engine.isDragging)
    host.pagingChanged(allowed: false, at: at(1.2))
    #expect(!host.engine.isDragging)
    #expect(host.engine.selectedID == "a")
  }

  /// Turning swipes off while a finger rests on the carousel (down, not dragging) keeps the
  /// touch: autoplay still holds under the finger until it lifts.
  @Test func swipesOffUnderARestingFingerKeepsTheTouch() {
    var host = host()
    host.touchLanded(at: at(1))
    expectValue(host.swipesChanged(allowed: false, at: at(1.5)), [])
    #expect(host.engine.isTouched)
    #expect(host.engine.autoplaySuspensions == [.touching])
    #expect(host.engine.nextDeadline == nil)
    host.touchLifted(host.touch, at: at(2))
    #expect(host.engine.nextDeadline == at(5))
  }

  /// Swipes off leave keys, taps and VoiceOver working.
  @Test func swipesOffLeaveTheOtherInputs() {
    var host = host()
    host.swipesChanged(allowed: false, at: at(0.5))
    #expect(host.userStepped(.next, cause: .keyboard, at: at(1)).contains(.selection))
    #expect(host.userSelected(index: 3, cause: .tap, at: at(1.5)).contains(.selection))
    #expect(host.engine.autoplaySuspensions == [])
  }
}
