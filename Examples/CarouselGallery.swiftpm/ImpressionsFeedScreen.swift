import CarouselUI
import SwiftUI

/// A feed that logs impressions: each section's carousel reports the items at least half in
/// view when it comes to rest or comes on screen (`onCarouselVisibleItemsChange`), and the
/// screen counts the ones seen. A flick past items does not count them: they were not looked at.
struct ImpressionsFeedScreen: View {
  @State private var seen: Set<String> = []
  @State private var log: [String] = []

  private let sections: [(title: String, slides: [Slide])] = [
    ("Featured", Slide.featured), ("Places", Slide.places), ("Albums", Slide.albums),
    ("Cards", Slide.cards),
  ]

  private var total: Int { sections.reduce(0) { $0 + $1.slides.count } }

  var body: some View {
    List {
      Section {
        Text("Seen \(seen.count) of \(total)")
          .font(.headline.monospacedDigit())
        ForEach(log.suffix(3), id: \.self) { line in
          Text(line).font(.footnote.monospaced()).foregroundStyle(.secondary)
        }
      }
      ForEach(sections, id: \.title) { section in
        Section(section.title) {
          Carousel(section.slides) { slide in SlideCard(slide: slide, cornerRadius: 14) }
            .carouselStyle(.peek)
            .onCarouselVisibleItemsChange { ids in
              guard !ids.isEmpty else { return }
              seen.formUnion(ids.map { "\(section.title)/\($0)" })
              log.append("\(section.title): \(ids.joined(separator: ", "))")
            }
            .frame(height: 160)
            .listRowInsets(EdgeInsets())
        }
      }
    }
  }
}

#Preview {
  NavigationStack { ImpressionsFeedScreen() }
}
