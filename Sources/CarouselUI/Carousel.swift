#if canImport(SwiftUI)
  import SwiftUI

  /// A carousel: pages of views that the user swipes through, that can loop, autoplay and
  /// show a page indicator, driven by CarouselCore's engine.
  ///
  /// ```swift
  /// @State private var selection: Slide.ID?
  ///
  /// Carousel(slides, selection: $selection) { slide in
  ///   SlideView(slide: slide)
  /// }
  /// .carouselStyle(.peek)
  /// .carouselLooping()
  /// .carouselAutoplay(.seconds(3))
  /// ```
  ///
  /// Configure it with the `carousel…` modifiers (``SwiftUI/View/carouselStyle(_:)-8yk18``,
  /// ``SwiftUI/View/carouselAxis(_:)``, ``SwiftUI/View/carouselAutoplay(_:)`` …); they flow
  /// through the environment, so they also apply to every carousel inside a container.
  ///
  /// The selection binding is written when a move is decided (a release, a tap, an advance),
  /// never per frame; setting it from outside moves the carousel, animated unless Reduce Motion
  /// is on. A selection that names no item keeps the current one (and the binding is written
  /// back to it). Only the items within reach of the current page are built; each keeps its
  /// view, and its state, while it is on screen, also across the seam of a looping carousel.
  /// Item IDs must be unique: later items with an ID already seen are not shown.
  public struct Carousel<Data: RandomAccessCollection, ID: Hashable & Sendable, Content: View>:
    View
  {
    private let data: Data
    private let id: KeyPath<Data.Element, ID>
    private let selection: Binding<ID?>?
    private let content: (Data.Element) -> Content
    @Environment(\.carouselSettings) private var settings
    @Environment(\.carouselModel) private var readerModel

    /// A carousel over `data`, identified by `id`, with its selection in `selection`.
    ///
    /// - Parameters:
    ///   - data: The items, in order.
    ///   - id: The key path to each item's stable, unique ID.
    ///   - selection: The selected item's ID; `nil` selects the first item (and is written back).
    ///   - content: The view of one item. It is built only while the item is within reach.
    public init(
      _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<ID?>,
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      self.data = data
      self.id = id
      self.selection = selection
      self.content = content
    }

    /// A carousel over `data`, identified by `id`, that keeps its selection to itself (use a
    /// ``CarouselReader`` to move it from code).
    public init(
      _ data: Data, id: KeyPath<Data.Element, ID>,
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      self.data = data
      self.id = id
      self.selection = nil
      self.content = content
    }

    /// The carousel.
    public var body: some View {
      CarouselModelOwner(clock: settings.clock, shared: readerModel) { model in
        CarouselStage(
          model: model, data: data, id: id, selection: selection, settings: settings,
          content: content)
      }
    }
  }

  extension Carousel where Data.Element: Identifiable, ID == Data.Element.ID, ID: Sendable {
    /// A carousel over identifiable items, with the selected item's ID in `selection`.
    ///
    /// ```swift
    /// Carousel(slides, selection: $selection) { slide in SlideView(slide: slide) }
    /// ```
    public init(
      _ data: Data, selection: Binding<ID?>,
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      self.init(data, id: \.id, selection: selection, content: content)
    }

    /// A carousel over identifiable items that keeps its selection to itself.
    ///
    /// ```swift
    /// Carousel(slides) { slide in SlideView(slide: slide) }
    /// ```
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
      self.init(data, id: \.id, content: content)
    }
  }

  /// Owns the carousel's model, made once on the clock the environment gives when the carousel
  /// first appears, unless a ``CarouselReader`` above provides one.
  struct CarouselModelOwner<Content: View>: View {
    @StateObject private var own: CarouselModel
    private let shared: CarouselModel?
    private let content: (CarouselModel) -> Content

    init(
      clock: CarouselClock, shared: CarouselModel?,
      @ViewBuilder content: @escaping (CarouselModel) -> Content
    ) {
      _own = StateObject(wrappedValue: CarouselModel(clock: clock))
      self.shared = shared
      self.content = content
    }

    var body: some View { content(shared ?? own) }
  }
#endif
