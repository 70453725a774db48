import CarouselCore

extension FuzzBytes {
  /// An autoplay interval from hostile seconds, a raw duration, or none.
  mutating func interval() -> AutoplayInterval {
    switch below(4) {
    case 0: return .off
    case 1: return AutoplayInterval(.nanoseconds(Int64(bitPattern: uint64())))
    default: return .seconds(double())
    }
  }

  /// `configuration` with one setting changed (or all reset, or none); and what changed.
  mutating func configuration(changing configuration: CarouselConfiguration)
    -> (CarouselConfiguration, String)
  {
    var changed = configuration
    switch below(25) {
    case 0: changed.style = style()
    case 1: changed.layout.axis = changed.layout.axis == .horizontal ? .vertical : .horizontal
    case 2:
      changed.layout.layoutDirection =
        changed.layout.layoutDirection == .leftToRight ? .rightToLeft : .leftToRight
    case 3: changed.layout.isLooping.toggle()
    case 4: changed.autoplay = interval()
    case 5: changed.layout.viewportWidth = double()
    case 6: changed.layout.viewportHeight = double()
    case 7: changed.layout.spacing = optionalDouble()
    case 8: changed.layout.peek = optionalDouble()
    case 9: changed.layout.leadingInset = double()
    case 10: changed.layout.trailingInset = double()
    case 11: changed.layout.itemMainLength = optionalDouble()
    case 12: changed.layout.itemCrossLength = optionalDouble()
    case 13: changed.spring = SettleSpring(duration: double(), bounce: double())
    case 14:
      changed.drag = DragResolver(
        allowsMultiPageFlicks: bool(), distanceThreshold: optionalDouble(),
        flickVelocityThreshold: double(), rubberBandCoefficient: double(),
        axisLockSlop: double(), axisLockRatio: double())
    case 15:
      changed = CarouselConfiguration(
        style: style(), axis: bool() ? .vertical : .horizontal, isLooping: bool(),
        autoplay: interval(), viewportWidth: double(), viewportHeight: double())
    case 16:
      changed.layout.viewportWidth = Double(uint16())
      changed.layout.viewportHeight = Double(uint16())
    case 17: changed.layout.alignment = changed.layout.alignment == .center ? .leading : .center
    case 18: changed.layout.margins = edgeInsets()
    case 19: changed.layout.safeAreaInsets = edgeInsets()
    case 20: changed.layout.mainItemLength = itemLength()
    case 21: changed.layout.crossItemLength = itemLength()
    case 22: changed.autoplayResumeDelay = .nanoseconds(Int64(bitPattern: uint64()))
    case 23:
      // Each built-in behavior in turn: paging by items, by screenfuls, and scrolling freely.
      let behaviors: [AnyCarouselTargetBehavior] = [.item, .screenful, .free]
      let index = behaviors.firstIndex(of: changed.targetBehavior) ?? 0
      changed.targetBehavior = behaviors[(index + 1) % behaviors.count]
    default: return (changed, "the same configuration")
    }
    return (changed, "configure")
  }

  /// Insets from hostile doubles, on every edge.
  mutating func edgeInsets() -> CarouselEdgeInsets {
    CarouselEdgeInsets(top: double(), leading: double(), bottom: double(), trailing: double())
  }

  /// An item length in each form, from hostile numbers (counts and spans near `Int`'s limits
  /// too), or none.
  mutating func itemLength() -> CarouselItemLength? {
    switch below(4) {
    case 0: return nil
    case 1: return .points(double())
    case 2: return .fraction(double())
    default: return .count(integer(), span: integer(), spacing: optionalDouble())
    }
  }

  /// A built-in style with its default parameters, or with hostile ones.
  mutating func style() -> FuzzStyle {
    let name = CarouselStyleName.allCases[below(CarouselStyleName.allCases.count)]
    guard bool() else { return name.style }
    switch name {
    case .paged: return boxed(PagedCarouselStyle(spacing: double()))
    case .peek:
      return boxed(
        PeekCarouselStyle(
          peek: double(), spacing: double(), sideScale: double(), sideOpacity: double()))
    case .scale: return boxed(ScaleCarouselStyle(spacing: double(), sideScale: double()))
    case .fade: return boxed(FadeCarouselStyle(spacing: double(), sideOpacity: double()))
    case .rotation: return boxed(RotationCarouselStyle(spacing: double(), sideAngle: double()))
    case .coverFlow:
      return boxed(
        CoverFlowCarouselStyle(
          itemFraction: double(), sideAngle: double(), sideDistance: double(),
          stackDistance: double(), sideScale: double()))
    case .stack:
      return boxed(
        StackCarouselStyle(
          itemFraction: double(), depthDistance: double(), depthScaleStep: double(),
          visibleDepth: double()))
    case .ring:
      return boxed(
        RingCarouselStyle(
          itemFraction: double(), horizontalSpacing: double(), verticalSpacing: double(),
          minimumScale: double(), neighborOpacity: double(), secondNeighborOpacity: double(),
          fadeOutDistance: double(), twoItemPeekAngle: double()))
    }
  }
}

#if hasFeature(Embedded)
  /// A configuration's style: boxed in the Embedded build (the wasm replay of the corpus), which
  /// has no `any CarouselLayoutStyle`.
  typealias FuzzStyle = AnyCarouselLayoutStyle

  /// `style` as a configuration holds it.
  private func boxed(_ style: some CarouselLayoutStyle) -> FuzzStyle {
    AnyCarouselLayoutStyle(style)
  }
#else
  /// A configuration's style.
  typealias FuzzStyle = any CarouselLayoutStyle

  /// `style` as a configuration holds it.
  private func boxed(_ style: some CarouselLayoutStyle) -> FuzzStyle { style }
#endif
