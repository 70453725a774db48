#if canImport(SwiftUI)
  import SwiftUI

  extension View {
    /// Calls `action` with the old and new ``CarouselPhase`` whenever what the carousels in this
    /// view do changes (a finger drags, the carousel settles, it waits for autoplay, it rests),
    /// as `onScrollPhaseChange` does for a scroll view: never per frame.
    ///
    /// ```swift
    /// Carousel(videos) { video in VideoCard(video) }
    ///   .onCarouselPhaseChange { _, new in player.isPaused = new.isMoving }
    /// ```
    public func onCarouselPhaseChange(_ action: @escaping (CarouselPhase, CarouselPhase) -> Void)
      -> CarouselModifiedContent<Self>
    {
      onCarouselPhaseChange { old, new, _ in action(old, new) }
    }

    /// Calls `action` with the old and new ``CarouselPhase`` and a
    /// ``CarouselPhaseChangeContext`` (the speed at the change) whenever what the carousels in
    /// this view do changes.
    ///
    /// ```swift
    /// .onCarouselPhaseChange { _, new, context in
    ///   if new == .settling { log("released at \(context.velocity) pt/s") }
    /// }
    /// ```
    public func onCarouselPhaseChange(
      _ action: @escaping (CarouselPhase, CarouselPhase, CarouselPhaseChangeContext) -> Void
    ) -> CarouselModifiedContent<Self> {
      carouselExtras { $0.callbacks.phaseChanges.append(action) }
    }

    /// Calls `action` when autoplay stops at the last item of a finite carousel in this view,
    /// which it does with ``AutoplayOptions/stopsAtEnd``: a story viewer closes itself here.
    /// It is called each time autoplay finishes: after the selection moves back and autoplay
    /// reaches the end again, again.
    ///
    /// ```swift
    /// Carousel(stories) { StoryPage($0) }
    ///   .carouselAutoplay(.seconds(5), options: .story)
    ///   .onCarouselAutoplayFinish { dismiss() }
    /// ```
    public func onCarouselAutoplayFinish(perform action: @escaping () -> Void)
      -> CarouselModifiedContent<Self>
    {
      carouselExtras { $0.callbacks.autoplayFinishes.append(action) }
    }

    /// ``Carousel/onCarouselSelectionChange(_:)`` for the carousels in this view whose IDs are
    /// of type `ID`: the form to write after SwiftUI's own modifiers, spelling the ID type in the
    /// closure (right on a carousel, or after carousel modifiers, the types are inferred).
    ///
    /// ```swift
    /// .frame(height: 180)
    /// .onCarouselSelectionChange { (old: Place.ID?, new: Place.ID?, cause) in
    ///   if cause.isUser, let new { map.center(on: new) }
    /// }
    /// ```
    public func onCarouselSelectionChange<ID: Hashable & Sendable>(
      _ action: @escaping (ID?, ID?, CarouselSelectionCause) -> Void
    ) -> CarouselModifiedContent<Self> {
      carouselExtras {
        $0.callbacks.selectionChanges.append(CarouselTypedAction(ID.self, action))
      }
    }

    /// ``Carousel/onCarouselVisibleItemsChange(_:)`` for the carousels in this view whose IDs
    /// are of type `ID`, spelled in the closure: `{ (ids: [Offer.ID]) in … }`.
    public func onCarouselVisibleItemsChange<ID: Hashable & Sendable>(
      _ action: @escaping ([ID]) -> Void
    ) -> CarouselModifiedContent<Self> {
      carouselExtras {
        $0.callbacks.visibleItemsChanges.append(CarouselTypedAction(ID.self, action))
      }
    }

    /// ``SwiftUI/View/onCarouselVisibleItemsChange(_:)``, counting an item in view once
    /// `threshold` of its drawn area shows (impressions), as
    /// `onScrollTargetVisibilityChange(idType:threshold:_:)` takes a threshold: 0.5 without
    /// one; clamped into `0...1`, NaN counts as 0.5. "In view" is within what the window shows:
    /// a carousel half scrolled out of an enclosing scroll view shows its items by half at most.
    /// With `whileMoving`, the items in view are also reported as a drag or a settle moves the
    /// carousel, as `onScrollTargetVisibilityChange` reports while a scroll view scrolls;
    /// without it, only when the carousel comes to rest. The threshold is the carousel's, one
    /// for all its callbacks: the call nearest the carousel that gives one sets it.
    ///
    /// ```swift
    /// ScrollView {
    ///   Carousel(products) { ProductTile($0) }
    ///     .frame(height: 200)
    ///     .onCarouselVisibleItemsChange(threshold: 1) { (ids: [Product.ID]) in
    ///       analytics.seen(ids)  // only tiles wholly in view count
    ///     }
    /// }
    /// ```
    public func onCarouselVisibleItemsChange<ID: Hashable & Sendable>(
      threshold: Double, whileMoving: Bool = false, _ action: @escaping ([ID]) -> Void
    ) -> CarouselModifiedContent<Self> {
      modifier(
        CarouselSettingsModifier(
          change: .both(
            { $0.setVisibleItemsReporting(threshold: threshold, whileMoving: whileMoving) },
            extras: {
              $0.callbacks.visibleItemsChanges.append(CarouselTypedAction(ID.self, action))
            })))
    }

    /// ``Carousel/onCarouselActivate(_:)`` for the carousels in this view whose items are of
    /// type `Item`, spelled in the closure: `{ (album: Album) in … }`.
    public func onCarouselActivate<Item>(_ action: @escaping (Item) -> Void)
      -> CarouselModifiedContent<Self>
    {
      carouselExtras { $0.callbacks.activations.append(CarouselTypedAction(Item.self, action)) }
    }

    /// Binds the keyboard focus of the carousels in this view to `isFocused`, as
    /// `focused(_:)` binds a view's: it is `true` while the carousel has focus, and setting it
    /// moves focus to the carousel or away. The carousel is focusable already and pages with the
    /// arrow keys (see <doc:GettingStarted#Keyboard-and-focus>): do not add `.focusable()` or
    /// `.onKeyPress` of your own around it, which would make a second focus target.
    ///
    /// ```swift
    /// struct AlbumBrowser: View {
    ///   let albums: [Album]
    ///   @FocusState private var carouselHasFocus: Bool
    ///
    ///   var body: some View {
    ///     Carousel(albums) { album in AlbumCover(album) }
    ///       .carouselFocused($carouselHasFocus)
    ///     Button("Browse albums") { carouselHasFocus = true }
    ///   }
    /// }
    /// ```
    public func carouselFocused(_ isFocused: FocusState<Bool>.Binding) -> CarouselModifiedContent<
      Self
    > {
      carouselExtras { $0.focus = isFocused }
    }
  }

  extension DynamicCarouselContent {
    /// ``Carousel/onCarouselVisibleItemsChange(_:)``, counting an item in view once `threshold`
    /// of its drawn area shows, and reporting while the carousel moves too with `whileMoving`
    /// (see ``SwiftUI/View/onCarouselVisibleItemsChange(threshold:whileMoving:_:)``).
    ///
    /// ```swift
    /// Carousel(products) { ProductTile($0) }
    ///   .onCarouselVisibleItemsChange(threshold: 1) { ids in analytics.seen(ids) }
    /// ```
    public func onCarouselVisibleItemsChange(
      threshold: Double, whileMoving: Bool = false, _ action: @escaping ([ItemID]) -> Void
    ) -> CarouselModifiedContent<Self> {
      onCarouselVisibleItemsChange(action).carouselVisibleItemsReporting(
        threshold: threshold, whileMoving: whileMoving)
    }
  }

  extension View {
    /// The settings of a visible-items threshold (`CarouselSettings.setVisibleItemsReporting`).
    func carouselVisibleItemsReporting(threshold: Double, whileMoving: Bool)
      -> CarouselModifiedContent<Self>
    {
      carouselSettings {
        $0.setVisibleItemsReporting(threshold: threshold, whileMoving: whileMoving)
      }
    }
  }
#endif
