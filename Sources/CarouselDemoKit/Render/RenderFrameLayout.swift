import CarouselCore

/// One frame of an ``SVGRenderer`` picture: the resolved viewport and the SVG lines of the
/// caption, the cards and the page dots at a position.
struct RenderFrameLayout {
  static let margin = 16.0
  static let frameGap = 12.0
  static let captionHeight = 24.0
  static let indicatorHeight = 36.0
  static let cornerRadius = 14.0
  /// The dots: 8-point circles 8 points apart.
  static let dots = CarouselDots(size: 8, currentLength: 8, spacing: 8)
  /// The radius of a fingertip (see ``touch(at:)``): about a finger's width on a phone.
  static let touchRadius = 22.0
  /// How strongly a 3D turn skews the card (see ``SVGRenderer``).
  static let turnSkew = 0.25
  /// The narrowest canvas, wide enough for the caption beside a narrow (vertical) viewport.
  static let minimumCanvasWidth = 360.0

  let options: RenderOptions
  let style: any CarouselLayoutStyle
  /// The context at position 0; frames move it.
  let context: CarouselLayoutContext
  let slides: [DemoSlide]

  init(options: RenderOptions) {
    self.options = options
    style = options.style.style
    slides = DemoSlide.samples(count: min(options.count, 8))
    let isHorizontal = options.axis == .horizontal
    let (defaultWidth, defaultHeight) = isHorizontal ? (390.0, 260.0) : (260.0, 390.0)
    var context = CarouselLayoutContext(
      count: options.count, isLooping: options.isLooping,
      viewportWidth: options.width ?? defaultWidth, viewportHeight: options.height ?? defaultHeight,
      axis: options.axis, layoutDirection: options.layoutDirection)
    let givenMainLength = isHorizontal ? options.width : options.height
    if let ring = style as? RingCarouselStyle, givenMainLength == nil {
      let defaultMainLength = isHorizontal ? defaultWidth : defaultHeight
      context.itemMainLength = ring.itemFraction * defaultMainLength
      let stage = max(ring.stageLength(in: context), defaultMainLength)
      if isHorizontal { context.viewportWidth = stage } else { context.viewportHeight = stage }
    }
    self.context = context
  }

  var viewportWidth: Double { context.viewportWidth }
  var viewportHeight: Double { context.viewportHeight }
  var height: Double { Self.captionHeight + viewportHeight + Self.indicatorHeight }
  var canvasWidth: Double { max(viewportWidth + 2 * Self.margin, Self.minimumCanvasWidth) }
  /// The viewport's left edge: centered on the canvas.
  var viewportLeft: Double { (canvasWidth - viewportWidth) / 2 }

  /// The viewport's rounded rectangle in frame coordinates, filled or (for the clip) not.
  func viewportRect(fill: String?) -> String {
    let paint = fill.map { " fill=\"\($0)\" stroke=\"#d1d1d6\"" } ?? ""
    return "<rect x=\"\(svgNumber(viewportLeft))\" y=\"\(svgNumber(Self.captionHeight))\""
      + " width=\"\(svgNumber(viewportWidth))\" height=\"\(svgNumber(viewportHeight))\""
      + " rx=\"18\"\(paint)/>"
  }

  /// The frame at `position` with its top edge at `top`, and a fingertip at `touch` (see
  /// ``touch(at:)``) unless it is `nil`.
  func lines(at position: Double, top: Double, touch: Double?) -> [String] {
    var context = context
    context.position = CarouselPosition(page: 0, fraction: position)
    var lines = ["<g transform=\"translate(0 \(svgNumber(top)))\">"]
    lines.append(
      "<text x=\"\(svgNumber(Self.margin))\" y=\"16\" font-size=\"13\" fill=\"#3a3a3c\">\(caption(at: position))</text>"
    )
    lines.append(viewportRect(fill: "#f2f2f7"))
    lines.append("<g clip-path=\"url(#viewport)\">")
    lines += style.visibleItems(in: context).inPaintOrder().map(card)
    lines.append("</g>")
    lines += dots(at: position)
    if let touch { lines.append(self.touch(at: touch)) }
    lines.append("</g>")
    return lines
  }

  /// A fingertip on the viewport: a translucent white disc with a dark rim, `offset` points
  /// from the viewport's center along the paging axis (right or down is positive) and a quarter
  /// of the viewport off the center across it, so that the card's number stays in view.
  func touch(at offset: Double) -> String {
    let centerX = viewportLeft + viewportWidth / 2
    let centerY = Self.captionHeight + viewportHeight / 2
    let (x, y) =
      options.axis == .horizontal
      ? (centerX + offset, centerY + viewportHeight / 4)
      : (centerX + viewportWidth / 4, centerY + offset)
    return
      "<circle cx=\"\(svgNumber(x))\" cy=\"\(svgNumber(y))\" r=\"\(svgNumber(Self.touchRadius))\""
      + " fill=\"#ffffff\" fill-opacity=\"0.55\" stroke=\"#1c1c1e\" stroke-opacity=\"0.3\""
      + " stroke-width=\"2\"/>"
  }

