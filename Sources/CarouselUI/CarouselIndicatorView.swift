#if canImport(SwiftUI)
  import SwiftUI

  /// The built-in indicator of one carousel: dots, the compact "2 / 5" or timer dots, as
  /// ``CarouselIndicatorStyle`` decides, redrawn per frame only while the carousel moves and, for
  /// timer dots, at the refresh interval CarouselCore decides while the wait runs.
  struct CarouselIndicatorView: View {
    @ObservedObject var model: CarouselModel
    let style: CarouselIndicatorStyle
    @State private var availableLength = Double.infinity

    private let metrics = PageIndicatorMetrics.standard

    var body: some View {
      let engine = model.engine
      let axis = engine.configuration.axis
      let dotsFit = !engine.pageIndicator.prefersCompactForm(
        availableLength: availableLength, dotLength: metrics.currentDotLength,
        spacing: metrics.spacing)
      let form = style.form(
        count: engine.ids.count, hasAutoplay: engine.hasAutoplay, dotsFit: dotsFit)
      let isMoving = engine.isMoving(at: model.now)
      let timerRuns = form == .timerDots && engine.nextDeadline != nil
      TimelineView(
        .animation(
          minimumInterval: isMoving ? nil : model.timerRefreshInterval,
          paused: !isMoving && !timerRuns)
      ) { _ in
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
      .accessibilityLabel(
        Text("Page", bundle: .module, comment: "VoiceOver label of a carousel's page indicator")
      )
      .accessibilityValue(accessibilityValue)
      .accessibilityAdjustableAction { direction in
        let accessibility = model.engine.accessibility
        let target =
          direction == .increment ? accessibility.incremented() : accessibility.decremented()
        if let target { model.send { $0.userSelected(index: target, at: $1) } }
      }
      .accessibilityHidden(form == .hidden)
    }

    @ViewBuilder
    private func drawing(
      _ form: CarouselIndicatorForm, axis: CarouselAxis, at now: CarouselClock.Instant
    ) -> some View {
      let engine = model.engine
      switch form {
      case .hidden:
        EmptyView()
      case .compact:
        Text(verbatim: engine.pageIndicator.compactLabel(selectedIndex: engine.selectedIndex))
          .font(.caption.monospacedDigit())
          .foregroundStyle(.secondary)
          .frame(
            minWidth: axis == .vertical ? metrics.minimumHitThickness : nil,
            minHeight: axis == .horizontal ? metrics.minimumHitThickness : nil)
      case .dots, .timerDots:
        CarouselDotStrip(
          model: model, axis: axis,
          dots: engine.pageIndicator.dots(at: engine.indicatorPosition(at: now)),
          timer: form == .timerDots ? engine.autoplayProgress(at: now) : nil)
      }
    }

    /// "2 of 5", or "Beach, 2 of 5" when the carousel names its items; localizable with the
    /// keys "%lld of %lld" and "%@, %lld of %lld".
    private var accessibilityValue: Text {
      let accessibility = model.engine.accessibility
      guard let index = accessibility.selectedIndex else { return Text(verbatim: "") }
      if let name = model.itemName?(index), !name.isEmpty {
        return Text(
          "\(name), \(index + 1) of \(accessibility.count)", bundle: .module,
          comment: "VoiceOver value of a carousel's page indicator: the item, its page, the count")
      }
      return Text(
        "\(index + 1) of \(accessibility.count)", bundle: .module,
        comment: "VoiceOver value of a carousel's page indicator: the page and the page count")
    }
  }
#endif
