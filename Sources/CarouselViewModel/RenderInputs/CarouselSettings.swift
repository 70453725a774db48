import CarouselCore

/// Everything the carousel modifiers set, as one environment value: the modifiers write it, so
/// they apply to every carousel inside the view they modify, and the carousel reads it. A
/// carousel's slides start again from the defaults, so a carousel inside a slide does not
/// inherit the outer one's autoplay, style or swipe switch, only its clock.
///
/// `Equatable`, so SwiftUI sees an unchanged value as unchanged and redraws nothing for it.
package struct CarouselSettings: Equatable {
  /// The engine's configuration, without the viewport, the safe area and the layout direction,
  /// which the carousel adds from its size and the environment (``placed(in:safeArea:layoutDirection:)``).
  package var configuration = CarouselConfiguration()
  /// The items' own autoplay waits, by ID of any type (`carouselItemDuration` takes the app's).
  package var itemDurations: [AnyItemID: AutoplayInterval] = [:]
  /// The built-in page indicator.
  package var indicator = CarouselIndicatorStyle.dots
  /// How the built-in page dots look (`carouselIndicator(.dots(_:))`, or the deprecated
  /// `carouselDots`).
  package var dots = CarouselDots.standard
  /// Where the built-in page indicator goes.
  package var indicatorPlacement = CarouselStageArrangement.IndicatorPlacement.below
  /// Whether user-driven page changes play the selection feedback.
  package var playsSelectionFeedback = true
  /// Whether the carousel's own swipes are off (`carouselPagingDisabled(_:swipesOnly: true)`).
  package var swipesDisabled = false
  /// Whether the user's paging is off (`carouselPagingDisabled(_:)`).
  package var pagingDisabled = false
  /// Whether the carousel is the one its reader drives (`carouselReaderTarget`).
  package var isReaderTarget = false
  /// The clock the carousel runs on; read when the carousel first appears.
  package var clock = CarouselClockSetting()
  /// Whether slides are clipped to the carousel's frame, like a scroll view's content.
  package var clipsSlides = true
  /// Whether a swipe the carousel takes dismisses the keyboard
  /// (`carouselDrag(dismissesKeyboard:)`).
  package var swipesDismissKeyboard = false
  /// How the carousel sizes itself across its paging axis (`carouselSizing`).
  package var sizing = CarouselSizing.flexible

  /// The defaults.
  package init() {}

  /// The items' own waits whose IDs are of the carousel's ID type `ID` (a wait given for an ID of
  /// another type names no item of this carousel).
  package func itemDurations<ID: Hashable & Sendable>(of type: ID.Type) -> [ID: AutoplayInterval] {
    var durations: [ID: AutoplayInterval] = [:]
    for (id, interval) in itemDurations {
      if let typed = id.typed(as: ID.self) { durations[typed] = interval }
    }
    return durations
  }

  /// The settings a carousel's slides start from: the defaults, on the same clock (previews
  /// and tests inject one for the whole screen).
  package var forSlides: CarouselSettings {
    var settings = CarouselSettings()
    settings.clock = clock
    return settings
  }

  /// The configuration completed with the carousel's `size`, the part of the safe area its
  /// frame overlaps (`safeArea`: none inside the safe area; a carousel that ignores it,
  /// full-width under a notch, has some; leading and trailing in the reading direction) and the
  /// reading direction; each style decides what to do with the safe area.
  package func placed(
    in size: CarouselSize, safeArea: CarouselEdgeInsets, layoutDirection: CarouselLayoutDirection
  ) -> CarouselConfiguration {
    var configuration = configuration
    configuration.layout.viewportWidth = size.width
    configuration.layout.viewportHeight = size.height
    configuration.layout.safeAreaInsets = safeArea
    configuration.layout.layoutDirection = layoutDirection
    return configuration
  }

  /// How the stage lays out the slides and the built-in indicator for `itemCount` items: no gap
  /// between them, since the indicator's 44-point tap strip already holds its dots clear of the
  /// slides; an indicator that shows nothing takes no room. A ``CarouselSizing/fitted`` carousel
  /// whose content measures `fittedContentLength` across (`CarouselModel.fittedContentLength`)
  /// fits its slides to it, margins across included; a flexible one, or one not measured yet
  /// (`nil`), takes the length proposed.
  package func arrangement(itemCount: Int, fittedContentLength: Double? = nil)
    -> CarouselStageArrangement
  {
    CarouselStageArrangement(
      axis: configuration.layout.axis, placement: indicatorPlacement,
      indicatorOccupiesSpace: indicator.occupiesSpace(count: itemCount), spacing: 0,
      fittedSlidesCrossLength: sizing == .fitted
        ? fittedContentLength.map { configuration.fittedSlidesCrossLength(content: $0) } : nil)
  }

  /// Which lengths of a slot's content are its own ideal ones rather than the item's frame
  /// (SwiftUI's `fixedSize(horizontal:vertical:)`), so it is measured as it wants to be: the
  /// one across the paging axis when the carousel fits its slides (``CarouselSizing/fitted``),
  /// the one along it when each item is as long as its content (`CarouselItemLength.fitted`);
  /// neither otherwise.
  package var contentFixedSize: (horizontal: Bool, vertical: Bool) {
    let across = sizing == .fitted
    let along = configuration.layout.mainItemLength?.isFitted == true
    switch configuration.layout.axis {
    case .horizontal: return (along, across)
    case .vertical: return (across, along)
    }
  }

  /// The axis along which each slot's content reports its size (`CarouselModel.slotMeasured`):
  /// the carousel's own when it fits its slides (``CarouselSizing/fitted``) or its items are as
  /// long as their content (`CarouselItemLength.fitted`); `nil`, nothing measured, otherwise, so
  /// such a carousel's slots carry no reader.
  package var measuredContentAxis: CarouselAxis? {
    sizing == .fitted || configuration.layout.mainItemLength?.isFitted == true
      ? configuration.layout.axis : nil
  }

  /// The environment as the host hears it, with SwiftUI's `reduceMotion`, `voiceOver`, scene
  /// and `isScrollEnabled`, and these settings' switches.
  package func environment(
    reduceMotion: Bool, voiceOver: Bool, scene: CarouselScenePhase, isScrollEnabled: Bool
  ) -> CarouselEnvironment {
    CarouselEnvironment(
      reduceMotion: reduceMotion, voiceOver: voiceOver, scene: scene,
      swipesAllowed: isScrollEnabled && !swipesDisabled, pagingAllowed: !pagingDisabled)
  }
}

/// The clock of ``CarouselSettings``: read once, when a carousel first appears, so a change of
/// it is no change a carousel could show (two settings with different clocks are equal).
package struct CarouselClockSetting: Equatable {
  /// The clock.
  package var clock = CarouselClock.continuous

  /// The continuous clock.
  package init() {}

  /// `clock`.
  package init(clock: CarouselClock) { self.clock = clock }

  package static func == (lhs: Self, rhs: Self) -> Bool { true }
}
