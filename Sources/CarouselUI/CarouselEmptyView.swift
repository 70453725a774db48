#if canImport(SwiftUI)
  import SwiftUI

  /// What a carousel with no items shows unless ``SwiftUI/View/carouselEmptyContent(_:)``
  /// replaces it.
  struct CarouselEmptyView: View {
    var body: some View {
      ContentUnavailableView(
        "No Items", systemImage: "rectangle.on.rectangle.slash",
        description: Text("There is nothing to show yet.", comment: "An empty carousel"))
    }
  }
#endif
