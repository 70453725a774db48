import CarouselUI
import SwiftUI

/// A 3D ring: cards on a vertical ring that loops, the front card featured and its
/// neighbors peeking above and below, smaller, fainter and shaded with depth (the style's own
/// shadows, deepest under the front card). The page dots beside it
/// move to the next card as a drag passes halfway, and to a move's target as it starts (the
/// settle and autoplay alike). Two, three and six cards take the ring's three paths.
struct RingScreen: View {
  @State private var count = 6
  @State private var autoplays = false

  /// A credit-card shaped card.
  private let cardWidth = 260.0
  private var cardHeight: Double { cardWidth / 1.586 }

  var body: some View {
    VStack(spacing: 16) {
      Picker("Cards", selection: $count) {
        ForEach([2, 3, 6], id: \.self) { count in
          Text("\(count) cards").tag(count)
        }
      }
      .pickerStyle(.segmented)
      Toggle("Autoplay every 3 s", isOn: $autoplays)

      Carousel(Slide.cards.prefix(count)) { card in
        SlideCard(slide: card, cornerRadius: 18)
      }
      .carouselStyle(.ring(castsShadows: true))
      .carouselAxis(.vertical)
      .carouselLooping()
      .carouselAutoplay(autoplays ? .seconds(3) : .off)
      .carouselItemLength(.points(cardHeight), cross: .points(cardWidth))
      .carouselClipped(false)
      .frame(height: stageHeight)

      Spacer(minLength: 0)
    }
    .padding()
  }

  /// The height the ring needs so that no card is cut off at rest, for the current count.
  private var stageHeight: Double {
    let context = CarouselLayoutContext(
      count: count, isLooping: true, viewportWidth: cardWidth, viewportHeight: 0,
      itemMainLength: cardHeight, itemCrossLength: cardWidth, axis: .vertical)
    return AnyCarouselLayoutStyle.ring.preferredStageLength(in: context) ?? 0
  }
}

#Preview {
  NavigationStack { RingScreen() }
}
