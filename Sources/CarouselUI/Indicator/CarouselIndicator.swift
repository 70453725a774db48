#if canImport(SwiftUI)
  import SwiftUI

  /// The page indicator of a carousel: dots that mark the selected item and move to the next as
  /// a drag passes halfway, a compact "2 / 5", dots whose current dot fills with the autoplay
  /// wait, or your own drawing.
  ///
  /// A carousel draws one itself (see ``SwiftUI/View/carouselIndicator(_:placement:image:)``).
  /// Place your own anywhere inside a ``CarouselReader`` (for example in an overlay of the carousel),
  /// or inside a slide:
  ///
  /// ```swift
  /// CarouselReader { _ in
  ///   Carousel(slides) { slide in SlideView(slide: slide) }
  ///     .carouselIndicator(.hidden)
  ///     .overlay(alignment: .bottom) { CarouselIndicator(.timerProgress).padding() }
  ///     .frame(height: 240)
  /// }
  /// ```
  ///
  /// Or draw it yourself from a ``CarouselIndicatorContext``, redrawn per frame while the
  /// carousel moves (so its `progress` follows the finger) and while the autoplay wait runs,
  /// and not at all otherwise:
  ///
  /// ```swift
  /// CarouselIndicator { context in
  ///   ProgressView(value: context.progress, total: Double(max(context.count - 1, 1)))
  /// }
  /// ```
  ///
  /// Every indicator is one adjustable element for VoiceOver, like `UIPageControl`: "Page",
  /// "2 of 5" (or "Beach, 2 of 5" with ``Carousel/carouselItemName(_:)``), in the app's
  /// language (an app's own `Carousel.strings` can redefine the keys: see
  /// <doc:GettingStarted#Localize-it>); swipe up or down to change the page. A drawing of your
  /// own is too, unless you pass `isAdjustable: false` (a drawing with buttons of its own, which
  /// VoiceOver must reach). A tap anywhere on the built-in strip shows the page of the nearest
  /// dot; the strip is 44 points thick, as the Human Interface Guidelines ask of tap targets. Its
  /// dots are drawn in the foreground style (the current one in its primary level, the others
  /// in its tertiary level) and a timer's fill in the tint; its style names their look
  /// (`CarouselIndicator(.dots(.capsules))`), and
  /// ``SwiftUI/View/carouselIndicator(_:placement:current:other:image:)``'s colors and image,
  /// applied to the indicator or a view around it, restyle them. Dots that do not fit fall back to
  /// the compact form; with fewer than two items it shows nothing. Outside any carousel it shows
  /// nothing (a runtime warning in debug builds).
  public struct CarouselIndicator<Content: View>: View {
    private let indicator: CarouselAppIndicator
    private let content: (CarouselIndicatorContext) -> Content
    @Environment(\.carouselScope) private var scope
    /// This view's identity, as the carousel counts the app's indicators: each view once, as
    /// what it last said it is.
    @State private var identity = CarouselAppIndicatorID()

    /// The built-in indicator, drawn in `style`.
    public init(_ style: CarouselIndicatorStyle = .dots) where Content == EmptyView {
      indicator = .builtIn(style)
      content = { _ in EmptyView() }
    }

    /// An indicator you draw from the carousel's state, redrawn while it moves; VoiceOver pages
    /// with it unless `isAdjustable` is false.
    public init(
      isAdjustable: Bool = true,
      @ViewBuilder content: @escaping (CarouselIndicatorContext) -> Content
    ) {
      indicator = .custom(isAdjustable: isAdjustable)
      self.content = content
    }

    /// The indicator.
    public var body: some View {
      CarouselControlTargetView(target: scope.control, control: "CarouselIndicator") { model in
        Group {
          switch indicator {
          case .builtIn(let style): CarouselIndicatorView(model: model, style: style)
          case .custom(let isAdjustable):
            CarouselCustomIndicator(model: model, isAdjustable: isAdjustable, content: content)
          }
        }
        // VoiceOver's pager of the carousel while on screen: its hidden built-in indicator then
        // needs no stand-in. Told as what this view is now, on appearing and whenever that
        // changes (a style, `isAdjustable`), and taken off when it disappears: the identity
        // follows the model (see `CarouselControlTargetView`), so the one it appeared for is
        // the one it leaves.
        .onAppear { model.appIndicatorShown(identity.id, as: indicator) }
        .onChange(of: indicator) { model.appIndicatorShown(identity.id, as: $1) }
        .onDisappear { model.appIndicatorHidden(identity.id) }
      }
    }
  }
#endif
