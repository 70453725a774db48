#if canImport(SwiftUI)
  import SwiftUI

  /// Everything the carousel modifiers set, as one environment value: the modifiers write it,
  /// so they apply to every carousel inside the view they modify, and the carousel reads it.
  /// A carousel's slides start again from the defaults (see ``CarouselSlides``), so a carousel
  /// inside a slide does not inherit the outer one's autoplay, style or swipe switch, only its
  /// clock.
  ///
  /// `Equatable`, so SwiftUI sees an unchanged value as unchanged and redraws nothing for it.
  struct CarouselSettings: Equatable {
    /// The engine's configuration, without the viewport and the layout direction, which the
    /// carousel adds from its size and the environment.
    var configuration = CarouselConfiguration()
    /// The items' own autoplay waits.
    var itemDurations: [AnyItemID: AutoplayInterval] = [:]
    /// The built-in page indicator.
    var indicator = CarouselIndicatorStyle.dots
    /// Where the built-in page indicator goes.
    var indicatorPlacement = CarouselIndicatorPlacement.below
    /// Whether user-driven page changes play the selection feedback.
    var playsSelectionFeedback = true
    /// Whether the carousel's own swipes are off (``SwiftUI/View/carouselSwipeDisabled(_:)``).
    var swipesDisabled = false
    /// Whether the user's paging is off (``SwiftUI/View/carouselPagingDisabled(_:)``).
    var pagingDisabled = false
    /// Whether the carousel is the one its reader drives
    /// (``SwiftUI/View/carouselReaderTarget(_:)``).
    var isReaderTarget = false
    /// The clock the carousel runs on; read when the carousel first appears.
    var clock = CarouselClockSetting()
    /// Whether slides are clipped to the carousel's frame, like a scroll view's content.
    var clipsSlides = true
  }

  /// The clock of ``CarouselSettings``: read once, when a carousel first appears, so a change
  /// of it is no change a carousel could show (two settings with different clocks are equal).
  struct CarouselClockSetting: Equatable {
    var clock = CarouselClock.continuous
    static func == (lhs: Self, rhs: Self) -> Bool { true }
  }

  extension EnvironmentValues {
    /// The carousel modifiers' settings.
    var carouselSettings: CarouselSettings {
      get { self[CarouselSettingsKey.self] }
      set { self[CarouselSettingsKey.self] = newValue }
    }

    /// What an empty carousel shows instead of its slides; `nil` for the default. Its own
    /// value, not a setting: a view built anew on every update cannot be compared.
    var carouselEmptyContent: AnyView? {
      get { self[CarouselEmptyContentKey.self] }
      set { self[CarouselEmptyContentKey.self] = newValue }
    }

    /// The reader that carousels inside claim (``CarouselReader``); `nil` outside any reader and
    /// inside a carousel's slides, so a carousel in a slide never takes over the outer reader.
    var carouselReader: CarouselReaderModel? {
      get { self[CarouselReaderKey.self] }
      set { self[CarouselReaderKey.self] = newValue }
    }

    /// What ``CarouselIndicator`` and ``CarouselPlaybackButton`` show: a reader's carousel, or,
    /// inside a carousel's slides, that carousel; `nil` outside both.
    var carouselControlTarget: CarouselControlTarget? {
      get { self[CarouselControlTargetKey.self] }
      set { self[CarouselControlTargetKey.self] = newValue }
    }
  }

  /// The carousel a control shows.
  enum CarouselControlTarget {
    /// The carousel a reader drives, whichever holds it now.
    case reader(CarouselReaderModel)
    /// One carousel, for controls inside its slides.
    case carousel(CarouselModel)
  }

  private struct CarouselSettingsKey: EnvironmentKey {
    static var defaultValue: CarouselSettings { CarouselSettings() }
  }

  private struct CarouselEmptyContentKey: EnvironmentKey {
    static var defaultValue: AnyView? { nil }
  }

  private struct CarouselReaderKey: EnvironmentKey {
    static var defaultValue: CarouselReaderModel? { nil }
  }

  private struct CarouselControlTargetKey: EnvironmentKey {
    static var defaultValue: CarouselControlTarget? { nil }
  }
#endif
