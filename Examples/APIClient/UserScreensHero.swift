// Screen 1 of the six a new user wrote from the README and the DocC articles: an auto-advancing
// hero with a play/pause button whose slides push a detail screen. Compile-only, like the rest
// of this folder.
import CarouselUI
import SwiftUI

struct Promo: Identifiable, Hashable {
  let id: Int
  let title: String
  let symbol: String
  let color: Color

  static let all = [
    Promo(id: 1, title: "Summer Sale", symbol: "sun.max.fill", color: .orange),
    Promo(id: 2, title: "New Arrivals", symbol: "sparkles", color: .purple),
    Promo(id: 3, title: "Free Shipping", symbol: "shippingbox.fill", color: .blue),
  ]
}

struct HomeHeroScreen: View {
  @State private var currentPromo: Promo.ID?

  var body: some View {
    NavigationStack {
      ScrollView {
        CarouselReader { proxy in
          Carousel(Promo.all, selection: $currentPromo) { promo in
            // A pushed detail takes the carousel off screen, and a carousel off screen does not
            // advance: autoplay holds while the detail shows and resumes after Back.
            NavigationLink(value: promo) {
              PromoBanner(promo: promo)
            }
            .buttonStyle(.plain)
          }
          .carouselLooping()
          .carouselAutoplay(.seconds(4))
          .carouselSpring(.spring(response: 0.35, dampingFraction: 0.85))
          .carouselIndicator(.timerProgress, placement: .overlay(alignment: .bottom))
          .carouselItemName(\.title)
          .frame(height: 220)
          .overlay(alignment: .topTrailing) {
            Button {
              proxy.isPlaying ? proxy.pause() : proxy.play()
            } label: {
              Image(systemName: proxy.isPlaying ? "pause.fill" : "play.fill")
                .padding(10)
                .background(.thinMaterial, in: Circle())
            }
            .accessibilityLabel(proxy.isPlaying ? "Pause" : "Play")
            .padding()
          }

          Toggle("Autoplay", isOn: proxy.isPlayingBinding)
            .padding(.horizontal)
        }
      }
      .navigationTitle("Home")
      .navigationDestination(for: Promo.self) { promo in
        PromoDetail(promo: promo)
      }
    }
  }
}

struct PromoBanner: View {
  let promo: Promo

  var body: some View {
    RoundedRectangle(cornerRadius: 20)
      .fill(promo.color.gradient)
      .overlay {
        Label(promo.title, systemImage: promo.symbol)
          .font(.title2.bold())
          .foregroundStyle(.white)
      }
      .padding(.horizontal)
  }
}

struct PromoDetail: View {
  let promo: Promo

  var body: some View {
    VStack(spacing: 16) {
      Image(systemName: promo.symbol).font(.system(size: 80))
      Text(promo.title).font(.largeTitle.bold())
    }
    .foregroundStyle(promo.color)
    .navigationTitle(promo.title)
  }
}
