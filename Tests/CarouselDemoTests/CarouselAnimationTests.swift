import CarouselCore
import Testing

@testable import CarouselDemoKit

/// The films are the engine's motion: the expected positions are the default spring's (smooth:
/// duration 0.5, bounce 0, so critically damped with ω = 2π / 0.5 = 4π per second), worked out
/// by hand, not read back from the code under test.
@Suite struct CarouselAnimationTests {
  /// Peek, five looping items, an advance every 1.5 seconds, 20 frames a second.
  private let autoplay = AnimationOptions(
    picture: RenderOptions(style: .peek, count: 5, isLooping: true))
  /// The same, after a finger swipes to the second item.
  private var swipe: AnimationOptions {
    var options = autoplay
    options.swipes = true
    return options
  }

  @Test func anAutoplayFilmGoesOnceRoundTheItems() {
    // Five intervals of 1.5 s: 7.5 s, 150 frames of 50 ms.
    let samples = CarouselAnimation.samples(autoplay)
    #expect(samples.count == 150)
    // It starts as the first advance starts, and every advance starts on a whole page.
    for (index, page) in [(0, 0.0), (30, 1), (60, 2), (90, 3), (120, 4)] {
      #expect(samples[index].position == page)
    }
    // It ends settled on the first item: the last advance began 1.45 s before, and the spring
    // settles within 0.75 s (1/1000 page away, slower than 1/100 page a second).
    #expect(samples[149].position == 0)
    #expect(samples.allSatisfy { $0.touch == nil })
  }

  @Test func eachAdvanceFollowsTheSpring() {
    // From one page away at rest: 1 - (1 + ωt)·e^(-ωt) of the way after t seconds.
    let samples = CarouselAnimation.samples(autoplay)
    let expected: [(Int, Double)] = [
      (1, 0.131311), (2, 0.357740), (4, 0.715416), (8, 0.960457), (14, 0.998518), (15, 1),
    ]
    for (index, position) in expected {
      #expect(abs(samples[index].position - position) < 1e-6, "frame \(index)")
      // The last advance is the same move, from item 5 on to item 1 again.
      let wrapped = position == 1 ? 0 : 4 + position
      #expect(abs(samples[120 + index].position - wrapped) < 1e-6, "frame \(120 + index)")
    }
  }

  @Test func aFiniteCarouselRewinds() {
    // Three items: the third advance, at 4.5 s (frame 60), goes from item 3 back to item 1,
    // 2·(1 + ωt)·e^(-ωt) pages from it after t seconds.
    let options = AnimationOptions(picture: RenderOptions(style: .paged, count: 3))
    let samples = CarouselAnimation.samples(options)
    #expect(samples.count == 90)
    #expect(samples[60].position == 2)
    #expect(abs(samples[64].position - 0.569169) < 1e-6)
    #expect(samples[89].position == 0)
  }

  @Test func aSwipeFilmFollowsTheFingerThenAutoplay() {
    // The swipe's 0.5 s and five intervals: 8 s, 160 frames.
    let samples = CarouselAnimation.samples(swipe)
    #expect(samples.count == 160)
    // The finger rests 0.2 s, then moves 0.4 page in 0.3 s and lifts at 0.5 s (frame 10).
    #expect(samples[0...9].allSatisfy { $0.touch != nil })
    #expect(samples[10...].allSatisfy { $0.touch == nil })
    // It is centered on its path: 0.2 of the peek's 309.6-point page right of the middle as it
    // lands, then moving left with the card.
    #expect(abs((samples[0].touch ?? 0) - 61.92) < 1e-9)
    #expect(abs((samples[9].touch ?? 0) + 41.28) < 1e-9)
    // Reported 120 times a second, the drag is recognized past the 10-point slop at 0.225 s,
    // 1/30 page along, and the carousel follows from there: 0.3 page at 0.45 s.
    #expect(samples[0...4].allSatisfy { $0.position == 0 })
    #expect(abs(samples[9].position - 0.3) < 1e-9)
    // Released 0.4 - 1/30 page along at 4/3 pages a second, it settles on the next page:
    // 1 + (x₀ + (v₀ + ωx₀)·t)·e^(-ωt) with x₀ = -0.6333 and v₀ = 1.3333, 0.2 s later at frame 14.
    #expect(abs(samples[14].position - 0.841364) < 1e-6)
    // The wait starts again at the release: autoplay advances from 2 s on (frame 40), and the
    // film ends settled on the first item, where the finger lands again.
    #expect(samples[40].position == 1)
    #expect(samples[159].position == 0)
  }

