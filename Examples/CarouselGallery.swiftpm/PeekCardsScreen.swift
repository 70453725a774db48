import CarouselUI
import SwiftUI

/// Peek cards: each card shows 28 points of its neighbors, 12 points apart; the
/// neighbors are scaled down and dimmed, and with Reduce Motion they keep their size and only
/// dim (the peek style does that by itself). The cards are 3 by 4, and the carousel is as tall
/// as they are plus its dots (`carouselSizing(.fitted)`): no `.frame(height:)`, on any phone.
/// Round dots, the current one drawn larger.
struct PeekCardsScreen: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 24) {
      Text("Swipe, or tap a neighbor to bring it to the middle.")
        .font(.callout)
        .foregroundStyle(.secondary)
        .padding(.horizontal, 20)

      Carousel(Slide.places) { place in
        SlideCard(slide: place, cornerRadius: 32)
          // Offered the card's width and no height, it is 4/3 as tall as it is wide.
          .aspectRatio(3 / 4, contentMode: .fit)
      }
      .carouselStyle(.peek(peek: 28, spacing: 12))
      .carouselSizing(.fitted)
      .carouselIndicator(.dots(.circles))

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
