import CarouselCore

/// Moves the carousel inside a `CarouselReader`, plays or pauses it, and tells where it is.
///
/// Moves settle with the carousel's own spring (`carouselSpring(_:)`), or the `spring` you pass;
/// `animated: false` jumps, and with Reduce Motion on every move jumps. A move without a spring
/// of its own made inside `withAnimation` follows that animation's curve
/// (`withAnimation(.easeInOut(duration: 0.8)) { proxy.scrollTo(id: id) }`), as a scroll view's
/// `scrollTo` does; the carousel's engine still moves the slides, so the position, the indicator
/// and the binding follow it too. Moves restart the autoplay wait and
/// write the carousel's selection binding; a finger on the carousel keeps control. Before the
/// reader's carousel appears, moves do nothing and the state reads as empty.
///
/// What it reads is observed: a view that reads ``selectedIndex``, ``count`` or
/// ``playbackState`` redraws when that changes, also a subview the proxy was handed to.
///
/// ```swift
/// CarouselReader { proxy in
///   Carousel(slides) { slide in SlideView(slide: slide) }
///     .carouselAutoplay(.seconds(3))
///     .frame(height: 240)
///   Text("\((proxy.selectedIndex ?? 0) + 1) of \(proxy.count)")
///   Button(proxy.playbackState == .playing ? "Pause" : "Play") { proxy.togglePlayback() }
///     .disabled(!proxy.playbackState.allowsPlayPause)
///   Button("Show the last") { proxy.scrollTo(id: slides.last!.id) }
///   Toggle("Autoplay", isOn: proxy.isPlayingBinding)
/// }
/// ```
@MainActor public struct CarouselProxy {
  /// The reader whose carousel this proxy moves.
  package let reader: CarouselReaderModel
  /// The reader's timeline date when the proxy was made: while the reader follows the position,
  /// it changes every frame, so a subview handed the proxy (which SwiftUI compares field by
  /// field) redraws with it.
  private let frame: Double

  /// The proxy of `reader`'s carousel, made at the reader's timeline date `frame`.
  package init(reader: CarouselReaderModel, frame: Double = 0) {
    self.reader = reader
    self.frame = frame
  }

  private var model: (any CarouselModelProtocol)? { reader.carousel }

  // MARK: Moving

  /// Moves to the next item; does nothing at the end of a finite carousel. A plain method, so
  /// that `Button("Next", action: proxy.next)` works.
  public func next() { step(.next, animated: true, spring: nil) }

  /// Moves to the next item, or jumps there when `animated` is false.
  public func next(animated: Bool) { step(.next, animated: animated, spring: nil) }

  /// Moves to the next item, settling with `spring`.
  public func next(spring: SettleSpring) { step(.next, animated: true, spring: spring) }

  /// Moves to the previous item; does nothing at the start of a finite carousel.
  public func previous() { step(.previous, animated: true, spring: nil) }

  /// Moves to the previous item, or jumps there when `animated` is false.
  public func previous(animated: Bool) { step(.previous, animated: animated, spring: nil) }

  /// Moves to the previous item, settling with `spring`.
  public func previous(spring: SettleSpring) { step(.previous, animated: true, spring: spring) }

  /// Moves to the item with `id`, the shortest way round when looping. An ID that is not among
  /// the items, or of another type than the carousel's IDs (for fixed pages: their tags; for
  /// untagged pages, an `Int` is the page's position), keeps the current item, with a runtime
  /// warning in debug builds.
  public func scrollTo<ID: Hashable & Sendable>(id: ID, animated: Bool = true) {
    scroll(to: id, animated: animated, spring: nil)
  }

  /// Moves to the item with `id`, as `ScrollViewProxy.scrollTo(_:)` is spelled: the same as
  /// ``scrollTo(id:animated:)``. To move to a position, use ``scrollTo(index:animated:)``.
  public func scrollTo<ID: Hashable & Sendable>(_ id: ID, animated: Bool = true) {
    scroll(to: id, animated: animated, spring: nil)
  }

  /// Moves to the item with `id`, settling with `spring`.
  public func scrollTo<ID: Hashable & Sendable>(id: ID, spring: SettleSpring) {
    scroll(to: id, animated: true, spring: spring)
  }

  /// Moves to the item at `index` among the items (`0` is the first), the shortest way round
  /// when looping. An index outside the items keeps the current item, with a runtime warning.
  public func scrollTo(index: Int, animated: Bool = true) {
    model?.select(index: index, animated: animated, spring: nil)
  }

  /// Moves to the item at `index`, settling with `spring`.
  public func scrollTo(index: Int, spring: SettleSpring) {
    model?.select(index: index, animated: true, spring: spring)
  }

  // MARK: Playing