  @Test func aRunOfTheSamePictureIsOneFrame() {
    let frames = CarouselAnimation.frames(autoplay)
    #expect(frames.reduce(0) { $0 + $1.milliseconds } == 7500)
    // The first frame is the start of a move; the carousel rests from 0.75 s after each advance
    // to the next one, 0.8 s (16 samples, the next move's first included), and 0.75 s at the end.
    #expect(frames.first?.milliseconds == 50)
    #expect(frames.filter { $0.milliseconds == 800 }.count == 4)
    #expect(frames.last?.milliseconds == 750)
    #expect(frames.dropLast().allSatisfy { $0.milliseconds == 50 || $0.milliseconds == 800 })
  }

  @Test func theFilmEndsWithTheFirstPicture() {
    let frames = CarouselAnimation.frames(autoplay)
    #expect(frames.first?.svg == frames.last?.svg)
    #expect(frames.first?.svg.contains("position 0.00</text>") == true)
  }

  @Test func theFingerIsDrawnWhileItIsDown() {
    let frames = CarouselAnimation.frames(swipe)
    #expect(frames.reduce(0) { $0 + $1.milliseconds } == 8000)
    // Resting for 0.2 s, the landed finger is one frame of five samples.
    #expect(frames.first?.milliseconds == 250)
    // 0.2 of a 309.6-point page right of the 390-point viewport's middle, 16 points in.
    let landed = "<circle cx=\"272.92\" cy=\"219\" r=\"22\" fill=\"#ffffff\""
    #expect(frames.first?.svg.contains(landed) == true)
    let fingertip = "fill-opacity=\"0.55\""
    #expect(frames.filter { $0.svg.contains(fingertip) }.count == 6)
    // The film ends as it began, without the finger.
    #expect(frames.last?.svg.contains(fingertip) == false)
    #expect(frames.last?.svg.contains("position 0.00</text>") == true)
  }

  @Test func timesAddUpAtAnyFrameRate() {
    // 24 frames a second: 180 frames in 7.5 s, each 41 or 42 ms, rounded at each frame's start.
    var options = autoplay
    options.framesPerSecond = 24
    #expect(CarouselAnimation.samples(options).count == 180)
    #expect(CarouselAnimation.frames(options).reduce(0) { $0 + $1.milliseconds } == 7500)
  }

  @Test func valuesOutOfRangeAreClamped() {
    let options = AnimationOptions(
      picture: RenderOptions(count: 40, position: 3, frames: 4), framesPerSecond: 0,
      interval: .nan)
    let normalized = options.normalized
    #expect(normalized.picture.count == 8)
    #expect(normalized.picture.position == 0)
    #expect(normalized.picture.frames == 1)
    #expect(normalized.framesPerSecond == 1)
    #expect(normalized.interval == 1.5)
    // Eight intervals of 1.5 s at one frame a second.
    #expect(CarouselAnimation.samples(normalized).count == 12)
  }

  @Test func theManifestListsEachFrameAndItsTime() {
    let frames = [
      AnimationFrame(svg: "<svg/>", milliseconds: 50),
      AnimationFrame(svg: "<svg></svg>", milliseconds: 800),
    ]
    #expect(CarouselAnimation.manifest(frames) == "frame-0000.svg 50\nframe-0001.svg 800\n")
    #expect(AnimationFrame.fileName(12_345) == "frame-12345.svg")
  }
}
