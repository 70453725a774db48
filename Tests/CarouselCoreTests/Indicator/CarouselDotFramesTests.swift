import CarouselCore
import TestSupport
import Testing
import UpdateCycleDouble

/// The looks every exhaustive test runs: the presets, one with no spacing, one with a current
/// dot much longer, and one with nothing at all.
private let looks: [CarouselDots] = [
  .standard, .capsules, .circles, CarouselDots(size: 6, currentLength: 6, spacing: 0),
  CarouselDots(size: 3, currentLength: 40, currentScale: 2, spacing: 11),
  CarouselDots(size: 0, currentLength: 0, spacing: 0),
]

/// The test's own model of the packed strip (see `PackedDotsModel`): centers and lengths left
/// to right, and the strip's length.
private func modelCenters(
  _ dots: [PageIndicatorDot], look: CarouselDots, slots: Int, rightToLeft: Bool
) -> (centers: [Double], lengths: [Double], strip: Double) {
  let model = PackedDotsModel(dots, look: look, slots: slots, rightToLeft: rightToLeft)
  return (model.centers, model.lengths, model.strip)
}

@Suite("PageIndicatorDots frames(_:) and the tap on a packed strip")
struct CarouselDotFramesTests {
  /// Seed 000's capsules and seed 002's circles, literally.
  @Test func literalStrips() {
    let five = PageIndicator(count: 5, isLooping: false)
    let capsules = five.dots(progress: 0).frames(.capsules)
    #expect(capsules.map(\.center) == [11, 32.5, 46.5, 60.5, 74.5])
    #expect(capsules.map(\.length) == [22, 7, 7, 7, 7])
    #expect(capsules.map(\.thickness) == [7, 7, 7, 7, 7])
    #expect(capsules.map(\.cornerRadius) == [3.5, 3.5, 3.5, 3.5, 3.5])
    #expect(capsules.map(\.drawnScale) == [1, 1, 1, 1, 1])
    #expect(capsules.map(\.dot.index) == [0, 1, 2, 3, 4])
    let circles = five.dots(progress: 2).frames(.circles)
    #expect(circles.map(\.center) == [4, 20, 36, 52, 68])
    #expect(circles.map(\.drawnScale) == [1, 1, 1.25, 1, 1])
    #expect(circles.map(\.end).last == 72)
    // Right to left: the mirror, the first item at the right edge.
    let mirrored = PageIndicator(count: 5, isLooping: false, layoutDirection: .rightToLeft)
    let back = mirrored.dots(progress: 0).frames(.capsules)
    #expect(back.map(\.center) == [3.5, 17.5, 31.5, 45.5, 67])
    #expect(back.map(\.dot.index) == [4, 3, 2, 1, 0])
    // Halfway from item 0 to item 1, standard dots: 15, 15 and 8 long.
    let three = PageIndicator(count: 3, isLooping: false).dots(progress: 0.5)
    #expect(three.frames(.standard).map(\.center) == [7.5, 30.5, 50])
    #expect(three.frames(.standard).map(\.length) == [15, 15, 8])
    #expect(PageIndicator(count: 0, isLooping: false).dots(progress: 0).frames(.capsules).isEmpty)
  }

