import CarouselUI
import SwiftUI

/// An auto-advancing hero whose slides open a detail screen, with a play/pause button.
///
/// Each slide is a `NavigationLink`: the slide in the middle takes the tap (a tap on a neighbor
/// would select it instead). While the detail is pushed, the carousel is off screen, and a
/// carousel off screen never advances: autoplay holds, and a full wait starts again after Back,
/// so the user comes back to the slide they tapped.
struct HeroDetailScreen: View {
  var body: some View {
    ScrollView {
      CarouselReader { proxy in
        VStack(alignment: .leading, spacing: 12) {
          Carousel(Slide.banners) { banner in
            NavigationLink(value: banner) {
              SlideCard(slide: banner, cornerRadius: 24)
                .padding(.horizontal)
            }
            .buttonStyle(.plain)
          }
          .carouselLooping()
          .carouselAutoplay(.seconds(4))
          // SwiftUI's older spring spelling: response 0.35 s, damping 0.85 (a little bounce).
          .carouselSpring(.spring(response: 0.35, dampingFraction: 0.85))
          .carouselIndicator(.timerProgress, placement: .overlay(alignment: .bottom))
          .carouselItemName(\.title)
          .frame(height: 260)
          .overlay(alignment: .topTrailing) {
            Button(
              proxy.isPlaying ? "Pause" : "Play",
              systemImage: proxy.isPlaying ? "pause.fill" : "play.fill"
            ) {
              proxy.togglePlayback()
            }
            .labelStyle(.iconOnly)
            .buttonStyle(.borderedProminent)
            .tint(.black.opacity(0.35))
            .padding(.trailing, 28)
            .padding(.top, 12)
          }

          Toggle("Autoplay", isOn: proxy.isPlayingBinding)
            .padding(.horizontal)
          Text("Tap the banner to open it; autoplay waits until you come back.")
            .font(.callout)
            .foregroundStyle(.secondary)
            .padding(.horizontal)
        }
        .padding(.vertical)
      }
    }
    .navigationDestination(for: Slide.self) { banner in
      BannerDetail(banner: banner)
    }
  }
}

/// What a banner opens.
private struct BannerDetail: View {
  let banner: Slide

  var body: some View {
    VStack(spacing: 20) {
      SlideCard(slide: banner)
        .frame(height: 220)
      Text("Everything about \(banner.title), on a screen of its own.")
        .foregroundStyle(.secondary)
      Spacer(minLength: 0)
    }
    .padding()
    .navigationTitle(banner.title)
  }
}

#Preview {
  NavigationStack { HeroDetailScreen() }
}
