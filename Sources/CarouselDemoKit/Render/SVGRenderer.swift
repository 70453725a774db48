import CarouselCore

/// Draws ``RenderOptions`` as an SVG picture of what the layout says: the output of
/// `carousel-demo render`.
///
/// Each frame has a caption, a light viewport frame with the visible cards clipped to it, and
/// the page dots under it. A card is a rounded rectangle in its slide's color with the item
/// number, centered at the item's offset, scaled about its center, faded by its opacity, and
/// painted back to front in the layout's paint order (`CarouselVisibleItems.inPaintOrder()`:
/// by `zIndex`; ties, the item farther from the focus first, then by page).
/// SVG has no 3D, so a turn of `angle` about y is drawn as a horizontal scale of `cos(angle)`
/// with a vertical skew of `0.25 · sin(angle)` (about x: the same with the axes swapped); this
/// is an approximation of the perspective, not a projection.
///
/// The viewport defaults to 390 × 260 points (horizontal) or 260 × 390 (vertical). For the
/// ring, when the paging length is not given, the item takes half of that default length and
/// the viewport grows to `RingCarouselStyle.stageLength(in:)` so that no card is clipped.
///
/// The output is a pure function of the options: numbers are written with at most two decimals,
/// without Foundation. The ring's layout uses the C library's `sin` and `cos`, so the committed
/// pictures are checked byte for byte on the platform that made them (Linux, glibc); another
/// libm could in principle round a last digit differently.
///
/// ```swift
/// let svg = SVGRenderer.render(RenderOptions(style: .peek, count: 5, position: 0.5))
/// ```
package enum SVGRenderer {
  /// The SVG document for `options`, ending with a newline.
  package static func render(_ options: RenderOptions) -> String {
    render(options, touch: nil)
  }

  /// The SVG document for `options` with a fingertip in every frame at `touch` points from the
  /// viewport's center along the paging axis (see ``RenderFrameLayout/touch(at:)``), or without
  /// one for `nil`.
  static func render(_ options: RenderOptions, touch: Double?) -> String {
    let frame = RenderFrameLayout(options: options)
    let frameCount = max(options.frames, 1)
    let canvasWidth = frame.canvasWidth
    let canvasHeight =
      2 * RenderFrameLayout.margin + Double(frameCount) * frame.height
      + Double(frameCount - 1) * RenderFrameLayout.frameGap
    var lines = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(svgNumber(canvasWidth))\""
        + " height=\"\(svgNumber(canvasHeight))\" viewBox=\"0 0 \(svgNumber(canvasWidth))"
        + " \(svgNumber(canvasHeight))\" font-family=\"Helvetica, Arial, sans-serif\">",
      "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>",
      "<defs><clipPath id=\"viewport\">\(frame.viewportRect(fill: nil))</clipPath></defs>",
    ]
    for frameIndex in 0..<frameCount {
      let top =
        RenderFrameLayout.margin
        + Double(frameIndex) * (frame.height + RenderFrameLayout.frameGap)
      lines += frame.lines(
        at: framePosition(frameIndex, of: frameCount, from: options.position),
        top: top, touch: touch)
    }
    lines.append("</svg>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The position of frame `index` of `count`: equal steps from `start` to `start + 1`.
  static func framePosition(_ index: Int, of count: Int, from start: Double) -> Double {
    count > 1 ? start + Double(index) / Double(count - 1) : start
  }
}
