#if canImport(SwiftUI)
  import SwiftUI

  /// Everything the carousel modifiers set, as one environment value: the modifiers write it,
  /// so they apply to every carousel inside the view they modify, and the carousel reads it.
  struct CarouselSettings {
    /// The engine's configuration, without the viewport and the layout direction, which the
    /// carousel adds from its size and the environment.
    var configuration = CarouselConfiguration()
    /// The items' own autoplay waits.
    var itemDurations: [CarouselItemID: AutoplayInterval] = [:]
    /// The built-in page indicator.
    var indicator = CarouselIndicatorStyle.dots
    /// Where the built-in page indicator goes.
    var indicatorPlacement = CarouselIndicatorPlacement.below
    /// Whether user-driven page changes play the selection feedback.
    var playsSelectionFeedback = true
    /// The clock the carousel runs on; read when the carousel first appears.
    var clock = CarouselClock.continuous
    /// What an empty carousel shows instead of its slides; `nil` for the default.
    var emptyContent: AnyView?
    /// Whether slides are clipped to the carousel's frame, like a scroll view's content.
    var clipsSlides = true
  }

  extension EnvironmentValues {
    /// The carousel modifiers' settings.
    var carouselSettings: CarouselSettings {
      get { self[CarouselSettingsKey.self] }
      set { self[CarouselSettingsKey.self] = newValue }
    }

    /// The model of the carousel this view is inside (a ``CarouselReader``'s, or the carousel's
    /// own for its built-in indicator), or `nil` outside any carousel.
    var carouselModel: CarouselModel? {
      get { self[CarouselModelKey.self] }
      set { self[CarouselModelKey.self] = newValue }
    }
  }

  private struct CarouselSettingsKey: EnvironmentKey {
    static var defaultValue: CarouselSettings { CarouselSettings() }
  }

  private struct CarouselModelKey: EnvironmentKey {
    static var defaultValue: CarouselModel? { nil }
  }
#endif
