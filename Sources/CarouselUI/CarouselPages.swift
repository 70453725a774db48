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

    var body: some View {
      if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
        // Minted here, where the pages arrive (see `Carousel.body`).
        let version = CarouselDataVersion()
        Group(subviews: pages) { subviews in
          let pages = subviews.map { CarouselPage(subview: $0, selection: selection) }
          CarouselItemsView(
            data: pages, id: \.id, selection: selection.binding, itemName: nil,
            dataVersion: version
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
          tagType: String(describing: Tag.self)))
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
