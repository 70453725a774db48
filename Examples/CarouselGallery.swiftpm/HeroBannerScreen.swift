import CarouselUI
import SwiftUI

/// A hero banner that moves to the next page every 3 seconds.
///
/// What a banner needs comes with the carousel: autoplay holds still while a finger is
/// on it and starts a full wait after the finger lifts; with Reduce Motion or VoiceOver on it
/// never moves by itself; the dots follow the finger and fall back to "2 / 4" when they do not
/// fit; VoiceOver reads the dots as one adjustable element, "Page, 2 of 4".
struct HeroBannerScreen: View {
  @State private var selection: Slide.ID?

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 16) {
        Carousel(Slide.banners, selection: $selection) { banner in
          SlideCard(slide: banner, cornerRadius: 26)
            .padding(.horizontal, 20)
        }
        .carouselAutoplay(.seconds(3))
        .carouselIndicator(.dots)
        .frame(height: 420)

        Text("Now showing: \(selection ?? "nothing")")
          .font(.headline)
          .padding(.horizontal, 20)
        Text(
          """
          The banner advances every 3 seconds and wraps to the first after the last. \
          Put a finger on it: nothing moves until you let go, and then the full 3 seconds \
          start again. With Reduce Motion or VoiceOver on, it stays where you leave it.
          """
        )
        .font(.callout)
        .foregroundStyle(.secondary)
        .padding(.horizontal, 20)
      }
      .padding(.vertical)
    }
  }
}

#Preview {
  NavigationStack { HeroBannerScreen() }
}