  /// Where taps land on five capsules: each dot owns the strip to the middle of the gaps beside
  /// it, a tie goes to the later dot in reading order, outside counts as the nearer end.
  @Test func literalTaps() {
    let metrics = PageIndicatorMetrics(dots: .capsules)
    let rest = CarouselPosition(page: 0)
    let five = PageIndicator(count: 5, isLooping: false)
    let locations: [Double] = [-.infinity, 0, 21.9, 25.4, 25.5, 29, 39.4, 39.5, 77, 200, .infinity]
    #expect(
      locations.map { five.dotIndex(atLocation: $0, at: rest, metrics: metrics) }
        == [0, 0, 0, 0, 1, 1, 1, 2, 4, 4, 4])
    let mirrored = PageIndicator(count: 5, isLooping: false, layoutDirection: .rightToLeft)
    #expect(
      locations.map { mirrored.dotIndex(atLocation: 78 - $0, at: rest, metrics: metrics) }
        == [0, 0, 0, 0, 1, 1, 1, 2, 4, 4, 4])
    #expect(five.dotIndex(atLocation: .nan, at: rest, metrics: metrics) == nil)
    #expect(PageIndicator(count: 0, isLooping: false).dotIndex(atLocation: 3, at: rest) == nil)
    // Standard dots, three of them: 0–22, 30–38, 46–54.
    let three = PageIndicator(count: 3, isLooping: false)
    #expect(
      [25.9, 26, 40, 41.9, 42].map { three.dotIndex(atLocation: $0, at: rest) } == [0, 1, 1, 1, 2])
    // No room at all: every dot is at one point, and the last in reading order takes the tap.
    let none = PageIndicatorMetrics(dots: CarouselDots(size: 0, currentLength: 0, spacing: 0))
    #expect(three.dotIndex(atLocation: 0, at: rest, metrics: none) == 2)
  }

  /// Counts 1–8, at most 3, 5 or 7 dots, finite and looping, both directions, every look,
  /// positions in eighths and just beside whole items: dots never overlap and stay in the strip,
  /// at rest without a window they span it, right to left mirrors left to right exactly, the
  /// frames match the test's model, and a tap on a dot's frame is that dot's.
  @Test(.offThePool) func exhaustiveSmallStrips() {
    var checked = 0
    for count in 1...8 {
      for maximum in [3, 5, 7] {
        for isLooping in [false, true] {
          var positions = stride(from: -1.0, through: Double(count) + 1, by: 0.125).map { $0 }
          positions += (0..<count).flatMap { [Double($0) + 1e-9, Double($0) + 1 - 1e-9] }
          for progress in positions {
            for look in looks {
              check(count, maximum, isLooping, progress, look)
              checked += 1
            }
          }
        }
      }
    }
    #expect(checked > 5_000)
  }

  private func check(
    _ count: Int, _ maximum: Int, _ isLooping: Bool, _ progress: Double, _ look: CarouselDots
  ) {
    let label = "count \(count) max \(maximum) looping \(isLooping) at \(progress) \(look)"
    var ltrCenters: [Double] = []
    for direction in [CarouselLayoutDirection.leftToRight, .rightToLeft] {
      let indicator = PageIndicator(
        count: count, isLooping: isLooping, maximumVisibleDots: maximum,
        layoutDirection: direction)
      let dots = indicator.dots(progress: progress)
      let frames = dots.frames(look)
      let strip = look.stripLength(dotCount: indicator.visibleDotCount)
      let model = modelCenters(
        Array(dots), look: look, slots: indicator.visibleDotCount,
        rightToLeft: direction == .rightToLeft)
      #expect(model.strip == strip, "\(label)")
      #expect(frames.map(\.dot) == Array(dots), "\(label)")
      for (frame, center) in zip(frames, model.centers) {
        #expect(abs(frame.center - center) < 1e-9, "\(label)")
      }
      #expect(frames.map(\.length) == model.lengths, "\(label)")
      for (left, right) in zip(frames, frames.dropFirst()) {
        #expect(left.end <= right.start + 1e-9, "overlap \(label)")
      }
      for frame in frames {
        #expect(frame.start >= -1e-9 && frame.end <= strip + 1e-9, "outside \(label)")
      }
      if count <= maximum, progress == progress.rounded() {
        #expect(abs(frames[0].start) < 1e-9 && abs(frames[frames.count - 1].end - strip) < 1e-9)
      }
      if direction == .leftToRight {
        ltrCenters = frames.map(\.center)
      } else {
        #expect(frames.map(\.center) == ltrCenters.reversed().map { strip - $0 }, "\(label)")
      }
      let position = itemSpacePosition(progress)
      let metrics = PageIndicatorMetrics(dots: look)
      for frame in frames where frame.length > 1e-6 {
        for location in [
          frame.center, frame.start + frame.length / 100, frame.end - frame.length / 100,
        ] {
          #expect(
            indicator.dotIndex(atLocation: location, at: position, metrics: metrics)
              == frame.dot.index, "tap at \(location) \(label)")
        }
      }
    }
  }

  /// While the window scrolls, no dot jumps: a tiny step of the position moves every dot a
  /// tiny distance, and a dot that appears or disappears across the step is about 0 long.
  @Test func continuousWhileScrolling() {
    for count in [6, 8, 12] {
      for isLooping in [false, true] {
        for direction in [CarouselLayoutDirection.leftToRight, .rightToLeft] {
          let indicator = PageIndicator(
            count: count, isLooping: isLooping, maximumVisibleDots: 5, layoutDirection: direction)
          for look in looks {
            var progress = -0.5
            while progress < Double(count) + 0.5 {
              let before = indicator.dots(progress: progress).frames(look)
              let after = indicator.dots(progress: progress + 1e-7).frames(look)
              let label = "count \(count) looping \(isLooping) \(direction) at \(progress) \(look)"
              for frame in before {
                if let next = after.first(where: { $0.dot.index == frame.dot.index }) {
                  #expect(abs(next.center - frame.center) < 1e-4, "jump \(label)")
                  #expect(abs(next.length - frame.length) < 1e-4, "jump \(label)")
                } else {
                  #expect(frame.length < 1e-4, "vanished \(label)")
                }
              }
              for frame in after where !before.contains(where: { $0.dot.index == frame.dot.index })
              {
                #expect(frame.length < 1e-4, "appeared \(label)")
              }
              progress += 1.0 / 16
            }
          }
        }
      }
    }
  }

  /// Random strips and taps from a seeded generator, checked against the test's model: the
  /// frames, and the tap's dot found by scanning the model's ownership of the strip (each dot
  /// from the middle of the gap before it to the middle of the gap after it).
  @Test func seededAgainstModel() {
    let seed: UInt64 = 0xD075_0003
    print("CarouselDotFramesTests.seededAgainstModel seed \(seed)")
    var generator = SeededGenerator(seed: seed)
    for sample in 0..<2_000 {
      let count = Int.random(in: 1...40, using: &generator)
      let isLooping = Bool.random(using: &generator)
      let direction: CarouselLayoutDirection =
        Bool.random(using: &generator) ? .leftToRight : .rightToLeft
      let indicator = PageIndicator(
        count: count, isLooping: isLooping,
        maximumVisibleDots: Int.random(in: 3...9, using: &generator), layoutDirection: direction)
      let size = Double.random(in: 0...20, using: &generator)
      let look = CarouselDots(
        size: size, currentLength: size + Double.random(in: 0...30, using: &generator),
        currentScale: Double.random(in: 1...2, using: &generator),
        spacing: Double.random(in: 0...16, using: &generator))
      let progress = Double.random(in: -2...Double(count) + 2, using: &generator)
      let dots = Array(indicator.dots(progress: progress))
      let model = modelCenters(
        dots, look: look, slots: indicator.visibleDotCount, rightToLeft: direction == .rightToLeft)
      let frames = indicator.dots(progress: progress).frames(look)
      let label =
        "seed \(seed) sample \(sample): \(count) \(isLooping) \(direction) \(progress) \(look)"
      for (frame, center) in zip(frames, model.centers) {
        #expect(abs(frame.center - center) < 1e-9, "\(label)")
      }
      let location = Double.random(in: -5...model.strip + 5, using: &generator)
      let expected = PackedDotsModel(
        dots, look: look, slots: indicator.visibleDotCount,
        rightToLeft: direction == .rightToLeft
      ).owner(location)
      let metrics = PageIndicatorMetrics(dots: look)
      #expect(
        indicator.dotIndex(
          atLocation: location, at: itemSpacePosition(progress), metrics: metrics) == expected,
        "tap at \(location) \(label)")
    }
  }
}

/// `progress` as the item-space position `dots(progress:)` reads it.
private func itemSpacePosition(_ progress: Double) -> CarouselPosition {
  CarouselPosition(page: 0, fraction: progress)
}
