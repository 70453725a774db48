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
      self.init(pages: content(), selection: .none)
    }

    /// A carousel of fixed pages, with the selected page's position in `selectedIndex` (`0` is
    /// the first page).
    ///
    /// ```swift
    /// struct Tour: View {
    ///   @State private var page = 0
    ///
    ///   var body: some View {
    ///     Carousel(selectedIndex: $page) {
    ///       Welcome()
    ///       Features()
    ///     }
    ///     .frame(height: 420)
    ///   }
    /// }
    /// ```
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public init(selectedIndex: Binding<Int>, @ViewBuilder content: () -> Content) {
      self.init(pages: content(), selection: .index(CarouselSelection(index: selectedIndex)))
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
    ///
    /// struct Onboarding: View {
    ///   @State private var step = Step.welcome
    ///
    ///   var body: some View {
    ///     Carousel(selection: $step) {
    ///       Welcome().tag(Step.welcome)
    ///       SignUpForm().tag(Step.form)
    ///       Done().tag(Step.done)
    ///     }
    ///     .carouselPagingDisabled(step == .form, swipesOnly: true)
    ///     .frame(height: 420)
    ///   }
    /// }
    /// ```
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public init(selection: Binding<ID>, @ViewBuilder content: () -> Content) {
      self.init(pages: content(), selection: .tag(selection))
    }
  }

  /// The pages of a ``Carousel`` made of fixed views: each subview of `pages` is one item,
  /// identified by its tag of the selection's type when a tag selection has one, otherwise by
  /// the subview's own identity. Only built on the systems that have `Group(subviews:)`.
  struct CarouselPages<Pages: View>: View {
    let pages: Pages
    let selection: CarouselPageSelection
    /// The carousel's actions over the pages, with the environment's added (see `overPages`).
    var actions:
      ([CarouselPage], CarouselCallbacks) -> CarouselItemActions<
        CarouselPage, AnyItemID
      > = { _, _ in CarouselItemActions() }
    @Environment(\.carouselExtras) private var extras

    var body: some View {
      if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
        Group(subviews: pages) { subviews in
          // A render token minted here, where the pages arrive: a page's content is the subview
          // SwiftUI resolved (a proxy it diffs itself), handed on anew with every new set of
          // subviews.
          let pages = selection.rendered(
            subviews: subviews.map { (subview: $0 as Any, id: AnyItemID($0.id)) }, actions: actions,
            callbacks: extras.callbacks)
          CarouselItemsView(rendered: pages.rendered, idType: selection.tagType) { page in
            subviews[page.index]
          }
          // Reported when the pages change (not on every update of the view).
          .onChange(of: pages.diagnostic, initial: true) {
            if let diagnostic = $1 { CarouselRuntimeWarning.report([diagnostic]) }
          }
        }
      }
    }
  }

  extension CarouselPageSelection {
    /// A tag selection over `selection`.
    static func tag<Tag: Hashable & Sendable>(_ selection: Binding<Tag>) -> Self {
      .tag(
        tagOf: { subview in
          guard #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *),
            let subview = subview as? Subview
          else { return nil }
          return subview.containerValues.tag(for: Tag.self).map(AnyItemID.init)
        },
        binding: .tag(get: { selection.wrappedValue }, set: { selection.wrappedValue = $0 }),
        tagType: Tag.self)
    }
  }
#endif
