#if canImport(SwiftUI)
  import SwiftUI

  // Autoplay is one modifier, as SwiftUI folds a scroll view's paging into one
  // `scrollTargetBehavior`: the interval, then what an app may add to it (the items' own waits,
  // the wait after the user's move, the options). Order: the call written nearer the carousel
  // wins for what it names; a parameter left out keeps what a call further out set
  // (`CarouselSettings.setAutoplay`).
  extension View {
    /// Advances the carousels in this view every `interval`, a `Duration` such as `.seconds(3)`
    /// or a stored `let interval: Duration`. Autoplay never moves a carousel under a finger,
    /// with Reduce Motion or VoiceOver on, while the scene is not active, off screen, or with
    /// fewer than two items; a drag, a tap or an outside selection change starts the full wait
    /// again. Intervals below half a second are raised to it; zero and negative ones turn
    /// autoplay off (both with a runtime warning in debug builds).
    ///
    /// After the user moves the carousel (a drag ends, a tap, a key, VoiceOver), `resumeAfter`
    /// more passes before the next interval begins, as apps that give the user a moment after
    /// a swipe do: the next advance comes `resumeAfter + interval` after the user's move. Moves
    /// from code and autoplay's own advances wait the plain interval; a negative delay counts as
    /// none (a runtime warning in debug builds). `options` (see ``AutoplayOptions``) say how
    /// autoplay behaves beyond its interval: `.story` for a story viewer, which advances with
    /// Reduce Motion and VoiceOver on, pauses under a finger and resumes on its lift, and stops
    /// after the last story. Each left out (`nil`) keeps what a call further out set: none and
    /// `[]` by default.
    ///
    /// ```swift
    /// Carousel(banners) { banner in BannerView(banner: banner) }
    ///   .carouselAutoplay(.seconds(3), resumeAfter: .seconds(2.4))
    ///   .frame(height: 200)
    ///
    /// Carousel(stories) { StoryPage($0) }
    ///   .carouselAutoplay(.seconds(5), options: .story)
    ///   .onCarouselAutoplayFinish { dismiss() }
    /// ```
    public func carouselAutoplay(
      _ interval: Duration, resumeAfter: Duration? = nil, options: AutoplayOptions? = nil
    ) -> CarouselModifiedContent<Self> {
      carouselAutoplay(AutoplayInterval(interval), resumeAfter: resumeAfter, options: options)
    }

    /// Advances the carousels in this view every `interval`, or never (`.off`, the default):
    /// the form for a value chosen at run time. The rules and the other parameters are those of
    /// ``SwiftUI/View/carouselAutoplay(_:resumeAfter:options:)-(Duration,_,_)``; NaN and infinite
    /// seconds turn autoplay off too.
    ///
    /// ```swift
    /// .carouselAutoplay(isOn ? AutoplayInterval(.seconds(3)) : .off)
    /// ```
    public func carouselAutoplay(
      _ interval: AutoplayInterval, resumeAfter: Duration? = nil, options: AutoplayOptions? = nil
    ) -> CarouselModifiedContent<Self> {
      carouselSettings {
        $0.setAutoplay(interval, resumeAfter: resumeAfter, options: options)
      }
    }

    /// Advances every `interval`, except on the items listed in `durations` by ID, which wait
    /// for their own duration. The rules and the other parameters are those of
    /// ``SwiftUI/View/carouselAutoplay(_:resumeAfter:options:)-(Duration,_,_)``.
    ///
    /// ```swift
    /// .carouselAutoplay(.seconds(3), durations: [video.id: .seconds(10)])
    /// ```
    public func carouselAutoplay<ID: Hashable & Sendable>(
      _ interval: Duration, durations: [ID: Duration], resumeAfter: Duration? = nil,
      options: AutoplayOptions? = nil
    ) -> CarouselModifiedContent<Self> {
      carouselAutoplay(
        AutoplayInterval(interval), durations: durations.mapValues { AutoplayInterval($0) },
        resumeAfter: resumeAfter, options: options)
    }

    /// Advances every `interval`, except on the items listed in `durations` by ID, with
    /// intervals chosen at run time.
    public func carouselAutoplay<ID: Hashable & Sendable>(
      _ interval: AutoplayInterval, durations: [ID: AutoplayInterval],
      resumeAfter: Duration? = nil, options: AutoplayOptions? = nil
    ) -> CarouselModifiedContent<Self> {
      let durations = Dictionary(
        durations.map { (AnyItemID($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
      return carouselSettings {
        $0.setAutoplay(interval, durations: durations, resumeAfter: resumeAfter, options: options)
      }
    }
  }
#endif
