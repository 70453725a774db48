/// One moment of a finger dragging the carousel, in points, as a gesture reports it: where the
/// finger is relative to where it went down, how fast it moves, and where it would come to rest
/// if the content kept moving (SwiftUI's `DragGesture.Value`, UIKit's pan recognizer).
///
/// The engine reads it along its configured axis and layout direction, in pages of its page
/// length; the cross-axis part only decides whether the drag belongs to the carousel at all.
///
/// ```swift
/// carousel.dragChanged(CarouselDrag(translationX: -120, translationY: 4), at: clock.now)
/// carousel.dragEnded(
///   CarouselDrag(translationX: -150, translationY: 6, velocityX: -900, velocityY: 0),
///   at: clock.now)
/// ```
@usableFromInline package struct CarouselDrag: Hashable, Sendable {
  /// The horizontal distance from where the finger went down; positive is to the right.
  @usableFromInline package var translationX: Double
  /// The vertical distance from where the finger went down; positive is down.
  @usableFromInline package var translationY: Double
  /// The horizontal speed, in points per second.
  @usableFromInline package var velocityX: Double
  /// The vertical speed, in points per second.
  @usableFromInline package var velocityY: Double
  /// The horizontal translation where the motion would come to rest (SwiftUI's
  /// `predictedEndTranslation.width`).
  @usableFromInline package var predictedEndTranslationX: Double
  /// The vertical translation where the motion would come to rest.
  @usableFromInline package var predictedEndTranslationY: Double

  /// Creates a drag sample. Without a predicted end, the drag is predicted to end where it is.
  /// Non-finite values count as zero.
  @usableFromInline package init(
    translationX: Double, translationY: Double, velocityX: Double = 0, velocityY: Double = 0,
    predictedEndTranslationX: Double? = nil, predictedEndTranslationY: Double? = nil
  ) {
    self.translationX = translationX
    self.translationY = translationY
    self.velocityX = velocityX
    self.velocityY = velocityY
    self.predictedEndTranslationX = predictedEndTranslationX ?? translationX
    self.predictedEndTranslationY = predictedEndTranslationY ?? translationY
  }

  /// A finger that has just gone down and not moved yet.
  @usableFromInline package static let touchDown = CarouselDrag(translationX: 0, translationY: 0)

  /// The drag with its predicted end projected from its velocity the way `UIScrollView`
  /// decelerates (rate 0.998 per millisecond: the content coasts `v × 0.998 / (1 − 0.998) / 1000`
  /// points further), for recognizers that report no predicted end (a UIKit pan). Non-finite
  /// velocities count as zero.
  package var projectingEndFromVelocity: CarouselDrag {
    let coast = Self.decelerationRate / (1 - Self.decelerationRate) / 1000
    var projected = self
    projected.predictedEndTranslationX =
      translationX + Numerics.finiteOrZero(velocityX) * coast
    projected.predictedEndTranslationY =
      translationY + Numerics.finiteOrZero(velocityY) * coast
    return projected
  }

  /// `UIScrollView.DecelerationRate.normal`.
  private static let decelerationRate = 0.998
}
