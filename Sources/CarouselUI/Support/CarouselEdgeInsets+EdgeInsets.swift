#if canImport(SwiftUI)
  import SwiftUI

  extension CarouselEdgeInsets {
    /// SwiftUI's `insets` as the core's, edge for edge (leading and trailing in the reading
    /// direction in both).
    init(_ insets: EdgeInsets) {
      self.init(
        top: insets.top, leading: insets.leading, bottom: insets.bottom,
        trailing: insets.trailing)
    }
  }
#endif
