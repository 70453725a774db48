#if canImport(SwiftUI)
  import SwiftUI

  /// A view that gives the carousel inside it a ``CarouselProxy``, to move it and play or
  /// pause it from code, like `ScrollViewReader` does for scroll views; ``CarouselIndicator``
  /// and ``CarouselPlaybackButton`` work anywhere inside it.
  ///
  /// ```swift
  /// CarouselReader { proxy in
  ///   VStack {
  ///     Carousel(slides) { slide in SlideView(slide: slide) }
  ///       .frame(height: 240)
  ///     HStack {
  ///       Button("Previous") { proxy.previous() }
  ///       Text("\((proxy.selectedIndex ?? 0) + 1) of \(proxy.count)")
  ///       Button("Next") { proxy.next() }
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// The reader drives one carousel: the first inside it that is on screen. When that one
  /// leaves the screen (say, replaced by another with `.id(category)`), the next one on screen
  /// takes over. Other carousels on screen at the same time keep their own state, and a runtime
  /// warning says so: give each carousel its own reader (hero and thumbnails stay in step
  /// through a shared selection binding instead). Carousels inside the carousel's slides are
  /// never the reader's. The reader's content is redrawn only when something its proxy exposes
  /// changes.
  public struct CarouselReader<Content: View>: View {
    private let content: (CarouselProxy) -> Content
    @StateObject private var reader = CarouselReaderModel()

    /// A reader whose `content` gets the proxy of the carousel inside it.
    public init(@ViewBuilder content: @escaping (CarouselProxy) -> Content) {
      self.content = content
    }

    /// The reader's content.
    public var body: some View {
      // Both values reach the whole content; a carousel resets them for its own slides.
      content(CarouselProxy(reader: reader))
        .environment(\.carouselReader, reader)
        .environment(\.carouselControlTarget, .reader(reader))
    }
  }
#endif
