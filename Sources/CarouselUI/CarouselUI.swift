#if canImport(SwiftUI)
  import SwiftUI
  @_exported import CarouselCore

  /// The SwiftUI layer of swift-carousel. It maps the state of CarouselCore's engine to views and
  /// user input to engine events; every decision lives in CarouselCore.
  public enum CarouselUI {
    /// The version of the SwiftUI layer.
    public static let version = "0.1.0"
  }
#endif
