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
  /// The reader drives one carousel on screen inside it: the one marked with
  /// ``SwiftUI/View/carouselReaderTarget(_:)``, otherwise the first in the view tree (the one
  /// written first), whatever order SwiftUI makes them appear in. When that one leaves the
  /// screen (say, replaced by another with `.id(category)`), the next by the same rule takes
  /// over. Other carousels on screen keep their own state, and when none is marked a runtime
  /// warning says so: mark the one the reader drives, or give each carousel its own reader (hero
  /// and thumbnails stay in step through a shared selection binding). Carousels inside the
  /// carousel's slides are never the reader's. The reader's content is redrawn only when
  /// something its proxy exposes changes, and every frame while the carousel moves only if the
  /// content reads ``CarouselProxy/position``.
  public struct CarouselReader<Content: View>: View {
    private let content: (CarouselProxy) -> Content
    // Made once (see CarouselStateObject.swift); its views track what they read of it.
    @StateObject private var reader = CarouselReaderModel(
      reportDiagnostics: CarouselRuntimeWarning.report)

    /// A reader whose `content` gets the proxy of the carousel inside it.
    public init(@ViewBuilder content: @escaping (CarouselProxy) -> Content) {
      self.content = content
    }

    /// The reader's content.
    public var body: some View {
      // This body runs when the view around the reader renders it, or for the reader's own
      // observed state: the timeline's next pass is that render's (`CarouselReaderModel.body`).
      // Always the same timeline around the content, paused unless the content reads the
      // proxy's position while the carousel moves (switching to a plain view would change the
      // content's identity and reset its state).
      let body = reader.body()
      TimelineView(.animation(minimumInterval: nil, paused: body.isTimelinePaused)) { context in
        content(reader.timelinePass(at: context.date.timeIntervalSinceReferenceDate))
      }
      // It reaches the whole content; a carousel resets it for its own slides.
      .environment(\.carouselScope, CarouselScope(reader: reader))
      // The carousels inside, in the order they are written: the reader's rule needs it.
      .onPreferenceChange(CarouselReaderOrderKey.self) { [reader] order in
        // On the main actor whether the SDK declares the action isolated or `@Sendable`.
        Task { @MainActor in reader.treeOrderChanged(order) }
      }
      // A reader inside another reader keeps its carousels to itself: after the handler above,
      // which reads the content's value first, so only the readers around this one see none.
      .transformPreference(CarouselReaderOrderKey.self) { $0 = [] }
    }
  }

  /// The carousels inside a reader, in the view tree's order: SwiftUI reduces a preference in
  /// the order of the views that set it, which is the order they are written in.
  struct CarouselReaderOrderKey: PreferenceKey {
    static var defaultValue: [ObjectIdentifier] { [] }

    static func reduce(value: inout [ObjectIdentifier], nextValue: () -> [ObjectIdentifier]) {
      value.append(contentsOf: nextValue())
    }
  }
#endif
