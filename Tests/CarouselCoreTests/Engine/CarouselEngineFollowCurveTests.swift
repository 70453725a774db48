import CarouselCore
import Testing

/// A move from code follows an app's animation curve
/// (``CarouselEngine/follow(_:replacingSettleEndingAt:at:)``): only the settle it is for, once.
@Suite struct CarouselEngineFollowCurveTests {
  /// Straight from start to end in a second.
  static let linear = CarouselMotionCurve(
    fractions: (0..<120).map { Double($0) / 120 }, interval: 1.0 / 120)!

  @Test func theSettleOfAMoveFollowsTheCurveFromWhereItIs() throws {
    var engine = Engine(testing: [0, 1, 2, 3, 4])
    engine.appeared(at: at(0))
    engine.select(index: 3, at: at(1))
    let end = try #require(engine.motionEnd)
    // The curve arrives a frame later: from where the spring took it, to the same target.
    let start = engine.position(at: at(1.016)).value
    let followed1 = engine.follow(Self.linear, replacingSettleEndingAt: end, at: at(1.016))
    #expect(followed1)
    #expect(engine.isMoving(at: at(2.015)))
    #expect(!engine.isMoving(at: at(2.017)))
    let halfway = engine.position(at: at(1.516)).value
    #expect(abs(halfway - (start + 3) / 2) < 1e-9)
    #expect(engine.position(at: at(2.016)).value == 3)
    // Once: the settle follows a curve now.
    let followed2 = engine.follow(
      Self.linear, replacingSettleEndingAt: try #require(engine.motionEnd), at: at(1.6))
    #expect(!followed2)
  }

  @Test func anythingButThatSettleChangesNothing() throws {
    var engine = Engine(testing: [0, 1, 2, 3, 4])
    engine.appeared(at: at(0))
    // At rest.
    let followed3 = engine.follow(Self.linear, replacingSettleEndingAt: at(1), at: at(0.5))
    #expect(!followed3)
    engine.select(index: 3, at: at(1))
    let end = try #require(engine.motionEnd)
    // Another settle replaced it.
    engine.select(index: 1, at: at(1.1))
    let followed4 = engine.follow(Self.linear, replacingSettleEndingAt: end, at: at(1.2))
    #expect(!followed4)
    // A finger drags the pages.
    let second = try #require(engine.motionEnd)
    engine.drag(0.3, at: 1.3)
    let followed5 = engine.follow(Self.linear, replacingSettleEndingAt: second, at: at(1.4))
    #expect(!followed5)
    #expect(engine.isDragging)
  }
}
