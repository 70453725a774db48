/// One frame of a ``CarouselAnimation`` film: an SVG picture and how long it shows.
package struct AnimationFrame: Hashable, Sendable {
  /// The picture, a whole SVG document like `carousel-demo render` writes.
  package var svg: String
  /// How long the picture shows, in milliseconds.
  package var milliseconds: Int

  /// Creates a frame.
  package init(svg: String, milliseconds: Int) {
    self.svg = svg
    self.milliseconds = milliseconds
  }

  /// The file name of frame `index` (from 0), like `frame-0007.svg`: numbered with at least four
  /// digits, so that the names sort in frame order.
  package static func fileName(_ index: Int) -> String {
    let number = String(index)
    return "frame-" + String(repeating: "0", count: max(4 - number.count, 0)) + number + ".svg"
  }
}