  /// Like `ring, 6 items, vertical, looping, position 2.50`.
  func caption(at position: Double) -> String {
    var parts = [
      options.style.rawValue, options.count == 1 ? "1 item" : "\(options.count) items",
      options.axis == .horizontal ? "horizontal" : "vertical",
    ]
    if options.layoutDirection == .rightToLeft { parts.append("right-to-left") }
    parts.append(options.isLooping ? "looping" : "finite")
    parts.append("position \(fixedDecimal(position, places: 2))")
    return parts.joined(separator: ", ")
  }

  /// One card: a group placed by the item's transform, holding the rectangle and the number.
  func card(_ item: CarouselVisibleItem) -> String {
    let geometry = style.geometry(in: context)
    let (width, height) = (geometry.itemWidth, geometry.itemHeight)
    let centerX = viewportLeft + viewportWidth / 2 + item.x
    let centerY = Self.captionHeight + viewportHeight / 2 + item.y
    let matrix = transform(item, centerX: centerX, centerY: centerY)
    let fontSize = max(min(width, height) * 0.3, 1)
    let color = slides[item.index % slides.count].color
    return "<g transform=\"matrix(\(matrix.map(svgNumber).joined(separator: " ")))\""
      + " opacity=\"\(svgNumber(item.opacity))\">"
      + "<rect x=\"\(svgNumber(-width / 2))\" y=\"\(svgNumber(-height / 2))\""
      + " width=\"\(svgNumber(width))\" height=\"\(svgNumber(height))\""
      + " rx=\"\(svgNumber(min(Self.cornerRadius, min(width, height) / 2)))\""
      + " fill=\"\(color.hex)\"/>"
      + "<text x=\"0\" y=\"\(svgNumber(fontSize * 0.35))\" font-size=\"\(svgNumber(fontSize))\""
      + " font-weight=\"bold\" text-anchor=\"middle\" fill=\"#ffffff\">\(item.index + 1)</text>"
      + "</g>"
  }

  /// The SVG `matrix(a b c d e f)` of a card: scale about its center and the approximate 3D turn
  /// (see ``SVGRenderer``) about the rotation axis's largest component.
  func transform(_ item: CarouselVisibleItem, centerX: Double, centerY: Double) -> [Double] {
    let scale = item.scale
    let axis = item.rotation.axis
    // A turn about a negative axis is the opposite turn about the positive one.
    func turn(_ component: Double) -> Double {
      component < 0 ? -item.rotation.angle : item.rotation.angle
    }
    let (x, y, z) = (abs(axis.x), abs(axis.y), abs(axis.z))
    if z > x, z > y {
      let (cosine, sine) = (renderCosine(turn(axis.z)), renderSine(turn(axis.z)))
      return [scale * cosine, scale * sine, -scale * sine, scale * cosine, centerX, centerY]
    }
    if x > y {
      let skew = Self.turnSkew * renderSine(turn(axis.x))
      return [scale, 0, scale * skew, scale * renderCosine(turn(axis.x)), centerX, centerY]
    }
    let skew = Self.turnSkew * renderSine(turn(axis.y))
    return [scale * renderCosine(turn(axis.y)), scale * skew, 0, scale, centerX, centerY]
  }

  /// The page dots centered under the viewport, packed as CarouselCore places them, darker and
  /// larger by their emphasis.
  func dots(at position: Double) -> [String] {
    let indicator = PageIndicator(
      count: options.count, isLooping: options.isLooping,
      layoutDirection: options.layoutDirection)
    guard !indicator.isHidden else { return [] }
    let stripStart =
      viewportLeft + viewportWidth / 2 - Self.dots.stripLength(dotCount: indicator.visibleDotCount)
      / 2
    let centerY = Self.captionHeight + viewportHeight + Self.indicatorHeight / 2
    return indicator.dots(progress: position).frames(Self.dots).map { frame in
      let light = DemoColor(red: 199, green: 199, blue: 204)
      let dark = DemoColor(red: 28, green: 28, blue: 30)
      return "<circle cx=\"\(svgNumber(stripStart + frame.center))\""
        + " cy=\"\(svgNumber(centerY))\" r=\"\(svgNumber(frame.thickness / 2))\""
        + " fill=\"\(blend(light, dark, by: frame.dot.emphasis).hex)\"/>"
    }
  }

  private func blend(_ start: DemoColor, _ end: DemoColor, by fraction: Double) -> DemoColor {
    func channel(_ from: Int, _ to: Int) -> Int {
      Int((Double(from) + Double(to - from) * fraction).rounded())
    }
    return DemoColor(
      red: channel(start.red, end.red), green: channel(start.green, end.green),
      blue: channel(start.blue, end.blue))
  }
}
