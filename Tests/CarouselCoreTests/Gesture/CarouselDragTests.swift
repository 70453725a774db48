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
    (-300, -299, .horizontal, true), (300, 300, .horizontal, false),
    (-300, 300, .vertical, false), (0, 0, .horizontal, true), (40, 300, .vertical, true),
    (300, 40, .vertical, false), (.nan, 300, .horizontal, false),
    (.infinity, 5, .horizontal, false),
  ])
  func panBeginsOnlyAlongTheAxis(x: Double, y: Double, axis: CarouselAxis, expected: Bool) {
    #expect(DragResolver().beginsPageDrag(velocityX: x, velocityY: y, axis: axis) == expected)
  }

  /// Bug: a pan exactly at the ratio, and with a ratio of 0 one straight along the axis or
  /// with no velocity yet, began a page drag that the engine's axis lock would not page.
  @Test func panBeginsNeitherAtTheRatioNorWithARatioOfZero() {
    #expect(!DragResolver().beginsPageDrag(velocityX: 250, velocityY: -250, axis: .horizontal))
    let double = DragResolver(axisLockRatio: 2)
    #expect(!double.beginsPageDrag(velocityX: 100, velocityY: 200, axis: .horizontal))
    #expect(double.beginsPageDrag(velocityX: 100, velocityY: 199, axis: .horizontal))
    let zero = DragResolver(axisLockRatio: 0)
    #expect(!zero.beginsPageDrag(velocityX: 500, velocityY: 0, axis: .horizontal))
    #expect(!zero.beginsPageDrag(velocityX: 0, velocityY: 500, axis: .vertical))
    #expect(!zero.beginsPageDrag(velocityX: 0, velocityY: 0, axis: .horizontal))
    #expect(!zero.beginsPageDrag(velocityX: .nan, velocityY: .nan, axis: .horizontal))
  }

  @Test func aLargerAxisLockRatioFavorsPaging() {
    let lenient = DragResolver(axisLockRatio: 3)
    #expect(lenient.beginsPageDrag(velocityX: 100, velocityY: 250, axis: .horizontal))
    #expect(!lenient.beginsPageDrag(velocityX: 100, velocityY: 350, axis: .horizontal))
  }
}
