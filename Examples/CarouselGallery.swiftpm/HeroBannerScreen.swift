import CarouselUI
import SwiftUI

/// A hero banner that moves to the next page every 3 seconds.
///
/// What a banner needs comes with the carousel: autoplay holds still while a finger is
/// on it and, after the user moves it, waits 2.4 seconds more before its 3 seconds begin
/// (`resumeAfter:`); it settles with SwiftUI's own `Spring`; the line under it shows what it is
/// doing (`onCarouselPhaseChange`); with Reduce Motion or VoiceOver on it
/// never moves by itself; the dots mark the page the finger is nearest to, moving to the next
/// one as a drag passes halfway, are capsules (the current one longer), and fall back to "2 / 4" when they do not fit; VoiceOver reads the dots as one adjustable element, "Page, 2 of 4".
struct HeroBannerScreen: View {
  @State private var selection: Slide.ID?
  @State private var phase = CarouselPhase.idle

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 16) {
        Carousel(Slide.banners, selection: $selection) { banner in
          SlideCard(slide: banner, cornerRadius: 26)
            .padding(.horizontal, 20)
        }
        .carouselAutoplay(.seconds(3), resumeAfter: .seconds(2.4))
        .carouselSpring(Spring(duration: 0.45, bounce: 0.15))
        .carouselIndicator(.dots(.capsules))
        .onCarouselPhaseChange { _, new in phase = new }
        .frame(height: 420)

        Text("Now showing: \(selection ?? "nothing")")
          .font(.headline)
          .padding(.horizontal, 20)
        Text("The banner is \(Self.describe(phase)).")
          .font(.subheadline)
          .padding(.horizontal, 20)
        Text(
          """
          The banner advances every 3 seconds and wraps to the first after the last. \
          Put a finger on it: nothing moves until you let go. Swipe it: it waits 2.4 seconds, \
          then the full 3 seconds, before it moves on. With Reduce Motion or VoiceOver on, it \
          stays where you leave it.
          """
        )
        .font(.callout)
        .foregroundStyle(.secondary)
        .padding(.horizontal, 20)
      }
      .padding(.vertical)
    }
  }

  /// The phase in words, for the line under the banner.
  private static func describe(_ phase: CarouselPhase) -> String {
    switch phase {
    case .idle: "still"
    case .tracking: "under your finger"
    case .dragging: "following your finger"
    case .settling: "settling"
    case .autoplaying: "waiting for its next advance"
    }
  }
}

#Preview {
  NavigationStack { HeroBannerScreen() }
}
