import CarouselCore
import CarouselViewModel
import Testing

/// Which element VoiceOver pages a carousel with, and whether it is adjustable.
@MainActor @Suite struct PagerTests {
  /// A model over `count` items, on screen.
  static func model(count: Int) -> CarouselModel<Int> {
    let model = CarouselModel<Int>(reportDiagnostics: { _ in })
    model.send { $0.itemsChanged(Array(0..<count), binding: nil, at: $1) }
    model.appeared(in: nil, isTarget: false)
    return model
  }

  /// With its dots hidden, a carousel puts a stand-in pager over its slides, unless an
  /// indicator of the app's pages it (finding D3: the README's own hidden dots plus an
  /// indicator in an overlay gave VoiceOver two identical "Page" elements).
  @Test func aHiddenIndicatorsStandInGivesWayToTheAppsPager() {
    let model = Self.model(count: 5)
    let (first, second) = (CarouselAppIndicatorID(), CarouselAppIndicatorID())
    #expect(model.pagerElement(.hidden) == .standIn)
    #expect(model.pagerElement(.dots) == .indicator)
    model.appIndicatorShown(first.id, as: .builtIn(.dots))
    #expect(model.pagerElement(.hidden) == .none)
    #expect(model.pagerElement(.dots) == .indicator)
    // A second view appears before the first disappears (one indicator replacing another).
    model.appIndicatorShown(second.id, as: .builtIn(.dots))
    model.appIndicatorHidden(first.id)
    #expect(model.pagerElement(.hidden) == .none)
    model.appIndicatorHidden(second.id)
    #expect(model.pagerElement(.hidden) == .standIn)
  }

  @Test func anIndicatorThatIsNoPagerKeepsTheStandIn() {
    let model = Self.model(count: 5)
    let view = CarouselAppIndicatorID()
    model.appIndicatorShown(view.id, as: .custom(isAdjustable: false))
    #expect(model.pagerElement(.hidden) == .standIn)
    model.appIndicatorHidden(view.id)
    model.appIndicatorHidden(CarouselAppIndicatorID().id)
    #expect(model.pagerElement(.hidden) == .standIn)
  }

  /// An indicator whose kind changes on screen (its style, or `isAdjustable`) is counted as what
  /// it is now, and leaves as what it is (finding: the count followed the flag at appearance and
  /// at disappearance, so a flag that changed on screen left no pager, or two).
  @Test(arguments: [false, true]) func anIndicatorThatChangesOnScreenCountsOnce(startsAsPager: Bool)
  {
    let model = Self.model(count: 5)
    let view = CarouselAppIndicatorID()
    let kinds: [CarouselAppIndicator] = [.custom(isAdjustable: false), .custom(isAdjustable: true)]
    let first = kinds[startsAsPager ? 1 : 0]
    let second = kinds[startsAsPager ? 0 : 1]
    model.appIndicatorShown(view.id, as: first)
    model.appIndicatorShown(view.id, as: second)
    #expect(model.appPagers == (startsAsPager ? 0 : 1))
    model.appIndicatorShown(view.id, as: second)
    #expect(model.appPagers == (startsAsPager ? 0 : 1))
    model.appIndicatorHidden(view.id)
    #expect(model.appPagers == 0)
    #expect(model.pagerElement(.hidden) == .standIn)
  }

  /// Which indicators of the app's page the carousel for VoiceOver: every built-in style but
  /// hidden, and a drawing of the app's when adjustable.
  @Test func whichAppIndicatorsArePagers() {
    let styles: [CarouselIndicatorStyle] = [.dots, .compact, .timerProgress, .hidden]
    #expect(styles.map { CarouselAppIndicator.builtIn($0).isPager } == [true, true, true, false])
    #expect(CarouselAppIndicator.custom(isAdjustable: true).isPager)
    #expect(!CarouselAppIndicator.custom(isAdjustable: false).isPager)
  }

  @Test func oneItemHasNoPager() {
    let model = Self.model(count: 1)
    #expect(model.pagerElement(.hidden) == .none)
    #expect(model.pagerElement(.dots) == .none)
  }

  /// With paging off, the pager is a plain element that reads the page (finding S6: it still
  /// said "adjustable"), and the adjustable action moves nothing.
  @Test func pagingOffMakesThePagerPlain() {
    let model = Self.model(count: 5)
    #expect(model.indicator.isAdjustable)
    model.send { $0.pagingChanged(allowed: false, at: $1) }
    #expect(!model.indicator.isAdjustable)
    model.pagerAdjusted(increment: true)
    #expect(model.stage.selectedID == 0)
    model.send { $0.pagingChanged(allowed: true, at: $1) }
    #expect(model.indicator.isAdjustable)
    model.pagerAdjusted(increment: true)
    #expect(model.stage.selectedID == 1)
  }
}
