import CarouselCore
import Testing

/// The state the button should show, by the rules: nothing to control without an interval or
/// with fewer than two items; off while Reduce Motion or VoiceOver is on; otherwise the user's
/// choice, whatever holds autoplay for a moment.
private func expectedState(
  hasInterval: Bool, count: Int, paused: Bool, reduceMotion: Bool, voiceOver: Bool
) -> CarouselPlaybackState {
  if !hasInterval || count < 2 { return .unavailable }
  if reduceMotion || voiceOver { return .offBySystemSetting }
  return paused ? .paused : .playing
}

@Suite struct CarouselPlaybackStateTests {
  /// The button offers the action it performs, or says autoplay is off.
  @Test func titles() {
    #expect(CarouselPlaybackState.playing.title == .pause)
    #expect(CarouselPlaybackState.paused.title == .play)
    #expect(CarouselPlaybackState.unavailable.title == .play)
    #expect(CarouselPlaybackState.offBySystemSetting.title == .autoplayOff)
  }

  @Test func literalStates() {
    var engine = Engine(testing: [1, 2, 3])
    #expect(engine.playbackState == .playing)  // off screen: only for a moment
    engine.appeared(at: at(0))
    #expect(engine.playbackState == .playing)
    engine.pause(at: at(1))
    #expect(engine.playbackState == .paused)
    engine.voiceOverChanged(true, at: at(2))
    #expect(engine.playbackState == .offBySystemSetting)
    engine.voiceOverChanged(false, at: at(3))
    #expect(engine.playbackState == .paused)
    engine.play(at: at(4))
    engine.reduceMotionChanged(true, at: at(5))
    #expect(engine.playbackState == .offBySystemSetting)
    #expect(Engine(testing: [1, 2, 3], autoplay: .off).playbackState == .unavailable)
    #expect(
      Engine(testing: [1, 2], autoplay: AutoplayInterval(seconds: -1)).playbackState
        == .unavailable)
    #expect(Engine(testing: [1]).playbackState == .unavailable)
    #expect(Engine(testing: [Int]()).playbackState == .unavailable)
  }

  /// Every combination of interval, item count, play/pause, touch, Reduce Motion, VoiceOver,
  /// scene phase and appearance, through the engine.
  @Test(arguments: [AutoplayInterval.off, .default, AutoplayInterval(seconds: .nan)], 0...3)
  func everyCombinationThroughTheEngine(interval: AutoplayInterval, count: Int) {
    for bits in 0..<(1 << 4) {
      for phase in CarouselScenePhase.allCases {
        let (paused, touching, reduceMotion, voiceOver) = (
          bits & 1 != 0, bits & 2 != 0, bits & 4 != 0, bits & 8 != 0
        )
        for onScreen in [false, true] {
          var engine = Engine(testing: Array(0..<count), autoplay: interval)
          if onScreen { engine.appeared(at: at(0)) }
          if paused { engine.pause(at: at(0.5)) }
          if touching { engine.dragChanged(.touchDown, at: at(0.5)) }
          engine.reduceMotionChanged(reduceMotion, at: at(0.5))
          engine.voiceOverChanged(voiceOver, at: at(0.5))
          engine.sceneChanged(to: phase, at: at(0.5))
          let expected = expectedState(
            hasInterval: interval.duration != nil, count: count, paused: paused,
            reduceMotion: reduceMotion, voiceOver: voiceOver)
          #expect(
            engine.playbackState == expected,
            "paused \(paused) touching \(touching) reduce motion \(reduceMotion) VoiceOver \(voiceOver) \(phase) on screen \(onScreen)"
          )
        }
      }
    }
  }

  /// Every set of suspensions, with and without an interval, for 0 to 3 items, playing or not.
  @Test func everySetOfSuspensions() {
    let all = AutoplaySuspension.allCases
    for bits in 0..<(1 << all.count) {
      let suspensions = all.indices.filter { bits & (1 << $0) != 0 }.map { all[$0] }
      for hasAutoplay in [false, true] {
        for count in [Int.min, 0, 1, 2, 3, Int.max] {
          for isPlaying in [false, true] {
            let expected = expectedState(
              hasInterval: hasAutoplay, count: count, paused: !isPlaying,
              reduceMotion: suspensions.contains(.reduceMotion),
              voiceOver: suspensions.contains(.voiceOver))
            #expect(
              CarouselPlaybackState(
                hasAutoplay: hasAutoplay, itemCount: count, isPlaying: isPlaying,
                suspensions: suspensions) == expected,
              "\(suspensions) autoplay \(hasAutoplay) count \(count) playing \(isPlaying)")
          }
        }
      }
    }
  }
}
