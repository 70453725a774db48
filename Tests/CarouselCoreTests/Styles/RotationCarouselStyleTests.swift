import CarouselCore
import Testing

@Suite struct RotationCarouselStyleTests {
  private func context(axis: CarouselAxis, reduceMotion: Bool = false) -> CarouselLayoutContext {
    CarouselLayoutContext(
      count: 3, viewportWidth: 400,
      viewportHeight: 400, axis: axis, reduceMotion: reduceMotion
    ).positioned(at: CarouselPosition(page: 0, fraction: 0.5))
  }

  @Test func horizontalPagesTurnAboutTheVerticalAxis() {
    let items = RotationCarouselStyle().visibleItems(in: context(axis: .horizontal))
    #expect(items.map(\.mainOffset) == [-200, 200])
    let expected: [Double] = [.pi / 8, -.pi / 8]
    #expect(items.map(\.rotation.angle) == expected)
    #expect(items.allSatisfy { $0.rotation.axis == .y })
  }

  @Test func verticalPagesTurnAboutTheHorizontalAxis() {
    let items = RotationCarouselStyle().visibleItems(in: context(axis: .vertical))
    #expect(items.map(\.y) == [-200, 200])
    let expected: [Double] = [-.pi / 8, .pi / 8]
    #expect(items.map(\.rotation.angle) == expected)
    #expect(items.allSatisfy { $0.rotation.axis == .x })
  }

  @Test func reduceMotionDoesNotTurn() {
    let items = RotationCarouselStyle().visibleItems(
      in: context(axis: .horizontal, reduceMotion: true))
    #expect(items.map(\.rotation.angle) == [0, 0])
  }
}
