import CarouselUI
import SwiftUI

/// A feed that logs impressions, in a plain `VStack` inside a `ScrollView` (not lazy: every
/// section appears at launch): each section's carousel reports the items at least 60% in view
/// (`onCarouselVisibleItemsChange(threshold:whileMoving:_:)`), within what the window
/// shows, and the screen counts the ones seen. A section below the fold logs nothing until it is
/// scrolled into view, and its banner does not advance meanwhile. The first section also reports
/// as a swipe moves it (`whileMoving`); the others only when they rest, so a flick past items
/// does not count them there.
struct ImpressionsFeedScreen: View {
  @State private var seen: Set<String> = []
  @State private var log: [String] = []

  private let sections: [(title: String, slides: [Slide])] = [
    ("Featured", Slide.featured), ("Places", Slide.places), ("Albums", Slide.albums),
    ("Cards", Slide.cards),
  ]

  private var total: Int { sections.reduce(0) { $0 + $1.slides.count } }

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 24) {
        Text("Seen \(seen.count) of \(total)")
          .font(.headline.monospacedDigit())
        ForEach(log.suffix(3), id: \.self) { line in
          Text(line).font(.footnote.monospaced()).foregroundStyle(.secondary)
        }
        ForEach(sections, id: \.title) { section in
          Text(section.title).font(.title3.bold())
          Carousel(section.slides) { slide in SlideCard(slide: slide, cornerRadius: 14) }
            .carouselStyle(.peek)
            .carouselAutoplay(.seconds(4))
            .onCarouselVisibleItemsChange(
              threshold: 0.6, whileMoving: section.title == "Featured"
            ) { ids in
              guard !ids.isEmpty else { return }
              seen.formUnion(ids.map { "\(section.title)/\($0)" })
              log.append("\(section.title): \(ids.joined(separator: ", "))")
            }
            .frame(height: 260)
        }
      }
      .padding()
    }
  }
}

#Preview {
  NavigationStack { ImpressionsFeedScreen() }
}
