import CarouselUI
import SwiftUI

/// Peek cards: each card shows 28 points of its neighbors, 12 points apart; the
/// neighbors are scaled down and dimmed, and with Reduce Motion they keep their size and only
/// dim (the peek style does that by itself). Round dots, the current one drawn larger.
struct PeekCardsScreen: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 24) {
      Text("Swipe, or tap a neighbor to bring it to the middle.")
        .font(.callout)
        .foregroundStyle(.secondary)
        .padding(.horizontal, 20)

      Carousel(Slide.places) { place in
        SlideCard(slide: place, cornerRadius: 32)
      }
      .carouselStyle(PeekCarouselStyle(peek: 28, spacing: 12))
      .carouselDots(.circles)
      .frame(height: 500)

      Spacer(minLength: 0)
    }
    .padding(.top)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .background(Color(uiColor: .systemGroupedBackground))
  }
}

#Preview {
  NavigationStack { PeekCardsScreen() }
}
