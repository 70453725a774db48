#if canImport(SwiftUI)
  import SwiftUI

  extension CarouselRect {
    /// SwiftUI's `rect` as the core's: its origin and size.
    init(_ rect: CGRect) {
      self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
    }
  }
#endif
