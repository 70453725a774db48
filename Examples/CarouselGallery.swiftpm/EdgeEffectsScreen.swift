import CarouselUI
import SwiftUI

/// Effects measured from the visible area, as `scrollTransition`'s are: in a row of three
/// tiles every whole tile is full size and only a tile cut by an edge shrinks and fades
/// (eased in and out, SwiftUI's default pace); a row that fades its tiles out at the leading
/// edge only (`topLeading:bottomTrailing:`); a row whose tiles switch with an animation of its
/// own once half in view; and a stack, whose cards all lie within the visible area, blurred by
/// their distance from the focus (`fromFocus()`).
struct EdgeEffectsScreen: View {
  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 24) {
        header("Whole tiles stay full size")
        Carousel(Slide.albums) { album in SlideCard(slide: album, cornerRadius: 16) }
          .carouselItemLength(count: 3, spacing: 12)
          .carouselTransition { content, phase in
            content
              .scaleEffect(phase.isIdentity ? 1 : 0.85)
              .opacity(phase.isIdentity ? 1 : 0.5)
          }
          .frame(height: 120)

        header("Fading out at the leading edge")
        Carousel(Slide.albums) { album in SlideCard(slide: album, cornerRadius: 16) }
          .carouselItemLength(count: 3, spacing: 12)
          .carouselAlignment(.leading)
          .carouselTransition(
            topLeading: .interactive(timingCurve: .linear), bottomTrailing: .identity
          ) { content, phase in
            content.opacity(phase.isIdentity ? 1 : 0)
          }
          .frame(height: 120)

        header("Switching once half in view")
        Carousel(Slide.cards) { card in SlideCard(slide: card, cornerRadius: 16) }
          .carouselItemLength(count: 2, spacing: 12)
          .carouselTransition(.animated(.easeInOut(duration: 0.3)).threshold(.visible(0.5))) {
            content, phase in
            content.saturation(phase.isIdentity ? 1 : 0).blur(radius: phase.isIdentity ? 0 : 2)
          }
          .frame(height: 140)

        header("A stack, measured from the focus")
        Carousel(Slide.featured) { slide in SlideCard(slide: slide) }
          .carouselStyle(.stack)
          .carouselTransition(.interactive.fromFocus()) { content, phase in
            content.blur(radius: min(abs(phase.value), 2) * 3)
          }
          .carouselIndicator(.dots)
          .frame(height: 260)
      }
      .padding(.vertical)
      // For every carousel of the screen: rows without dots, each slide named by its title.
      .carouselIndicator(.hidden)
      .carouselItemName(\Slide.title)
    }
  }

  private func header(_ title: String) -> some View {
    Text(title).font(.headline).padding(.horizontal, 20)
  }
}
