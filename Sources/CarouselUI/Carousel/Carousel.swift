#if canImport(SwiftUI)
  import SwiftUI

  /// A carousel: pages of views that the user swipes through, that can loop, autoplay and
  /// show a page indicator, driven by CarouselCore's engine.
  ///
  /// ```swift
  /// struct FeaturedSlides: View {
  ///   let slides: [Slide]
  ///   @State private var selection: Slide.ID?
  ///
  ///   var body: some View {
  ///     Carousel(slides, selection: $selection) { slide in
  ///       SlideView(slide: slide)
  ///     }
  ///     .carouselStyle(.peek)
  ///     .carouselLooping()
  ///     .carouselAutoplay(.seconds(3))
  ///     .frame(height: 240)
  ///   }
  /// }
  /// ```
  ///
  /// Configure it with the `carousel…` modifiers (``SwiftUI/View/carouselStyle(_:)-5tgiz``,
  /// ``SwiftUI/View/carouselAxis(_:)``,
  /// ``SwiftUI/View/carouselAutoplay(_:resumeAfter:options:)-(Duration,_,_)`` …); they flow
  /// through the environment, so they also apply to every carousel inside a container, except carousels inside a carousel's slides, which start from the defaults. Give it a
  /// height: it fills what it is offered, and where nothing is offered (a `List` row, a
  /// vertical `ScrollView`) it takes its ideal size (the item length you set with
  /// ``SwiftUI/View/carouselItemLength(_:cross:)``, or CarouselCore's default).
  ///
  /// The selection binding is written when a move is decided (a release, a tap, an advance),
  /// never per frame; setting it from outside moves the carousel, animated unless Reduce Motion
  /// is on (use ``CarouselProxy/scrollTo(id:animated:)`` with `animated: false` to jump). A
  /// selection set while there are no items (a deep link before the data loads) is kept and
  /// shown when the items arrive; once items are shown, a selection that names no item keeps
  /// the current one, the binding is written back to it, and a runtime warning says so. Only
  /// the items within reach of the current page are built; each keeps its view, and its state,
  /// while it is on screen, also across the seam of a looping carousel. Item IDs must be
  /// unique: later items with an ID already seen are not shown.
  public struct Carousel<Data: RandomAccessCollection, ID: Hashable & Sendable, Content: View>:
    View
  {
    private enum Source {
      case items(Data, id: KeyPath<Data.Element, ID>, content: (Data.Element) -> Content)
      case pages(Content, CarouselPageSelection)
    }

    private let source: Source
    private let selection: CarouselSelection<ID>?
    private var actions = CarouselItemActions<Data.Element, ID>()

    /// A carousel over `data`, identified by `id`, with its selection in `selection`: the
    /// selected item's ID, as `TabView`'s selection is a tag. With `Int` IDs, a binding that
    /// holds a position is read as an ID: bind a position with `selectedIndex:` instead.
    ///
    /// - Parameters:
    ///   - data: The items, in order.
    ///   - id: The key path to each item's stable, unique ID.
    ///   - selection: The selected item's ID. While it is `nil` the first item is shown and the
    ///     binding stays `nil`, until the user, autoplay or your code moves the carousel, as
    ///     `TabView` and `scrollPosition(id:)` leave `nil` alone.
    ///   - content: The view of one item. It is built only while the item is within reach.
    public init(
      _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<ID?>,
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      self.source = .items(data, id: id, content: content)
      self.selection = CarouselSelection(selection)
    }

    /// A carousel over `data`, identified by `id`, with its selection in a non-optional
    /// binding, like `TabView`'s: the carousel never writes `nil` to it.
    public init(
      _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<ID>,
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      self.source = .items(data, id: id, content: content)
      self.selection = CarouselSelection(selection)
    }

    /// A carousel over `data`, identified by `id`, that keeps its selection to itself (use a
    /// ``CarouselReader`` to move it from code).
    public init(
      _ data: Data, id: KeyPath<Data.Element, ID>,
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      self.source = .items(data, id: id, content: content)
      self.selection = nil
    }

    /// A carousel over `data`, identified by `id`, with the selected item's position in
    /// `selectedIndex`: `0` is the first item. An index outside the items keeps the current item
    /// (the binding is written back to it, and a runtime warning says so).
    ///
    /// ```swift
    /// struct AlbumPicker: View {
    ///   let albums: [Album]
    ///   @State private var index = 0
    ///
    ///   var body: some View {
    ///     Carousel(albums, id: \.title, selectedIndex: $index) { album in AlbumCover(album) }
    ///       .frame(height: 300)
    ///   }
    /// }
    /// ```
    public init(
      _ data: Data, id: KeyPath<Data.Element, ID>, selectedIndex: Binding<Int>,
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      self.source = .items(data, id: id, content: content)
      self.selection = CarouselSelection(index: selectedIndex)
    }

    init(pages: Content, selection: CarouselPageSelection) {
      self.source = .pages(pages, selection)
      self.selection = nil
    }

    /// Names each item for VoiceOver: the page indicator's value reads "Beach, 2 of 4" instead
    /// of "2 of 4", and a three-finger swipe announces "Beach, page 2 of 4". Also after other
    /// carousel modifiers (`.carouselStyle(.peek) .carouselItemName(\.title)`); after SwiftUI's
    /// own, spell the item type (`.carouselItemName(\Slide.title)`, see
    /// ``SwiftUI/View/carouselItemName(_:)``).
    ///
    /// ```swift
    /// Carousel(slides) { slide in SlideView(slide: slide) }
    ///   .carouselItemName(\.title)
    ///   .frame(height: 240)
    /// ```
    public func carouselItemName(_ name: @escaping (Data.Element) -> String) -> Carousel {
      with { $0.itemName = { name($0) } }
    }

    /// Calls `action` with the previously and newly selected items' IDs (`nil`: no items) and
    /// what moved it, whenever the selected item changes: a map that follows the carousel tells
    /// the user's swipe from its own selection (``CarouselSelectionCause/program``), analytics
    /// the user's moves from autoplay's. Called once per move that is decided (a flick over three
    /// items is one change), never per frame, and also when the items first arrive
    /// (``CarouselSelectionCause/dataChange``). After SwiftUI's own modifiers, spell the ID
    /// type: `{ (old: Place.ID?, new: Place.ID?, cause) in … }`.
    ///
    /// ```swift
    /// Carousel(places, selection: $selectedID) { place in PlaceCard(place) }
    ///   .onCarouselSelectionChange { _, new, cause in
    ///     if cause != .program, let new { map.center(on: new) }
    ///   }
    ///   .frame(height: 180)
    /// ```
    public func onCarouselSelectionChange(
      _ action: @escaping (ID?, ID?, CarouselSelectionCause) -> Void
    ) -> Carousel {
      with { $0.selectionChanges.append(action) }
    }

    /// Calls `action` with the IDs of the items at least half in view, in the carousel's order,
    /// when that set changes: for impressions. It is found when the carousel comes to rest and
    /// when it comes on screen or leaves it (no items in view then), never per frame: the items
    /// a motion passes by are not reported.
    ///
    /// ```swift
    /// Carousel(offers) { offer in OfferCard(offer) }
    ///   .onCarouselVisibleItemsChange { ids in analytics.logImpressions(ids) }
    /// ```
    public func onCarouselVisibleItemsChange(_ action: @escaping ([ID]) -> Void) -> Carousel {
      with { $0.visibleItemsChanges.append(action) }
    }

    /// Calls `action` with the selected item when the user activates it from the keyboard
    /// (Return or Space while the carousel has focus, see <doc:GettingStarted#Keyboard-and-focus>),
    /// as a tap on it would.
    ///
    /// ```swift
    /// Carousel(albums) { album in AlbumCover(album) }
    ///   .onCarouselActivate { album in player.play(album) }
    /// ```
    public func onCarouselActivate(_ action: @escaping (Data.Element) -> Void) -> Carousel {
      with { $0.activations.append(action) }
    }

    /// This carousel with `change` made to its actions.
    private func with(_ change: (inout CarouselItemActions<Data.Element, ID>) -> Void) -> Carousel {
      var carousel = self
      change(&carousel.actions)
      return carousel
    }

    /// The carousel.
    public var body: some View {
      switch source {
      case .items(let data, let id, let content):
        // Rendered with a new token each time this body runs, which is each time the view
        // around the carousel renders it (not for the carousel's own publishes and frames):
        // see `CarouselRenders` for when the slides build their content anew.
        CarouselItemsView(
          rendered: CarouselSource(data: data, id: id, selection: selection, actions: actions)
            .rendered(), content: content)
      case .pages(let pages, let selection):
        CarouselPages(
          pages: pages, selection: selection,
          actions: actions.overPages(byTag: selection.tagType != nil))
      }
    }
  }

  extension Carousel: DynamicCarouselContent {}

  extension Carousel where Data.Element: Identifiable, ID == Data.Element.ID, ID: Sendable {
    /// A carousel over identifiable items, with the selected item's ID in `selection`.
    ///
    /// ```swift
    /// Carousel(slides, selection: $selection) { slide in SlideView(slide: slide) }
    ///   .frame(height: 240)
    /// ```
    public init(
      _ data: Data, selection: Binding<ID?>,
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      self.init(data, id: \.id, selection: selection, content: content)
    }

    /// A carousel over identifiable items, with the selected item's ID in a non-optional
    /// binding, like `TabView`'s.
    ///
    /// ```swift
    /// struct Steps: View {
    ///   @State private var step: Step.ID = Step.all[0].id
    ///
    ///   var body: some View {
    ///     Carousel(Step.all, selection: $step) { step in StepView(step: step) }
    ///       .frame(height: 320)
    ///   }
    /// }
    /// ```
    public init(
      _ data: Data, selection: Binding<ID>,
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      self.init(data, id: \.id, selection: selection, content: content)
    }

    /// A carousel over identifiable items that keeps its selection to itself.
    ///
    /// ```swift
    /// Carousel(slides) { slide in SlideView(slide: slide) }
    ///   .frame(height: 240)
    /// ```
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
      self.init(data, id: \.id, content: content)
    }

    /// A carousel over identifiable items, with the selected item's position in `selectedIndex`
    /// (`0` is the first): for a picker bound to an index.
    ///
    /// ```swift
    /// struct CoverFlowPicker: View {
    ///   let albums: [Album]
    ///   @State private var index = 0
    ///
    ///   var body: some View {
    ///     Carousel(albums, selectedIndex: $index) { album in AlbumCover(album) }
    ///       .carouselStyle(.coverFlow)
    ///       .frame(height: 300)
    ///   }
    /// }
    /// ```
    public init(
      _ data: Data, selectedIndex: Binding<Int>,
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      self.init(data, id: \.id, selectedIndex: selectedIndex, content: content)
    }
  }

  extension CarouselSelection {
    /// The selection of an optional ID binding.
    init(_ binding: Binding<ID?>) {
      self = .idBinding(get: { binding.wrappedValue }, set: { binding.wrappedValue = $0 })
    }

    /// The selection of a non-optional ID binding: the carousel never writes `nil`.
    init(_ binding: Binding<ID>) {
      self = .idBinding(get: { binding.wrappedValue }, set: { binding.wrappedValue = $0 })
    }

    /// The selection of an index binding.
    init(index binding: Binding<Int>) {
      self = .index(get: { binding.wrappedValue }, set: { binding.wrappedValue = $0 })
    }
  }
#endif
