#if canImport(SwiftUI)
  import SwiftUI

  /// Moves the carousel inside a ``CarouselReader``, plays or pauses it, and tells where it is.
  ///
  /// Moves settle with the carousel's own spring (``SwiftUI/View/carouselSpring(_:)``), or the
  /// `spring` you pass; `animated: false` jumps, and with Reduce Motion on every move jumps. A
  /// `withAnimation` around a call changes nothing: the carousel's engine moves the slides, not
  /// SwiftUI's animation, so pass the spring here instead (`proxy.next(spring: .bouncy)`). Moves
  /// restart the autoplay wait and write the carousel's selection binding; a finger on the
  /// carousel keeps control. Before the reader's carousel appears, moves do nothing and the
  /// state reads as empty.
  ///
  /// ```swift
  /// CarouselReader { proxy in
  ///   Carousel(slides) { slide in SlideView(slide: slide) }
  ///     .carouselAutoplay(.seconds(3))
  ///     .frame(height: 240)
  ///   Text("\((proxy.selectedIndex ?? 0) + 1) of \(proxy.count)")
  ///   Button(proxy.isPlaying ? "Pause" : "Play") { proxy.togglePlayback() }
  ///   Button("Show the last") { proxy.scrollTo(id: slides.last!.id) }
  ///   Toggle("Autoplay", isOn: proxy.isPlayingBinding)
  /// }
  /// ```
  @MainActor public struct CarouselProxy {
    let reader: CarouselReaderModel

    private var model: CarouselModel? { reader.carousel }

    // MARK: Moving

    /// Moves to the next item; does nothing at the end of a finite carousel.
    public func next(animated: Bool = true) { step(.next, animated: animated, spring: nil) }

    /// Moves to the next item, settling with `spring`.
    public func next(spring: SettleSpring) { step(.next, animated: true, spring: spring) }

    /// Moves to the previous item; does nothing at the start of a finite carousel.
    public func previous(animated: Bool = true) {
      step(.previous, animated: animated, spring: nil)
    }

    /// Moves to the previous item, settling with `spring`.
    public func previous(spring: SettleSpring) { step(.previous, animated: true, spring: spring) }

    /// Moves to the item with `id`, the shortest way round when looping. An ID that is not among
    /// the items (or of another type than the carousel's IDs) keeps the current item, with a
    /// runtime warning in debug builds.
    public func scrollTo<ID: Hashable & Sendable>(id: ID, animated: Bool = true) {
      scroll(to: id, animated: animated, spring: nil)
    }

    /// Moves to the item with `id`, settling with `spring`.
    public func scrollTo<ID: Hashable & Sendable>(id: ID, spring: SettleSpring) {
      scroll(to: id, animated: true, spring: spring)
    }

    /// Moves to the item at `index` among the items (`0` is the first), the shortest way round
    /// when looping. An index outside the items keeps the current item, with a runtime warning.
    public func scrollTo(index: Int, animated: Bool = true) {
      model?.send { $0.select(index: index, animated: animated, at: $1) }
    }

    /// Moves to the item at `index`, settling with `spring`.
    public func scrollTo(index: Int, spring: SettleSpring) {
      model?.send { $0.select(index: index, animated: true, spring: spring, at: $1) }
    }

    /// Not available: say whether the value is an item's ID or a position.
    @available(
      *, unavailable,
      message: "say which: scrollTo(id:) moves to an item's ID, scrollTo(index:) to a position"
    )
    public func scrollTo<ID: Hashable & Sendable>(_ id: ID, animated: Bool = true) {}

    // MARK: Playing

    /// Resumes autoplay where the wait was paused.
    public func play() { model?.send { $0.play(at: $1) } }

    /// Pauses autoplay; the wait freezes.
    public func pause() { model?.send { $0.pause(at: $1) } }

    /// Pauses autoplay when it plays, resumes it when paused: a play/pause button's action.
    public func togglePlayback() { model?.send { $0.togglePlayback(at: $1) } }

    /// The user's play/pause choice, as a binding for a `Toggle`.
    public var isPlayingBinding: Binding<Bool> {
      let reader = reader
      return Binding(
        get: { reader.carousel?.proxy.isPlaying ?? false },
        set: { isPlaying in
          reader.carousel?.send { isPlaying ? $0.play(at: $1) : $0.pause(at: $1) }
        })
    }

    // MARK: Reading

    /// Whether the user's play/pause choice is "play" (autoplay may still be held, see
    /// ``autoplaySuspensions``); `false` before the carousel appears.
    public var isPlaying: Bool { model?.proxy.isPlaying ?? false }

    /// The selected item's index among the items, or `nil` when there are none (or the
    /// reader's carousel has not appeared yet): for a "2 of 5" caption, `selectedIndex + 1`.
    public var selectedIndex: Int? { model?.proxy.selectedIndex }

    /// How many items the carousel shows (duplicates of an ID count once).
    public var count: Int { model?.proxy.count ?? 0 }

    /// Why autoplay is not running now, if it is not (`[.pausedByUser]`, `[.touching]` …); a
    /// carousel without autoplay to run lists only why (`[.noInterval]`, `[.tooFewItems]`).
    public var autoplaySuspensions: [AutoplaySuspension] {
      model?.proxy.autoplaySuspensions ?? []
    }

    // MARK: Private

    private func step(_ step: CarouselStep, animated: Bool, spring: SettleSpring?) {
      model?.send { $0.step(step, animated: animated, spring: spring, at: $1) }
    }

    private func scroll<ID: Hashable & Sendable>(
      to id: ID, animated: Bool, spring: SettleSpring?
    ) {
      guard let model else { return }
      if let expected = model.idType, expected != ID.self {
        CarouselRuntimeWarning.report([
          .selectionOfAnotherType(given: "\(ID.self)", expected: "\(expected)")
        ])
        return
      }
      model.send { $0.select(AnyItemID(id), animated: animated, spring: spring, at: $1) }
    }
  }
#endif
