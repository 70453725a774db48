import CarouselCore
import Testing

@Suite struct CarouselDragTests {
  @Test func withoutAPredictionTheDragEndsWhereItIs() {
    let drag = CarouselDrag(translationX: -40, translationY: 3, velocityX: -900, velocityY: 0)
    #expect(drag.predictedEndTranslationX == -40)
    #expect(drag.predictedEndTranslationY == 3)
  }

  /// UIKit's pan reports no predicted end: it is projected as `UIScrollView` decelerates, about
  /// half a second of travel at the release speed.
  @Test func theEndIsProjectedFromTheVelocityLikeAScrollView() {
    let drag = CarouselDrag(translationX: -40, translationY: 3, velocityX: -1000, velocityY: 200)
      .projectingEndFromVelocity
    #expect(abs(drag.predictedEndTranslationX - (-40 - 499)) < 1e-9)
    #expect(abs(drag.predictedEndTranslationY - (3 + 99.8)) < 1e-9)
    let wild = CarouselDrag(translationX: 5, translationY: 0, velocityX: .nan, velocityY: .infinity)
      .projectingEndFromVelocity
    #expect(wild.predictedEndTranslationX == 5)
    #expect(wild.predictedEndTranslationY == 0)
  }

  /// A UIKit pan decides from its first velocity whether it is the carousel's, by the same
  /// ratio as the engine's axis lock.
  @Test(arguments: [
    (300.0, 40.0, CarouselAxis.horizontal, true), (40, 300, .horizontal, false),
    (-300, -299, .horizontal, true), (0, 0, .horizontal, true), (40, 300, .vertical, true),
    (300, 40, .vertical, false), (.nan, 300, .horizontal, false),
    (.infinity, 5, .horizontal, false),
  ])
  func panBeginsOnlyAlongTheAxis(x: Double, y: Double, axis: CarouselAxis, expected: Bool) {
    #expect(DragResolver().beginsPageDrag(velocityX: x, velocityY: y, axis: axis) == expected)
  }

  @Test func aLargerAxisLockRatioFavorsPaging() {
    let lenient = DragResolver(axisLockRatio: 3)
    #expect(lenient.beginsPageDrag(velocityX: 100, velocityY: 250, axis: .horizontal))
    #expect(!lenient.beginsPageDrag(velocityX: 100, velocityY: 350, axis: .horizontal))
  }
}
