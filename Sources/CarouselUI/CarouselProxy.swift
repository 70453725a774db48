#if canImport(SwiftUI)
  import SwiftUI

  /// Moves the carousel inside a ``CarouselReader``, plays or pauses it, and tells where it is.
  /// Moves animate unless Reduce Motion is on (or `animated` is `false`), restart the autoplay
  /// wait, and write the carousel's selection binding; a finger on the carousel keeps control.
  /// Before the reader's carousel appears, moves do nothing.
  ///
  /// ```swift
  /// CarouselReader { proxy in
  ///   Carousel(slides) { slide in SlideView(slide: slide) }
  ///     .frame(height: 240)
  ///   Text("\((proxy.selectedIndex ?? 0) + 1) of \(proxy.count)")
  ///   Button("Show the last") { proxy.scrollTo(slides.last!.id) }
  ///   Toggle("Autoplay", isOn: proxy.isPlaying)
  /// }
  /// ```
  @MainActor public struct CarouselProxy {
    let reader: CarouselReaderModel

    private var model: CarouselModel? { reader.carousel }

    /// Moves to the next item; does nothing at the end of a finite carousel.
    public func next() { model?.send { $0.step(.next, at: $1) } }

    /// Moves to the previous item; does nothing at the start of a finite carousel.
    public func previous() { model?.send { $0.step(.previous, at: $1) } }

    /// Moves to the item with `id`, the shortest way round when looping; without animation
    /// when `animated` is `false`. An ID that is not among the items keeps the current one (a
    /// runtime warning in debug builds).
    public func scrollTo<ID: Hashable & Sendable>(_ id: ID, animated: Bool = true) {
      model?.send { $0.select(CarouselItemID(id), animated: animated, at: $1) }
    }

    /// Resumes autoplay where the wait was paused.
    public func play() { model?.send { $0.play(at: $1) } }

    /// Pauses autoplay; the wait freezes.
    public func pause() { model?.send { $0.pause(at: $1) } }

    /// The selected item's index among the items, or `nil` when there are none (or the
    /// reader's carousel has not appeared yet): for a "2 of 5" caption, `selectedIndex + 1`.
    public var selectedIndex: Int? { model?.engine.selectedIndex }

    /// How many items the carousel shows (duplicates of an ID count once).
    public var count: Int { model?.engine.ids.count ?? 0 }

    /// Why autoplay is not running now, if it is not (`[.pausedByUser]`, `[.touching]` …).
    public var autoplaySuspensions: [AutoplaySuspension] {
      model?.engine.autoplaySuspensions ?? []
    }

    /// The user's play/pause choice, as a binding (for a `Toggle`).
    public var isPlaying: Binding<Bool> {
      let reader = reader
      return Binding(
        get: { reader.carousel?.engine.isPlaying ?? false },
        set: { isPlaying in
          reader.carousel?.send { isPlaying ? $0.play(at: $1) : $0.pause(at: $1) }
        })
    }
  }
#endif
