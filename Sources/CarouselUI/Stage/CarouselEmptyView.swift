#if canImport(SwiftUI)
  import SwiftUI

  /// What a carousel with no items shows unless ``SwiftUI/View/carouselEmptyContent(_:)``
  /// replaces it, in the words of `ContentUnavailableView`: "No Items", "There is nothing to
  /// show yet." (CarouselCore's ``CarouselString/emptyTitle`` and
  /// ``CarouselString/emptyDescription``, localized as ``CarouselString/localized`` says).
  struct CarouselEmptyView: View {
    var body: some View {
      ContentUnavailableView {
        Label {
          Text(verbatim: CarouselString.emptyTitle.localized)
        } icon: {
          Image(systemName: "rectangle.on.rectangle.slash")
        }
      } description: {
        Text(verbatim: CarouselString.emptyDescription.localized)
      }
    }
  }
#endif
