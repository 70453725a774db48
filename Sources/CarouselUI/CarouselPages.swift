#if canImport(SwiftUI)
  import SwiftUI

  extension Carousel where Data == Range<Int>, ID == Int {
    /// A carousel of fixed pages, one per view in `content`, as `TabView { … }` takes them
    /// (iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2: it uses `Group(subviews:)`; on iOS 17
    /// use the data form, see <doc:GettingStarted>).
    ///
    /// ```swift
    /// Carousel {
    ///   Welcome()
    ///   Features()
    ///   Done()
    /// }
    /// .frame(height: 420)
    /// ```
    ///
    /// Each page keeps its identity as SwiftUI gives it (a `ForEach` element's ID, an `if`
    /// branch), not its position: a page shown or hidden before it, or an edit of a `ForEach`,
    /// keeps every other page's state where it was. Move between them with a ``CarouselReader``.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public init(@ViewBuilder content: () -> Content) {
      self.init(pages: CarouselPages(pages: content(), selection: .none), selection: nil)
    }

    /// A carousel of fixed pages, with the selected page's position in `selectedIndex` (`0` is
    /// the first page).
    ///
    /// ```swift
    /// @State private var page = 0
    ///
    /// Carousel(selectedIndex: $page) {
    ///   Welcome()
    ///   Features()
    /// }
    /// .frame(height: 420)
    /// ```
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public init(selectedIndex: Binding<Int>, @ViewBuilder content: () -> Content) {
      self.init(
        pages: CarouselPages(pages: content(), selection: .index(selectedIndex)), selection: nil)
    }
  }

  extension Carousel where Data == Range<Int> {
    /// A carousel of fixed pages with the selected page's tag in `selection`, as `TabView`
    /// takes them: tag each page with `.tag(_:)` (a `ForEach` tags its views with their IDs).
    /// Swiping writes the tag of the page shown; setting the binding moves to the page with
    /// that tag. A page without a tag of the binding's type is shown and swiped to, but never
    /// written to the binding (which keeps its value); when no page has one (a tag of another
    /// type, like `.tag(1)` for a `Binding<Int?>`), a runtime warning says so in debug builds.
    ///
    /// ```swift
    /// enum Step: Hashable { case welcome, form, done }
    /// @State private var step = Step.welcome
    ///
    /// Carousel(selection: $step) {
    ///   Welcome().tag(Step.welcome)
    ///   SignUpForm().tag(Step.form)
    ///   Done().tag(Step.done)
    /// }
    /// .carouselSwipeDisabled(step == .form)
    /// .frame(height: 420)
    /// ```
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public init(selection: Binding<ID>, @ViewBuilder content: () -> Content) {
      self.init(pages: CarouselPages(pages: content(), selection: .tag(selection)), selection: nil)
    }
  }

  /// The pages of a ``Carousel`` made of fixed views: each subview of `pages` is one item,
  /// identified by its tag of the selection's type when a tag selection has one, otherwise by
  /// the subview's own identity. Only built on the systems that have `Group(subviews:)`.
  struct CarouselPages<Pages: View>: View {
    let pages: Pages
    let selection: CarouselPageSelection
    /// The carousel's callbacks that take IDs (a tag selection's tags), over page IDs.
    private var actions = CarouselPageActions()

    init(pages: Pages, selection: CarouselPageSelection) {
      self.pages = pages
      self.selection = selection
    }

    /// These pages with the carousel's `actions` that take IDs: its pages' IDs are its tags.
    func with<Element, ID>(_ actions: CarouselItemActions<Element, ID>) -> CarouselPages {
      var pages = self
      pages.actions = CarouselPageActions(actions)
      return pages
    }

    var body: some View {
      if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
        Group(subviews: pages) { subviews in
          let pages = subviews.map { CarouselPage(subview: $0, selection: selection) }
          // A render token minted here, where the pages arrive: a page's content is the subview
          // SwiftUI resolved (a proxy it diffs itself), so the pages are handed on anew with
          // every new set of subviews (`sharesData` never finds them the same).
          CarouselItemsView(
            data: pages, id: \.id, selection: selection.binding,
            actions: actions.typed(for: CarouselPage.self), render: CarouselRender(),
            sharesData: { _, _ in false }, idType: selection.idType
          ) { page in
            page.subview
          }
          // Checked by the core's rule when the pages change (not on every update of the view).
          .onChange(of: selection.tagDiagnostic(of: pages), initial: true) { _, diagnostic in
            if let diagnostic { CarouselRuntimeWarning.report([diagnostic]) }
          }
        }
      }
    }
  }

  /// The callbacks of a carousel of fixed pages that take IDs, over page IDs: a page's ID is its
  /// tag of the selection's type, or, untagged, an ID of SwiftUI's that the app never sees (the
  /// callbacks then get `nil` for it).
  struct CarouselPageActions {
    private var selectionChanges: [(AnyItemID?, AnyItemID?, CarouselSelectionCause) -> Void] = []
    private var visibleItemsChanges: [([AnyItemID]) -> Void] = []

    init() {}

    /// The ID callbacks of `actions`, taking page IDs.
    init<Element, ID>(_ actions: CarouselItemActions<Element, ID>) {
      selectionChanges = actions.selectionChanges.map { action in
        { old, new, cause in action(old?.typed(as: ID.self), new?.typed(as: ID.self), cause) }
      }
      visibleItemsChanges = actions.visibleItemsChanges.map { action in
        { ids in action(ids.compactMap { $0.typed(as: ID.self) }) }
      }
    }

    /// These callbacks, for a carousel over pages of type `Page`.
    func typed<Page>(for page: Page.Type) -> CarouselItemActions<Page, AnyItemID> {
      CarouselItemActions(
        selectionChanges: selectionChanges, visibleItemsChanges: visibleItemsChanges)
    }
  }

  /// How fixed pages are selected.
  enum CarouselPageSelection {
    /// They are not bound.
    case none
    /// By position.
    case index(Binding<Int>)
    /// By tag: the binding's value is a page's tag of the binding's type.
    case tag(TagBinding)

    /// A binding to a tag of some `Hashable & Sendable` type.
    struct TagBinding {
      /// The page ID of a subview (given as `Any`, since `Subview` is newer than this type):
      /// its tag of the binding's type, if it has one.
      let tagOf: (Any) -> AnyItemID?
      /// The binding, as the carousel's ID binding over page IDs: it reads the tag, and writes
      /// only a page ID that is a tag of its type.
      let binding: Binding<AnyItemID?>
      /// The tag's type, for the warning when no page has a tag of it.
      let tagType: String
      /// The tag's type, as the type of the IDs a proxy moves the carousel by.
      let idType: Any.Type
    }

    /// A tag selection over `selection`.
    static func tag<Tag: Hashable & Sendable>(_ selection: Binding<Tag>) -> Self {
      .tag(
        TagBinding(
          tagOf: { subview in
            guard #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *),
              let subview = subview as? Subview
            else { return nil }
            return subview.containerValues.tag(for: Tag.self).map(AnyItemID.init)
          },
          binding: Binding(
            get: { AnyItemID(selection.wrappedValue) },
            set: { id in
              if let tag = id?.typed(as: Tag.self) { selection.wrappedValue = tag }
            }),
          tagType: String(describing: Tag.self), idType: Tag.self))
    }

    /// The type of the IDs a proxy's `scrollTo(id:)` takes: the tags' type; `nil` for untagged
    /// pages, which have no IDs of the app's.
    var idType: Any.Type? {
      guard case .tag(let tag) = self else { return nil }
      return tag.idType
    }

    /// The warning for `pages` (see `TagSelectionCheck`): only a tag selection has one.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    func tagDiagnostic(of pages: [CarouselPage]) -> CarouselDiagnostic? {
      guard case .tag(let tag) = self else { return nil }
      return TagSelectionCheck.diagnostic(
        pageCount: pages.count, taggedCount: pages.lazy.filter(\.isTagged).count,
        tagType: tag.tagType)
    }

    /// The carousel's selection over page IDs.
    var binding: CarouselSelection<AnyItemID>? {
      switch self {
      case .none: return nil
      case .index(let binding): return .index(binding)
      case .tag(let tag): return .id(tag.binding)
      }
    }
  }

  /// One fixed page: the subview and its ID.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  struct CarouselPage {
    let subview: Subview
    let id: AnyItemID
    /// Whether the page has a tag of a tag selection's type (its ID is then the tag).
    let isTagged: Bool

    init(subview: Subview, selection: CarouselPageSelection) {
      self.subview = subview
      if case .tag(let tag) = selection, let tagged = tag.tagOf(subview) {
        id = tagged
        isTagged = true
      } else {
        id = AnyItemID(subview.id)
        isTagged = false
      }
    }
  }
#endif
