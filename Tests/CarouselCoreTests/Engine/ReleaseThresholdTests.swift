import CarouselCore
import TestSupport
import Testing

/// Issue 13, item 1: a slow release is decided by the distance dragged from the resting page, the
/// same way forward and back, for every style and threshold.
@Suite struct ReleaseThresholdTests {
  /// The issue's reproduction: 5 items, finite, ring, 300 × 200, at item 2; the finger is
  /// recognized 12 points to the right, moves on to 57 points and lets go without speed.
  @Test func theIssueReproductionMovesBackOneItem() {
    var carousel = Engine(
      count: 5, selection: 2,
      configuration: CarouselConfiguration(style: .ring, viewportWidth: 300, viewportHeight: 200))
    carousel.dragChanged(.touchDown, at: at(1))
    carousel.dragChanged(CarouselDrag(translationX: 12, translationY: 0), at: at(1))
    carousel.dragChanged(CarouselDrag(translationX: 57, translationY: 0), at: at(1.1))
    carousel.dragEnded(CarouselDrag(translationX: 57, translationY: 0), at: at(1.2))
    #expect(carousel.selectedIndex == 1)
  }

  /// The thresholds tried, in hundredths of a page (`nil`: the style's own).
  static let thresholds: [Int?] = [nil, 0, 25, 30, 50, 75, 100]

  /// Every style, every threshold, every slow drag from 0 to 2.5 pages in hundredths, forward
  /// and back from the middle of nine items. The model: the whole pages dragged, plus one when
  /// the rest is at least the threshold (and not zero); exactly at the threshold moves.
  @Test(.offThePool, arguments: CarouselStyleName.allCases)
  func slowReleasesAreDecidedAlikeBothWays(name: CarouselStyleName) {
    for threshold in Self.thresholds {
      let hundredths = threshold ?? (name == .ring ? 25 : 50)
      let drag = DragResolver(distanceThreshold: threshold.map { Double($0) / 100 })
      for dragged in 0...250 {
        let rest = dragged % 100
        let steps = dragged / 100 + (rest > 0 && rest >= hundredths ? 1 : 0)
        for direction in [1, -1] {
          var carousel = Engine(
            count: 9, selection: 4, configuration: .swiping(name.style, drag: drag))
          carousel.swipe(pages: Double(direction * dragged) / 100, at: 1)
          #expect(
            carousel.selectedIndex == 4 + direction * steps,
            "\(name), threshold \(String(describing: threshold)), \(direction * dragged)/100")
        }
      }
    }
  }

  /// A half page moves both ways with the sliding styles' threshold; today's engine moved a slow
  /// half page forward and kept it backward.
  @Test func exactlyAtTheThresholdMovesBothWays() {
    for direction in [1.0, -1.0] {
      var carousel = Engine(count: 5, selection: 2, configuration: .swiping(.paged))
      carousel.swipe(pages: direction * 0.5, at: 1)
      #expect(carousel.selectedIndex == (direction > 0 ? 3 : 1))
    }
  }

  /// With `distanceThreshold: 0.75` a backward drag of 30% of a page stays, like a forward one.
  @Test func aHighThresholdHoldsBothWays() {
    let drag = DragResolver(distanceThreshold: 0.75)
    for pages in [0.3, -0.3, 0.74, -0.74] {
      var carousel = Engine(count: 5, selection: 2, configuration: .swiping(.ring, drag: drag))
      carousel.swipe(pages: pages, at: 1)
      #expect(carousel.selectedIndex == 2, "\(pages)")
    }
    for pages in [0.75, -0.75] {
      var carousel = Engine(count: 5, selection: 2, configuration: .swiping(.ring, drag: drag))
      carousel.swipe(pages: pages, at: 1)
      #expect(carousel.selectedIndex == (pages > 0 ? 3 : 1), "\(pages)")
    }
  }
}
