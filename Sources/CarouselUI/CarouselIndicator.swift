#if canImport(SwiftUI)
  import SwiftUI

  /// The page indicator of the carousel it is inside: dots that follow the finger, a compact
  /// "2 / 5", or dots whose current dot fills with the autoplay wait.
  ///
  /// A carousel draws one itself (see ``SwiftUI/View/carouselIndicator(_:placement:)``). Place
  /// your own anywhere inside a ``CarouselReader`` (for example in an overlay of the carousel):
  ///
  /// ```swift
  /// CarouselReader { _ in
  ///   Carousel(slides) { slide in SlideView(slide: slide) }
  ///     .carouselIndicator(.hidden)
  ///     .overlay(alignment: .bottom) { CarouselIndicator(.timerProgress).padding() }
  /// }
  /// ```
  ///
  /// For VoiceOver it is one adjustable element, like `UIPageControl`: "Page", "2 of 5"; swipe
  /// up or down to change the page. Tapping a dot shows its page. Dots that do not fit fall
  /// back to the compact form; with fewer than two items it shows nothing. Outside a carousel
  /// it shows nothing.
  public struct CarouselIndicator: View {
    private let style: CarouselIndicatorStyle
    @Environment(\.carouselModel) private var model

    /// An indicator drawn in `style`.
    public init(_ style: CarouselIndicatorStyle = .dots) {
      self.style = style
    }

    /// The indicator.
    public var body: some View {
      if let model {
        CarouselIndicatorContent(model: model, style: style)
      }
    }
  }

  /// The indicator of one model, redrawn per frame only while the carousel moves (or, for timer
  /// dots, while the autoplay wait runs).
  private struct CarouselIndicatorContent: View {
    @ObservedObject var model: CarouselModel
    let style: CarouselIndicatorStyle
    @State private var availableLength = Double.infinity
    @Environment(\.layoutDirection) private var layoutDirection

    private static let dotLength = 8.0
    private static let currentDotLength = 22.0
    private static let spacing = 8.0

    var body: some View {
      let engine = model.engine
      let axis = engine.configuration.axis
      let indicator = engine.pageIndicator
      let dotsFit = !indicator.prefersCompactForm(
        availableLength: availableLength, dotLength: Self.currentDotLength, spacing: Self.spacing)
      let form = style.form(
        count: engine.ids.count, hasAutoplay: engine.hasAutoplay, dotsFit: dotsFit)
      let runs =
        engine.isMoving(at: model.now) || (form == .timerDots && engine.nextDeadline != nil)
      TimelineView(.animation(minimumInterval: nil, paused: !runs)) { _ in
        drawing(form, axis: axis, at: model.now)
      }
      .frame(
        maxWidth: axis == .horizontal ? .infinity : nil,
        maxHeight: axis == .vertical ? .infinity : nil
      )
      .onGeometryChange(for: Double.self) { proxy in
        axis == .horizontal ? proxy.size.width : proxy.size.height
      } action: { length in
        availableLength = length
      }
      .accessibilityElement(children: .ignore)
      .accessibilityLabel(Text("Page", comment: "VoiceOver label of a carousel's page indicator"))
      .accessibilityValue(accessibilityValue)
      .accessibilityAdjustableAction { direction in
        let accessibility = model.engine.accessibility
        let target =
          direction == .increment ? accessibility.incremented() : accessibility.decremented()
        if let target { model.userSelected(index: target) }
      }
      .accessibilityHidden(form == .hidden)
    }

    @ViewBuilder
    private func drawing(
      _ form: CarouselIndicatorForm, axis: CarouselAxis, at now: CarouselClock.Instant
    )
      -> some View
    {
      let engine = model.engine
      switch form {
      case .hidden:
        EmptyView()
      case .compact:
        Text(verbatim: engine.pageIndicator.compactLabel(selectedIndex: engine.selectedIndex))
          .font(.caption.monospacedDigit())
          .foregroundStyle(.secondary)
      case .dots, .timerDots:
        let dots = engine.pageIndicator.dots(at: engine.indicatorPosition(at: now))
        let timer = form == .timerDots ? engine.autoplayProgress(at: now) : nil
        dotStrip(dots, count: engine.pageIndicator.visibleDotCount, axis: axis, timer: timer)
      }
    }

    /// The dots at their slots (already mirrored for right-to-left), each widened by how much it
    /// is the current page; the current dot of a timer indicator fills with the wait.
    private func dotStrip(
      _ dots: [PageIndicatorDot], count: Int, axis: CarouselAxis, timer: Double?
    ) -> some View {
      let pitch = Self.currentDotLength + Self.spacing
      let length = Double(count) * pitch - Self.spacing
      return ZStack(alignment: axis == .horizontal ? .leading : .top) {
        ForEach(dots, id: \.index) { dot in
          let along = Self.dotLength + (Self.currentDotLength - Self.dotLength) * dot.emphasis
          let center = dot.slot * pitch + Self.currentDotLength / 2
          Capsule()
            .fill(.primary.opacity(0.3 + 0.7 * (timer == nil ? dot.emphasis : 0)))
            .overlay(alignment: axis == .horizontal ? .leading : .top) {
              if let timer, dot.emphasis > 0.5 {
                Capsule().fill(.primary).frame(
                  width: axis == .horizontal ? along * timer : nil,
                  height: axis == .vertical ? along * timer : nil)
              }
            }
            .frame(
              width: (axis == .horizontal ? along : Self.dotLength) * dot.scale,
              height: (axis == .vertical ? along : Self.dotLength) * dot.scale
            )
            .offset(
              x: axis == .horizontal ? center - along * dot.scale / 2 : 0,
              y: axis == .vertical ? center - along * dot.scale / 2 : 0
            )
            .contentShape(Rectangle())
            .onTapGesture { model.userSelected(index: dot.index) }
        }
      }
      .frame(
        width: axis == .horizontal ? length : Self.currentDotLength,
        height: axis == .vertical ? length : Self.currentDotLength,
        alignment: axis == .horizontal ? .leading : .top
      )
      // The dots' slots are mirrored already: draw them left to right.
      .environment(\.layoutDirection, .leftToRight)
    }

    /// "2 of 5", localizable with the key "%lld of %lld".
    private var accessibilityValue: Text {
      let accessibility = model.engine.accessibility
      guard let index = accessibility.selectedIndex else { return Text(verbatim: "") }
      return Text(
        "\(index + 1) of \(accessibility.count)",
        comment: "VoiceOver value of a carousel's page indicator: the page and the page count")
    }
  }
#endif
