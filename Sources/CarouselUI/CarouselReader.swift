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
  ///     HStack {
  ///       Button("Previous") { proxy.previous() }
  ///       CarouselPlaybackButton()
  ///       Button("Next") { proxy.next() }
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// Put one carousel in a reader: every carousel inside shares the reader's state.
  public struct CarouselReader<Content: View>: View {
    private let content: (CarouselProxy) -> Content
    @Environment(\.carouselSettings) private var settings

    /// A reader whose `content` gets the proxy of the carousel inside it.
    public init(@ViewBuilder content: @escaping (CarouselProxy) -> Content) {
      self.content = content
    }

    /// The reader's content.
    public var body: some View {
      CarouselModelOwner(clock: settings.clock, shared: nil) { model in
        content(CarouselProxy(model: model)).environment(\.carouselModel, model)
      }
    }
  }
#endif
