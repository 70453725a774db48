import CarouselUI
import SwiftUI

/// A full-screen story viewer, opened from the feed's stories strip: each story shows for its
/// own time under a segmented progress bar that fills smoothly, a finger held down pauses it
/// (its lift resumes the rest of the story, not a new full one), a swipe down dismisses the
/// viewer, and it closes itself after the last story. With Reduce Motion or VoiceOver on the
/// stories still advance (Reduce Motion: without animation); VoiceOver's Magic Tap or the
/// pause button pauses them.
struct StoryViewer: View {
  let stories: [Slide]
  @State var current: Slide.ID?
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    CarouselReader { proxy in
      ZStack(alignment: .top) {
        Carousel(stories, selection: $current) { story in
          SlideCard(slide: story, cornerRadius: 0)
        }
        .carouselAutoplay(.seconds(5), durations: ["Three": .seconds(8)], options: .story)
        .onCarouselAutoplayFinish { dismiss() }
        .carouselIndicator(.hidden)
        .carouselItemName(\.title)
        .ignoresSafeArea()

        HStack(spacing: 12) {
          CarouselIndicator(isAdjustable: false) { context in
            StorySegments(context: context)
          }
          .frame(height: 4)
          CarouselPlaybackButton()
            .foregroundStyle(.white)
          Button("Close", systemImage: "xmark") { dismiss() }
            .labelStyle(.iconOnly)
            .foregroundStyle(.white)
        }
        .padding(.horizontal)
      }
    }
    // Around the carousel, a swipe down closes the viewer. `simultaneousGesture` so that it
    // runs beside the carousel's own drag on iOS 17, where that drag claims every drag on the
    // slides (on iOS 18 the carousel's pan never begins for a vertical swipe); so it also
    // hears the horizontal swipes that page, and keeps only a mostly downward one.
    .simultaneousGesture(
      DragGesture(minimumDistance: 30).onEnded { value in
        let down = value.translation.height
        if down > 120, down > 2 * abs(value.translation.width) { dismiss() }
      }
    )
    .background(.black)
  }
}

/// The segmented bar over the stories: the ones before the current one full, the current one
/// filling with its wait (redrawn every frame while it runs, kept while a finger pauses it),
/// the ones after it empty.
private struct StorySegments: View {
  let context: CarouselIndicatorContext

  var body: some View {
    let current = context.selectedIndex ?? 0
    let fill = context.autoplayProgress ?? 0
    HStack(spacing: 4) {
      ForEach(0..<context.count, id: \.self) { index in
        GeometryReader { proxy in
          Capsule()
            .fill(.white.opacity(0.35))
            .overlay(alignment: .leading) {
              Capsule()
                .fill(.white)
                .frame(
                  width: proxy.size.width
                    * (index < current ? 1 : index == current ? fill : 0))
            }
        }
      }
    }
  }
}

#Preview {
  StoryViewer(stories: Slide.cards)
}
