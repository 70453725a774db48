import CarouselCore
import Testing

private typealias Host = CarouselHost<String, ManualClock>

/// `.carouselAutoplay(.seconds(3), resumeAfter: .seconds(2))`: after the user's own moves, the
/// next interval begins only after the delay; after moves from code, at once.
@Suite struct AutoplayResumeDelayTests {
  /// The state machine: a user's move restarts the wait after the delay; its progress stays 0
  /// until then; a pause during the delay freezes it at 0 and play starts a full wait.
  @Test func theUsersMoveDelaysTheNextWait() {
    var autoplay = running()
    autoplay.handle(.resumeDelayChanged(.seconds(2)), at: at(0))
    #expect(autoplay.nextDeadline == at(3))  // changes no wait in progress
    autoplay.handle(.userMoved, at: at(1))
    #expect(autoplay.nextDeadline == at(6))
    #expect(autoplay.progress(at: at(2)) == 0)
    #expect(autoplay.progress(at: at(4.5)) == 0.5)
    autoplay.handle(.pause, at: at(2))
    #expect(autoplay.progress(at: at(5)) == 0)
    autoplay.handle(.play, at: at(5))
    #expect(autoplay.nextDeadline == at(8))
  }

  /// No delay, a negative one and one beyond the maximum: a user's move changes nothing
  /// without a delay; the others are clamped.
  @Test func theDelayIsClamped() {
    var none = running()
    none.handle(.userMoved, at: at(1))
    #expect(none.nextDeadline == at(3))
    var negative = running()
    negative.handle(.resumeDelayChanged(.seconds(-5)), at: at(0))
    #expect(negative.resumeDelay == .zero)
    var huge = running()
    huge.handle(.resumeDelayChanged(.seconds(Int64.max)), at: at(0))
    #expect(huge.resumeDelay == .seconds(1_000_000_000))
  }

  /// A held carousel is not resumed by a move: the delay applies only to a running wait.
  @Test func aMoveUnderAFingerStartsNothing() {
    var autoplay = running()
    autoplay.handle(.resumeDelayChanged(.seconds(2)), at: at(0))
    autoplay.handle(.touchBegan, at: at(1))
    autoplay.handle(.userMoved, at: at(1))
    #expect(autoplay.nextDeadline == nil)
  }

  /// The host: a swipe, a tap on the dots, a key and a cancelled touch wait the delay; a move
  /// from code and autoplay's advance do not.
  @Test func theHostDelaysOnlyTheUsersMoves() {
    func host() -> Host {
      var host = Host(at: at(0))
      var configuration = CarouselConfiguration.testing(autoplay: .seconds(3))
      configuration.autoplayResumeDelay = .seconds(2)
      host.configure(configuration, at: at(0))
      host.itemsChanged(["a", "b", "c"], selecting: nil, at: at(0))
      host.appeared(at: at(0))
      return host
    }
    var swiped = host()
    swiped.dragChanged(CarouselDrag(translationX: -20, translationY: 0), at: at(1))
    swiped.dragEnded(CarouselDrag(translationX: -200, translationY: 0), at: at(1.2))
    #expect(swiped.engine.nextDeadline == at(6.2))
    var tapped = host()
    tapped.userSelected(index: 2, cause: .indicator, at: at(1))
    #expect(tapped.engine.nextDeadline == at(6))
    var stepped = host()
    stepped.userStepped(.next, cause: .keyboard, at: at(1))
    #expect(stepped.engine.nextDeadline == at(6))
    var cancelled = host()
    cancelled.touchLanded(at: at(1))
    cancelled.touchLifted(cancelled.touch, cancelled: true, at: at(1.5))
    #expect(cancelled.engine.nextDeadline == at(6.5))
    var programmed = host()
    programmed.step(.next, at: at(1))
    #expect(programmed.engine.nextDeadline == at(4))
    var advanced = host()
    advanced.tick(at: at(3))
    #expect(advanced.engine.nextDeadline == at(6))
    // A tap on the item shown moves nothing, and delays nothing.
    var tappedInPlace = host()
    tappedInPlace.userSelected(index: 0, cause: .indicator, at: at(1))
    #expect(tappedInPlace.engine.nextDeadline == at(3))
    // A key at the end moves nothing, and delays nothing.
    var atTheEnd = host()
    atTheEnd.userStepped(.previous, cause: .keyboard, at: at(1))
    #expect(atTheEnd.engine.nextDeadline == at(3))
  }

  /// A negative delay is reported and counts as none.
  @Test func aNegativeDelayIsReported() {
    var configuration = CarouselConfiguration.testing(autoplay: .seconds(3))
    configuration.autoplayResumeDelay = .seconds(-1)
    var engine = CarouselEngine<String, ManualClock>(
      items: ["a", "b"], configuration: configuration, at: at(0))
    expectValue(engine.takeDiagnostics(), [.invalidResumeDelay(seconds: -1)])
    expectValue(
      CarouselDiagnostic.invalidResumeDelay(seconds: -1).message,
      "Carousel autoplay resume delay -1.0 s is negative; autoplay resumes after a full "
        + "interval, with no delay.")
  }
}
