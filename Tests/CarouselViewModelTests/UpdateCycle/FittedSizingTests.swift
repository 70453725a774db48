import CarouselCore
import CarouselViewModel
import Testing
import UpdateCycleDouble

/// A fitted carousel (`carouselSizing(.fitted)`) through the update cycle: the slots' measures
/// arrive, the stage takes the tallest drawn content plus the indicator's strip, and follows
/// swipes, data changes and Dynamic Type without updating forever.
@MainActor @Suite struct FittedSizingTests {
  /// A screen of items 1...count whose content is `100 + 10 × id` points tall.
  private func screen(count: Int = 5, _ configure: (inout CarouselSettings) -> Void = { _ in })
    -> CarouselScreen
  {
    let screen = CarouselScreen(items: (1...count).map { CarouselScreen.Item(id: $0) })
    screen.settings.sizing = .fitted
    configure(&screen.settings)
    screen.contentCrossLength = { 100 + 10 * Double($0.id) }
    return screen
  }

  private func size(_ width: Double, _ height: Double) -> CarouselSize {
    CarouselSize(width: width, height: height)
  }

  /// What a slot's content reports (`CarouselContentMeasure`): its size along the carousel's axis
  /// when the carousel fits its slides, nothing when it is flexible; every sizing and axis.
  @Test func whatTheSlotsMeasure() {
    var settings = CarouselSettings()
    var found: [String] = []
    for sizing in [CarouselSizing.flexible, .fitted] {
      for axis in [CarouselAxis.horizontal, .vertical] {
        settings.sizing = sizing
        settings.configuration.layout.axis = axis
        found.append("\(settings.measuredContentAxis.map { "\($0)" } ?? "nil")")
      }
    }
    #expect(found == ["nil", "nil", "horizontal", "vertical"])
  }

  /// Flexible (the default): nothing is measured, the stage takes the size proposed, and the
  /// slides take it less the indicator's 44-point strip below them.
  @Test func flexibleTakesTheProposal() {
    let screen = screen { $0.sizing = .flexible }
    screen.appear()
    #expect(screen.model.fittedContentLength == nil)
    #expect(screen.stageSize == size(390, 260))
    #expect(screen.slidesSize == size(390, 216))
  }

  /// Fitted: the tallest drawn content (items 1 and 2 drawn: 110 and 120), the indicator's
  /// 44-point strip below, whatever height is proposed.
  @Test func measuresFitTheStage() {
    for proposed in [260.0, 0, 1_000, .infinity, .nan] {
      let screen = screen()
      screen.size = size(390, proposed)
      screen.appear()
      #expect(screen.drawnItems == [2, 1])
      #expect(screen.model.fittedContentLength == 120)
      #expect(screen.stageSize == size(390, 164))
      #expect(screen.slidesSize == size(390, 120))
    }
  }

  /// The drawn slots follow a swipe: item 1 leaves (its measure no longer counts), item 3 comes;
  /// back again, it shrinks.
  @Test func swipesFollowTheDrawnSlots() {
    let screen = screen()
    screen.appear()
    screen.swipe(forward: true)
    screen.wait(1)
    #expect(screen.drawnItems == [3, 2])
    #expect(screen.model.fittedContentLength == 130)
    #expect(screen.stageSize == size(390, 174))
    screen.swipe(forward: false)
    screen.wait(1)
    #expect(screen.drawnItems == [2, 1])
    #expect(screen.model.fittedContentLength == 120)
    #expect(screen.stageSize == size(390, 164))
  }

  /// New data is measured anew; emptied, the carousel keeps its last fitted height.
  @Test func dataChanges() {
    let screen = screen()
    screen.appear()
    screen.items = [10, 11, 12].map { CarouselScreen.Item(id: $0) }
    screen.update()
    #expect(screen.model.fittedContentLength == 210)
    #expect(screen.stageSize == size(390, 254))
    screen.items = [1].map { CarouselScreen.Item(id: $0) }
    screen.update()
    #expect(screen.model.fittedContentLength == 110)
    screen.items = []
    screen.update()
    #expect(screen.model.fittedContentLength == 110)
    #expect(screen.slidesSize == size(390, 110))
  }

  /// Dynamic Type makes the content taller: the next render measures it and the stage grows;
  /// smaller again, it shrinks.
  @Test func dynamicTypeGrowth() {
    let screen = screen()
    screen.appear()
    screen.contentCrossLength = { 1.5 * (100 + 10 * Double($0.id)) }
    screen.renderApp()
    #expect(screen.model.fittedContentLength == 180)
    #expect(screen.stageSize == size(390, 224))
    screen.contentCrossLength = { 100 + 10 * Double($0.id) }
    screen.renderApp()
    #expect(screen.model.fittedContentLength == 120)
  }

  /// Rounding noise (a few tenths of a point, another on each render) never flips the height
  /// back and forth: after it grew to the longer value, renders publish nothing.
  @Test func roundingNoiseSettles() {
    let screen = screen()
    screen.appear()
    var render = 0
    var heights: Set<Double> = []
    for _ in 0..<10 {
      render += 1
      let noise = render.isMultiple(of: 2) ? 0.3 : 0
      screen.contentCrossLength = { 100 + 10 * Double($0.id) + noise }
      screen.renderApp()
      heights.insert(screen.model.fittedContentLength ?? -1)
    }
    #expect(heights == [120, 120.3])
    #expect(screen.model.fittedContentLength == 120.3)
  }

  /// A vertical carousel fits its width: the tallest content across, the strip beside it.
  @Test func verticalFitsTheWidth() {
    let screen = screen { $0.configuration.layout.axis = .vertical }
    screen.size = size(390, 600)
    screen.appear()
    #expect(screen.model.fittedContentLength == 120)
    #expect(screen.stageSize == size(164, 600))
    #expect(screen.slidesSize == size(120, 600))
  }

  /// The margins across are added to the slides; an indicator over them adds nothing.
  @Test func marginsAndPlacement() {
    let margins = screen {
      $0.configuration.layout.margins = CarouselEdgeInsets(
        top: 8, leading: 20, bottom: 6, trailing: 20)
    }
    margins.appear()
    #expect(margins.model.fittedContentLength == 120)
    #expect(margins.slidesSize == size(390, 134))
    #expect(margins.stageSize == size(390, 178))
    let overlay = screen { $0.indicatorPlacement = .overlay(horizontal: 0.5, vertical: 1) }
    overlay.appear()
    #expect(overlay.stageSize == size(390, 120))
  }

  /// Back to flexible: the measured length no longer sizes the stage.
  @Test func backToFlexible() {
    let screen = screen()
    screen.appear()
    screen.settings.sizing = .flexible
    screen.renderApp()
    #expect(screen.stageSize == size(390, 260))
  }

  /// The first fitted length is taken at once; later changes animate, not with Reduce Motion.
  @Test func whichChangesAnimate() {
    let screen = screen()
    #expect(!screen.model.fitChangeAnimates)
    screen.appear()
    #expect(screen.model.fitChangeAnimates)
    screen.environment.reduceMotion = true
    screen.renderApp()
    #expect(!screen.model.fitChangeAnimates)
  }
}
