import CarouselCore

/// The library behind `carousel-demo`: script mode, the terminal view and the SVG writer.
public enum DemoKit {
  /// The demo's version line.
  public static let version = "carousel-demo 0.1.0"
}