  /// Resumes autoplay where the wait was paused.
  public func play() { model?.play() }

  /// Pauses autoplay; the wait freezes.
  public func pause() { model?.pause() }

  /// Pauses autoplay when it plays, resumes it when paused: a play/pause button's action.
  public func togglePlayback() { model?.togglePlayback() }

  /// Holds autoplay as a finger on the carousel does, until ``endHold()``: for a touch the
  /// carousel's own gestures do not see, as a story viewer's long press on iOS 17, where
  /// SwiftUI reports a finger to the carousel only once it has moved 15 points. Nothing
  /// advances while it is held; with `.pausesOnTouch` (a story's options) the wait freezes,
  /// and the end of the hold resumes the rest, as a finger's lift does. The user's play/pause
  /// choice is left alone: a story the user paused stays paused after the hold, and one that
  /// plays goes on. ``autoplaySuspensions`` lists `.touching` meanwhile.
  ///
  /// Holds are counted: two `beginHold()` need two ``endHold()``. They end by themselves, as
  /// the system cancels touches, when the carousel leaves the screen or the app stops being
  /// active, so a gesture whose end never comes cannot hold autoplay for good.
  ///
  /// ```swift
  /// .onLongPressGesture(minimumDuration: 0.2) {
  /// } onPressingChanged: { pressing in
  ///   pressing ? proxy.beginHold() : proxy.endHold()
  /// }
  /// ```
  public func beginHold() { model?.beginHold() }

  /// Ends a hold that ``beginHold()`` began. The end of the last is the end of the user's
  /// touch, as a finger's lift is: with `.pausesOnTouch` the frozen wait resumes, otherwise a
  /// full wait starts; with a delay after the user's touches
  /// (`carouselAutoplay(_:resumeAfter:options:)`), a full wait starts after it. Without a hold (it
  /// ended with the screen, or was never begun) it does nothing.
  public func endHold() { model?.endHold() }

  /// Plays (`true`) or pauses (`false`): what a `Toggle` bound to ``isPlaying`` sets.
  package func setPlaying(_ isPlaying: Bool) {
    if isPlaying { model?.play() } else { model?.pause() }
  }

  // MARK: Reading

  /// Whether the user's play/pause choice is "play" (autoplay may still be held, see
  /// ``autoplaySuspensions``); `false` before the carousel appears.
  public var isPlaying: Bool { model?.proxyState.isPlaying ?? false }

  /// The selected item's index among the items, or `nil` when there are none (or the
  /// reader's carousel has not appeared yet): for a "2 of 5" caption, `selectedIndex + 1`.
  public var selectedIndex: Int? { model?.proxyState.selectedIndex }

  /// How many items the carousel shows (duplicates of an ID count once).
  public var count: Int { model?.proxyState.count ?? 0 }

  /// Why autoplay is not running now, if it is not (`[.pausedByUser]`, `[.touching]` …); a
  /// carousel without autoplay to run lists only why (`[.noInterval]`, `[.tooFewItems]`).
  public var autoplaySuspensions: [AutoplaySuspension] {
    model?.proxyState.autoplaySuspensions ?? []
  }

  /// What a play/pause control should offer: ``CarouselPlaybackState/playing`` ("Pause"),
  /// ``CarouselPlaybackState/paused`` ("Play"), ``CarouselPlaybackState/offBySystemSetting``
  /// (Reduce Motion or VoiceOver keep autoplay off: offer neither), or
  /// ``CarouselPlaybackState/unavailable`` (no interval, fewer than two items, or no carousel
  /// yet: nothing can play). `CarouselPlaybackButton` shows it; a button of your own:
  ///
  /// ```swift
  /// Button(proxy.playbackState == .playing ? "Pause" : "Play") { proxy.togglePlayback() }
  ///   .disabled(!proxy.playbackState.allowsPlayPause)
  /// ```
  public var playbackState: CarouselPlaybackState { model?.proxyState.playback ?? .unavailable }

  /// The carousel's continuous position, in items: 2.3 is 30% of the way from item 2 to item
  /// 3, and a looping carousel's runs in `0..<count`. The reader's content is redrawn every
  /// frame while the carousel moves once something in it read the position (a subview handed
  /// the proxy included); a reader whose content never reads it is not. The carousel keeps its
  /// slides' content over those frames.
  public var position: Double {
    reader.positionRead()
    return model?.position ?? 0
  }

  // MARK: Private

  private func step(_ step: CarouselStep, animated: Bool, spring: SettleSpring?) {
    model?.step(step, animated: animated, spring: spring)
  }

  private func scroll<ID: Hashable & Sendable>(to id: ID, animated: Bool, spring: SettleSpring?) {
    model?.scroll(to: id, animated: animated, spring: spring)
  }
}
