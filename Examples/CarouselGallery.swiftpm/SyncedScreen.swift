import CarouselUI
import SwiftUI

/// A hero carousel and a strip of thumbnails that stay in step through one selection: swiping
/// either moves both, and a tap on a thumbnail shows its picture. Each carousel has its own
/// state; the non-optional selection binding is all they share.
struct SyncedScreen: View {
  @State private var selection: Slide.ID = Slide.featured[0].id

  var body: some View {
    VStack(spacing: 16) {
      Carousel(Slide.featured, selection: $selection) { slide in
        SlideCard(slide: slide)
      }
      .carouselItemName(\.title)
      .carouselIndicator(.hidden)
      .frame(height: 260)

      Carousel(Slide.featured, selection: $selection) { slide in
        SlideCard(slide: slide, cornerRadius: 10)
          .overlay {
            RoundedRectangle(cornerRadius: 10, style: .continuous)
              .strokeBorder(.white, lineWidth: slide.id == selection ? 3 : 0)
          }
      }
      .carouselItemLength(main: 72, cross: 72)
      .carouselSpacing(8)
      .carouselIndicator(.hidden)
      .carouselClipped(false)
      .frame(height: 72)

      Text(selection)
        .font(.headline)
      Spacer(minLength: 0)
    }
    .padding()
  }
}

#Preview {
  NavigationStack { SyncedScreen() }
}
