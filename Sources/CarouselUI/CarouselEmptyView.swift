#if canImport(SwiftUI)
  import SwiftUI

  /// What a carousel with no items shows unless ``SwiftUI/View/carouselEmptyContent(_:)``
  /// replaces it; its strings come from the package's bundle (keys "No Items" and "There is
  /// nothing to show yet.").
  struct CarouselEmptyView: View {
    var body: some View {
      ContentUnavailableView {
        Label {
          Text("No Items", bundle: .module, comment: "Title of an empty carousel")
        } icon: {
          Image(systemName: "rectangle.on.rectangle.slash")
        }
      } description: {
        Text("There is nothing to show yet.", bundle: .module, comment: "An empty carousel")
      }
    }
  }
#endif
