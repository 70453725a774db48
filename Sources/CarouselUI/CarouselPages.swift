#if canImport(SwiftUI)
  import SwiftUI

  extension Carousel where Data == Range<Int>, ID == Int {
    /// A carousel of fixed pages, one per view in `content`, as `TabView { … }` takes them
    /// (iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2: it uses `Group(subviews:)`).
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
    /// Each page is identified by its position; move between them with a ``CarouselReader``.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public init(@ViewBuilder content: () -> Content) {
      self.init(pages: CarouselPages(pages: content(), selection: nil), selection: nil)
    }

    /// A carousel of fixed pages, with the selected page's index in `selection`.
    ///
    /// ```swift
    /// @State private var page = 0
    ///
    /// Carousel(selection: $page) {
    ///   Welcome()
    ///   Features()
    /// }
    /// .frame(height: 420)
    /// ```
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public init(selection: Binding<Int>, @ViewBuilder content: () -> Content) {
      let selection = Binding(nonOptional: selection)
      self.init(pages: CarouselPages(pages: content(), selection: selection), selection: selection)
    }
  }

  /// The pages of a ``Carousel`` made of fixed views: each subview of `pages` is one item,
  /// identified by its index. Only built on the systems that have `Group(subviews:)`.
  struct CarouselPages<Pages: View>: View {
    let pages: Pages
    let selection: Binding<Int?>?

    var body: some View {
      if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
        Group(subviews: pages) { subviews in
          CarouselContainer(
            data: subviews.indices, id: \.self, selection: selection, itemName: nil
          ) { index in
            subviews[index]
          }
        }
      }
    }
  }
#endif
