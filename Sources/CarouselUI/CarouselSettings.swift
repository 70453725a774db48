#if canImport(SwiftUI)
  import SwiftUI

  /// Everything the carousel modifiers set, as one environment value: the modifiers write it,
  /// so they apply to every carousel inside the view they modify, and the carousel reads it.
  /// A carousel's slides start again from the defaults (see ``CarouselStage``), so a carousel
  /// inside a slide does not inherit the outer one's autoplay, style or clock.
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

  private struct CarouselReaderKey: EnvironmentKey {
    static var defaultValue: CarouselReaderModel? { nil }
  }

  private struct CarouselControlTargetKey: EnvironmentKey {
    static var defaultValue: CarouselControlTarget? { nil }
  }
#endif
