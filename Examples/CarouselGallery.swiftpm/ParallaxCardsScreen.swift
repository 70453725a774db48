import CarouselUI
import SwiftUI

/// Cards with effects of their own: `.carouselTransition` scales each card as
/// `scrollTransition`'s example does (`phase.isIdentity ? 1 : 0.88`, interpolated between the
/// phases, so it grows smoothly under the finger and across the loop's seam), fades and turns it
/// by its distance from the focus, and inside each card the symbol reads `carouselItemPhase` to
/// lag behind its card (parallax).
struct ParallaxCardsScreen: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 20) {
      Carousel(Slide.places) { place in ParallaxCard(slide: place) }
        // The style places the cards side by side at full size; the transition adds the rest.
        .carouselStyle(.peek(peek: 36, spacing: 12, sideScale: 1, sideOpacity: 1))
        .carouselLooping()
        .carouselTransition { content, phase in
          content
            .scaleEffect(phase.isIdentity ? 1 : 0.88)
            .opacity(1 - min(abs(phase.value), 1) * 0.35)
            .rotation3DEffect(.degrees(phase.value * -8), axis: (x: 0, y: 1, z: 0))
        }
        .carouselItemName(\.title)
        .frame(height: 300)

      Text(
        """
        Drag slowly: the cards shrink, fade and turn as they leave the middle, and each symbol \
        moves slower than its card.
        """
      )
      .font(.callout)
      .foregroundStyle(.secondary)
      .padding(.horizontal)
      Spacer(minLength: 0)
    }
    .padding(.top)
  }
}

/// A card whose symbol lags behind it by its phase: the part of the slide that moves on its
/// own reads the phase from the environment, and only it is redrawn per frame.
struct ParallaxCard: View {
  let slide: Slide

  var body: some View {
    ZStack(alignment: .bottomLeading) {
      LinearGradient(colors: slide.colors, startPoint: .topLeading, endPoint: .bottomTrailing)
      ParallaxSymbol(symbol: slide.symbol)
      Text(slide.title)
        .font(.title2.bold())
        .foregroundStyle(.white)
        .padding(20)
    }
    .clipShape(RoundedRectangle(cornerRadius: 24, style: .continuous))
    .accessibilityElement(children: .ignore)
    .accessibilityLabel(slide.title)
  }
}

/// The symbol, 60 points behind its card per item of distance from the focus.
struct ParallaxSymbol: View {
  let symbol: String
  @Environment(\.carouselItemPhase) private var phase

  var body: some View {
    Image(systemName: symbol)
      .font(.system(size: 72, weight: .semibold))
      .foregroundStyle(.white.opacity(0.9))
      .offset(x: phase.value * -60)
      .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}

#Preview {
  NavigationStack { ParallaxCardsScreen() }
}
