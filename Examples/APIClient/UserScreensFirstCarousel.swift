// Screen 0: the carousel an iOS developer with `TabView` and `ScrollView` habits writes first,
// each modifier the one those habits reach for: a selection binding (`TabView(selection:)`),
// page dots (`.tabViewStyle(.page)`, `UIPageControl`'s colors), autoplay, margins that let the
// neighbors peek (`contentMargins`), an item length (`containerRelativeFrame`), one item a swipe
// (`scrollTargetBehavior(.paging)`) and an impression callback
// (`onScrollTargetVisibilityChange(idType:threshold:_:)`).
import CarouselUI
import SwiftUI

struct UserFirstCarousel: View {
  let photos: [ClientSlide]
  @State private var selection: ClientSlide.ID?
  @State private var seen: Set<ClientSlide.ID> = []

  var body: some View {
    VStack {
      Carousel(photos, selection: $selection) { photo in
        RoundedRectangle(cornerRadius: 16)
          .fill(.blue.gradient)
          .overlay { Text(photo.title).font(.title.bold()) }
      }
      .carouselIndicator(.dots(.capsules), current: .white, other: .white.opacity(0.4))
      .carouselAutoplay(.seconds(4), resumeAfter: .seconds(2))
      .carouselMargins(.horizontal, 20)
      .carouselItemLength(.fraction(0.9))
      .carouselSpacing(12)
      .carouselTargetBehavior(.item)
      .onCarouselVisibleItemsChange(threshold: 0.6) { ids in seen.formUnion(ids) }
      .frame(height: 260)

      Text("Seen \(seen.count) of \(photos.count)")
    }
  }
}
