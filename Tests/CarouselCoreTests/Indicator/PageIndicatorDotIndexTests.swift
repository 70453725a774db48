import CarouselCore
import TestSupport
import Testing

/// The items a resting strip of `count` items shows, slot by slot from the left, when `item`
/// is current, with at most 7 dots: the test's own model of the window. A finite strip's
/// current dot walks to the next-to-last slot, then the window scrolls under it; a looping one
/// keeps the current dot in the middle slot. Right to left lists the reading order backward.
private func restingItems(
  count: Int, isLooping: Bool, direction: CarouselLayoutDirection, item: Int
) -> [Int] {
  let slots = min(count, 7)
  let first: Int
  if count <= 7 {
    first = 0
  } else if isLooping {
    first = item - 3
  } else {
    first = min(max(item - 5, 0), count - 7)
  }
  let reading = (0..<slots).map { ((first + $0) % count + count) % count }
  return direction == .rightToLeft ? reading.reversed() : reading
}

/// The packed model (`PackedDotsModel`) of `indicator`'s strip of `dots` with standard dots.
private func model(_ dots: [PageIndicatorDot], of indicator: PageIndicator) -> PackedDotsModel {
  PackedDotsModel(
    dots, look: .standard, slots: indicator.visibleDotCount,
    rightToLeft: indicator.layoutDirection == .rightToLeft)
}

