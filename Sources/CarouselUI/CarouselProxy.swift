#if canImport(SwiftUI)
  import SwiftUI

  /// Moves the carousel inside a ``CarouselReader`` and plays or pauses it. Moves animate
  /// unless Reduce Motion is on, restart the autoplay wait, and write the carousel's selection
  /// binding; a finger on the carousel keeps control.
  ///
  /// ```swift
  /// CarouselReader { proxy in
  ///   Carousel(slides) { slide in SlideView(slide: slide) }
  ///   Button("Show the last") { proxy.scrollTo(slides.last!.id) }
  ///   Toggle("Autoplay", isOn: proxy.isPlaying)
  /// }
  /// ```
  @MainActor public struct CarouselProxy {
    let model: CarouselModel

    /// Moves to the next item; does nothing at the end of a finite carousel.
    public func next() { model.step(.next) }

    /// Moves to the previous item; does nothing at the start of a finite carousel.
    public func previous() { model.step(.previous) }

    /// Moves to the item with `id`, the shortest way round when looping; an ID that is not
    /// among the items keeps the current one (a runtime warning in debug builds).
    public func scrollTo<ID: Hashable & Sendable>(_ id: ID, animated: Bool = true) {
      model.select(CarouselItemID(id), animated: animated)
    }

    /// Resumes autoplay where the wait was paused.
    public func play() { model.play() }

    /// Pauses autoplay; the wait freezes.
    public func pause() { model.pause() }

    /// Why autoplay is not running now, if it is not (`[.pausedByUser]`, `[.touching]` …): the
    /// reader's content is redrawn when it changes.
    public var autoplaySuspensions: [AutoplaySuspension] { model.engine.autoplaySuspensions }

    /// The user's play/pause choice, as a binding (for a `Toggle`).
    public var isPlaying: Binding<Bool> {
      let model = model
      return Binding(
        get: { model.engine.isPlaying },
        set: { isPlaying in isPlaying ? model.play() : model.pause() })
    }
  }
#endif
