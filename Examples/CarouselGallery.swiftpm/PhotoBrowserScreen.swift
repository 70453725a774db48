import CarouselUI
import SwiftUI

/// A photo browser: a large carousel above a strip of thumbnails that stay in step through one
/// selection (swiping either moves both, a tap on a thumbnail shows its photo), and buttons
/// that move the large one. Each carousel has its own state; the non-optional selection binding
/// is all they share.
struct PhotoBrowserScreen: View {
  @State private var selection: Slide.ID = Slide.featured[0].id

  var body: some View {
    CarouselReader { proxy in
      VStack(spacing: 16) {
        Carousel(Slide.featured, selection: $selection) { slide in
          SlideCard(slide: slide)
        }
        // The reader holds two carousels: this mark makes the buttons below move the photo,
        // not the thumbnails, whatever order they appear in.
        .carouselReaderTarget()
        .carouselItemName(\.title)
        .carouselIndicator(.hidden)
        .frame(height: 260)

        // Thumbnails as a carousel: a tap on one that is not in the middle selects it, which is
        // what a thumbnail is for. (A strip whose every item does something else on tap, like
        // stories, is a plain horizontal ScrollView instead; see the Stories and posts screen.)
        Carousel(Slide.featured, selection: $selection) { slide in
          SlideCard(slide: slide, cornerRadius: 10)
            .overlay {
              RoundedRectangle(cornerRadius: 10, style: .continuous)
                .strokeBorder(.white, lineWidth: slide.id == selection ? 3 : 0)
            }
        }
        .carouselItemLength(72, cross: 72)
        .carouselSpacing(8)
        .carouselIndicator(.hidden)
        .carouselClipped(false)
        .frame(height: 72)

        HStack {
          Button("Previous", systemImage: "chevron.backward") {
            proxy.previous(spring: Spring(duration: 0.45, bounce: 0.15))
          }
          Spacer()
          Text("\(selection), \((proxy.selectedIndex ?? 0) + 1) of \(proxy.count)")
            .font(.headline.monospacedDigit())
          Spacer()
          // A spring for this one move; the carousel's own stays as it is.
          Button("Next", systemImage: "chevron.forward") { proxy.next(spring: .bouncy) }
        }
        .labelStyle(.iconOnly)
        .buttonStyle(.bordered)

        Button("Back to the first") { proxy.scrollTo(index: 0, spring: .snappy) }
        Spacer(minLength: 0)
      }
      .padding()
    }
  }
}

#Preview {
  NavigationStack { PhotoBrowserScreen() }
}