@Suite("PageIndicator dotIndex(atLocation:at:metrics:)")
struct PageIndicatorDotIndexTests {
  /// Literal strips: where each tap lands, left to right and right to left.
  @Test func literalStrips() {
    let three = PageIndicator(count: 3, isLooping: false)  // 0–22, 30–38, 46–54
    let rest = CarouselPosition(page: 0)
    let locations: [Double] = [-50, 0, 11, 25.9, 26, 26.1, 41, 42, 50, 54, 200]
    #expect(
      locations.map { three.dotIndex(atLocation: $0, at: rest) }
        == [0, 0, 0, 0, 1, 1, 1, 2, 2, 2, 2])
    let mirrored = PageIndicator(count: 3, isLooping: false, layoutDirection: .rightToLeft)
    // Item 2 is on the left: 0–8, 16–24, 32–54, the middles of the gaps at 12 and 28; halfway
    // goes to the later item in reading order: the left one.
    #expect(
      [-50, 0, 11.9, 12, 12.1, 27.9, 28, 28.1, 54, 200].map {
        mirrored.dotIndex(atLocation: $0, at: rest)
      } == [2, 2, 2, 2, 1, 1, 1, 0, 0, 0])
  }

  /// Every dot's center, and the points a quarter of its length to either side, hit its item,
  /// for 1...9 items resting on each item, finite and looping, in both directions (8 and 9 items
  /// show a window of 7 dots).
  @Test(arguments: 1...9)
  func everySlotOfEveryRestingStrip(count: Int) {
    for isLooping in [false, true] {
      for direction in CarouselLayoutDirection.allCases {
        let indicator = PageIndicator(
          count: count, isLooping: isLooping, layoutDirection: direction)
        for item in 0..<count {
          let expected = restingItems(
            count: count, isLooping: isLooping, direction: direction, item: item)
          let position = CarouselPosition(page: item)
          let packed = model(Array(indicator.dots(at: position)), of: indicator)
          #expect(packed.dots.map(\.index) == expected)
          for (slot, shown) in expected.enumerated() {
            let center = packed.centers[slot]
            let quarter = packed.lengths[slot] / 4
            for location in [center - quarter, center, center + quarter] {
              #expect(
                indicator.dotIndex(atLocation: location, at: position) == shown,
                "\(count) items, loop \(isLooping), \(direction), on \(item), at \(location)")
            }
          }
        }
      }
    }
  }

  /// Halfway between two dots, the later one in reading order wins: the right one left to
  /// right, the left one right to left, so that a mirrored tap hits the same item.
  @Test(arguments: 2...9)
  func midpointsGoToTheLaterDotInReadingOrder(count: Int) {
    for isLooping in [false, true] {
      for item in 0..<count {
        let position = CarouselPosition(page: item)
        let leftToRight = restingItems(
          count: count, isLooping: isLooping, direction: .leftToRight, item: item)
        let rightToLeft = restingItems(
          count: count, isLooping: isLooping, direction: .rightToLeft, item: item)
        let forward = PageIndicator(count: count, isLooping: isLooping)
        let backward = PageIndicator(
          count: count, isLooping: isLooping, layoutDirection: .rightToLeft)
        let forwardModel = model(Array(forward.dots(at: position)), of: forward)
        let backwardModel = model(Array(backward.dots(at: position)), of: backward)
        for slot in 0..<(leftToRight.count - 1) {
          let midpoint = forwardModel.boundary(after: slot)
          let mirrored = backwardModel.boundary(after: slot)
          let label = "\(count) items, loop \(isLooping), on \(item), slot \(slot)"
          // Exactly halfway only where the strip's numbers are exact: without a window (a
          // window's edge dots are thirds of a dot long); a hair beside it everywhere.
          if count <= 7 {
            #expect(
              forward.dotIndex(atLocation: midpoint, at: position) == leftToRight[slot + 1],
              "\(label)")
            #expect(
              backward.dotIndex(atLocation: mirrored, at: position) == rightToLeft[slot],
              "\(label)")
          }
          for (strip, model, location) in [
            (forward, leftToRight, midpoint), (backward, rightToLeft, mirrored),
          ] {
            #expect(strip.dotIndex(atLocation: location - 1e-9, at: position) == model[slot])
            #expect(strip.dotIndex(atLocation: location + 1e-9, at: position) == model[slot + 1])
          }
        }
      }
    }
  }

  /// Before the strip goes to the dot at its left (or top) end, after it to the one at its far
  /// end, infinities included.
  @Test func locationsOutsideTheStripGoToTheNearestEnd() {
    for direction in CarouselLayoutDirection.allCases {
      let indicator = PageIndicator(count: 5, isLooping: false, layoutDirection: direction)
      let rest = CarouselPosition(page: 2)
      let (left, right) = direction == .leftToRight ? (0, 4) : (4, 0)
      for location in [-Double.infinity, -1e308, -100, -0.0, 0] {
        #expect(indicator.dotIndex(atLocation: location, at: rest) == left, "\(location)")
      }
      for location in [86, 87, 1e308, Double.infinity] {
        #expect(indicator.dotIndex(atLocation: location, at: rest) == right, "\(location)")
      }
    }
  }

  /// While a window of 7 dots scrolls, the dot sliding in or out is a target like the others:
  /// halfway from 5 to 6 of 20 items (finite), and halfway from the last item back to the first
  /// (looping), every point of the strip and around it hits the model's dot.
  @Test(arguments: [
    (false, CarouselLayoutDirection.leftToRight, 5), (false, .rightToLeft, 5),
    (true, .leftToRight, 19), (true, .rightToLeft, 19),
  ])
  func aScrollingWindow(isLooping: Bool, direction: CarouselLayoutDirection, page: Int) {
    let indicator = PageIndicator(count: 20, isLooping: isLooping, layoutDirection: direction)
    let halfway = CarouselPosition(page: page, fraction: 0.5)
    let dots = Array(indicator.dots(at: halfway))
    #expect(dots.count == 8)
    let packed = model(dots, of: indicator)
    for location in stride(from: -10.0, through: 130, by: 0.25) where !packed.isNearTie(location) {
      #expect(
        indicator.dotIndex(atLocation: location, at: halfway) == packed.owner(location),
        "\(location)")
    }
  }

  /// Against the model's owner of every point, for 0...10 items, windows of 3, 5 and 7 dots,
  /// positions a quarter of an item apart and locations half a point apart, in and around the
  /// strip; and a right-to-left strip is the mirror of a left-to-right one.
  @Test(.offThePool) func agreesWithTheNearestDrawnDotEverywhere() {
    var failures: [String] = []
    for count in 0...10 {
      for isLooping in [false, true] {
        for visible in [3, 5, 7] {
          let forward = PageIndicator(
            count: count, isLooping: isLooping, maximumVisibleDots: visible)
          let backward = PageIndicator(
            count: count, isLooping: isLooping, maximumVisibleDots: visible,
            layoutDirection: .rightToLeft)
          let length = CarouselDots.standard.stripLength(dotCount: forward.visibleDotCount)
          for step in 0..<(4 * max(count, 1)) {
            let position = CarouselPosition(page: step / 4, fraction: Double(step % 4) / 4)
            let forwardModel = model(Array(forward.dots(at: position)), of: forward)
            let backwardModel = model(Array(backward.dots(at: position)), of: backward)
            for half in -40...Int(2 * length + 40) {
              let location = Double(half) / 2
              let hit = forward.dotIndex(atLocation: location, at: position)
              let mirroredHit = backward.dotIndex(atLocation: length - location, at: position)
              // A tie in the middle of a gap is exact only where the strip's numbers are.
              if forwardModel.isNearTie(location) && count > visible { continue }
              let expected = forwardModel.owner(location)
              let mirroredExpected = backwardModel.owner(length - location)
              if hit != expected || mirroredHit != mirroredExpected || mirroredHit != hit {
                failures.append(
                  "\(count) loop \(isLooping) visible \(visible) \(position) \(location)")
              }
            }
          }
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.prefix(5))")
  }

  @Test func noDotsOrNoLocationHitNothing() {
    let rest = CarouselPosition(page: 0)
    #expect(PageIndicator(count: 0, isLooping: false).dotIndex(atLocation: 11, at: rest) == nil)
    #expect(PageIndicator(count: -4, isLooping: true).dotIndex(atLocation: 0, at: rest) == nil)
    let indicator = PageIndicator(count: 4, isLooping: false)
    #expect(indicator.dotIndex(atLocation: .nan, at: rest) == nil)
    #expect(indicator.dotIndex(atLocation: -.nan, at: rest) == nil)
    // A single dot takes every tap.
    let single = PageIndicator(count: 1, isLooping: false)
    #expect(
      [-5, 0, 11, 22, 500].map { single.dotIndex(atLocation: $0, at: rest) } == [0, 0, 0, 0, 0])
  }

  /// Other metrics move the dots; without any length every dot is centered on one point and
  /// the last in reading order takes the tap, in both directions.
  @Test func otherMetrics() {
    let indicator = PageIndicator(count: 3, isLooping: false)
    let rest = CarouselPosition(page: 0)
    // Dots at 0–10, 20–26, 36–42: the gaps' middles at 15 and 31.
    let wide = PageIndicatorMetrics(dotLength: 6, currentDotLength: 10, spacing: 10)
    #expect(
      [0, 14.9, 15, 30.9, 31, 100].map {
        indicator.dotIndex(atLocation: $0, at: rest, metrics: wide)
      }
        == [0, 0, 1, 1, 2, 2])
    let none = PageIndicatorMetrics(dotLength: 0, currentDotLength: 0, spacing: 0)
    #expect(indicator.dotIndex(atLocation: 0, at: rest, metrics: none) == 2)
    let mirrored = PageIndicator(count: 3, isLooping: false, layoutDirection: .rightToLeft)
    #expect(mirrored.dotIndex(atLocation: 0, at: rest, metrics: none) == 2)
  }

  /// Bad input gives an item the strip draws (or nil where documented), never a trap.
  @Test func hostileInput() {
    let pages = [Int.min, -1, 0, 3, Int.max - 1, Int.max]
    let fractions = [0, 0.5, 0.999_999_999_999_999_9, Double.leastNonzeroMagnitude]
    let locations = [
      -Double.infinity, -1e308, -Double.leastNonzeroMagnitude, 0, 100, 1e308, .infinity,
      .greatestFiniteMagnitude,
    ]
    let allMetrics = [
      PageIndicatorMetrics.standard, PageIndicatorMetrics(dotLength: .nan, currentDotLength: 1e300),
      PageIndicatorMetrics(dotLength: 8, currentDotLength: -3, spacing: .infinity),
    ]
    var failures: [String] = []
    for count in [Int.max, 9, 2, 1] {
      for isLooping in [false, true] {
        for direction in CarouselLayoutDirection.allCases {
          let indicator = PageIndicator(
            count: count, isLooping: isLooping, layoutDirection: direction)
          for page in pages {
            for fraction in fractions {
              let position = CarouselPosition(page: page, fraction: fraction)
              let drawn = Set(indicator.dots(at: position).map(\.index))
              for location in locations {
                for metrics in allMetrics {
                  let hit = indicator.dotIndex(atLocation: location, at: position, metrics: metrics)
                  if hit.map(drawn.contains) != true {
                    failures.append("\(count) \(isLooping) \(direction) \(position) \(location)")
                  }
                }
              }
            }
          }
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.prefix(5))")
  }
}
