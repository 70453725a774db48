// Screen 7: the rows of an App Store-like "Today" tab, written first as a developer with
// ScrollView habits writes them (the SwiftUI code below), then as carousels with the same
// words: containerRelativeFrame → carouselItemLength, contentMargins → carouselMargins,
// viewAligned → carouselAlignment(.leading). The carousels add paging, looping and the
// indicator. The hero goes full-width under the notch in landscape and keeps its peeks in the
// safe area.
import CarouselUI
import SwiftUI

struct StoreApp: Identifiable, Hashable {
  let id: Int
  let name: String
  let color: Color

  static let all = (0..<12).map { StoreApp(id: $0, name: "App \($0 + 1)", color: .teal) }
}

/// What a developer writes first, with SwiftUI's scroll views (iOS 17).
struct StoreRowsWithScrollViews: View {
  let apps = StoreApp.all

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 24) {
        ScrollView(.horizontal) {
          LazyHStack(spacing: 12) {
            ForEach(apps) { app in
              StoreTile(app: app)
                .containerRelativeFrame(.horizontal, count: 3, spacing: 12)
            }
          }
          .scrollTargetLayout()
        }
        .contentMargins(.horizontal, 20)
        .scrollTargetBehavior(.viewAligned)
        .frame(height: 150)

        ScrollView(.horizontal) {
          LazyHStack(spacing: 12) {
            ForEach(apps) { app in
              StoreBanner(app: app)
                .containerRelativeFrame(.horizontal) { length, _ in length * 0.85 }
            }
          }
          .scrollTargetLayout()
        }
        .contentMargins(.vertical, 12)
        .scrollTargetBehavior(.viewAligned)
        .frame(height: 240)
      }
    }
  }
}

/// The same rows as carousels: the words carry over, and so does what they mean.
struct StoreRowsWithCarousels: View {
  let apps = StoreApp.all
  @State private var featured: StoreApp.ID?

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 24) {
        Text("Editors' Choice").font(.title2.bold()).padding(.horizontal, 20)
        // Three tiles to a screen, the first at the 20-point margin, the next ones after it;
        // the last screen ends with the last tile at the trailing margin, no blank gap.
        Carousel(apps) { app in StoreTile(app: app) }
          .carouselItemLength(count: 3, spacing: 12)
          .carouselMargins(.horizontal, 20)
          .carouselAlignment(.leading)
          .carouselIndicator(.hidden)
          .frame(height: 150)

        // Wide tiles, each two of three columns with the gap between them.
        Carousel(apps) { app in StoreTile(app: app) }
          .carouselItemLength(count: 3, span: 2)
          .carouselSpacing(12)
          .carouselMargins(.horizontal, 20)
          .carouselAlignment(.leading)
          .frame(height: 150)

        // A hero of 85 % of the room, its neighbors peeking, 12 points clear of the row's
        // top and bottom for the banners' shadows.
        Carousel(apps, selection: $featured) { app in StoreBanner(app: app) }
          .carouselStyle(.peek)
          .carouselItemLength(.fraction(0.85))
          .carouselMargins(.vertical, 12)
          .carouselLooping()
          .frame(height: 240)
          // Full-width in landscape: the banners stay in the safe area beside the notch, and
          // slide under it only while they move.
          .ignoresSafeArea(edges: .horizontal)
      }
    }
  }
}

struct StoreTile: View {
  let app: StoreApp

  var body: some View {
    RoundedRectangle(cornerRadius: 16)
      .fill(app.color.gradient)
      .overlay(alignment: .bottomLeading) { Text(app.name).padding(8) }
  }
}

struct StoreBanner: View {
  let app: StoreApp

  var body: some View {
    RoundedRectangle(cornerRadius: 20)
      .fill(app.color.gradient)
      .shadow(radius: 6)
      .overlay { Text(app.name).font(.title) }
  }
}

#Preview("Scroll views") { StoreRowsWithScrollViews() }
#Preview("Carousels") { StoreRowsWithCarousels() }
#Preview("Carousels, right to left") {
  StoreRowsWithCarousels().environment(\.layoutDirection, .rightToLeft)
}
