import CarouselUI
import SwiftUI

/// App Store-like rows: sized relative to the carousel as `containerRelativeFrame` sizes a
/// scroll view's items (three tiles to a screen, wide tiles of two columns, a hero of 85 %),
/// leading-aligned with the first tile at the margin and the next ones after it, mirrored right
/// to left; the hero runs full-width in landscape and keeps its peeks in the safe area. Every
/// tile wholly in view opens on a tap; a tap on a tile partly out of view brings it in first.
/// The first row pages by a screenful, as the App Store's do: a swipe shows the next three.
struct StoreRowsScreen: View {
  @State private var isRightToLeft = false
  @State private var opened: Slide?

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 24) {
        Toggle("Right to left", isOn: $isRightToLeft).padding(.horizontal, 20)

        Text("Editors' Choice").font(.title2.bold()).padding(.horizontal, 20)
        Carousel(Slide.albums) { album in
          Button {
            opened = album
          } label: {
            SlideCard(slide: album, cornerRadius: 16)
          }
          .buttonStyle(.plain)
        }
        .carouselItemLength(count: 3, spacing: 12)
        .carouselMargins(.horizontal, 20)
        .carouselAlignment(.leading)
        .carouselTargetBehavior(.screenful)
        .carouselIndicator(.hidden)
        .carouselItemName(\.title)
        .frame(height: 140)

        Text("New This Week").font(.title2.bold()).padding(.horizontal, 20)
        Carousel(Slide.cards) { card in SlideCard(slide: card, cornerRadius: 16) }
          .carouselItemLength(count: 3, span: 2)
          .carouselSpacing(12)
          .carouselMargins(.horizontal, 20)
          .carouselAlignment(.leading)
          .carouselIndicator(.hidden)
          .carouselItemName(\.title)
          .frame(height: 160)

        Text("Featured").font(.title2.bold()).padding(.horizontal, 20)
        Carousel(Slide.featured) { slide in SlideCard(slide: slide) }
          .carouselStyle(.peek)
          .carouselItemLength(.fraction(0.85))
          .carouselMargins(.vertical, 12)
          .carouselLooping()
          .carouselItemName(\.title)
          .frame(height: 260)
          // Full-width under the notch in landscape: the carousel keeps the banner and its
          // peeks in the safe area.
          .ignoresSafeArea(edges: .horizontal)
      }
      .padding(.vertical)
    }
    .environment(\.layoutDirection, isRightToLeft ? .rightToLeft : .leftToRight)
    .sheet(item: $opened) { album in
      Text(album.title).font(.largeTitle).presentationDetents([.medium])
    }
  }
}

#Preview {
  NavigationStack { StoreRowsScreen() }
}
