import CarouselUI
import SwiftUI

/// Filter chips as wide as their text in a leading-aligned row (`.carouselItemLength(.fitted)`),
/// as a `LazyHStack` lays out children of their own width: each chip is measured when first
/// drawn. The row scrolls freely (`.carouselTargetBehavior(.free)`), as a `ScrollView` without
/// `scrollTargetBehavior` does: a fling coasts on and stops anywhere, between chips too, and at
/// the row's ends. A tap on a chip selects its filter and leaves the row where it is, as chips
/// in a scroll view do (a sliver of a chip at the edge, too thin to tap, is brought in
/// instead). The row hugs the chips' height (`.carouselSizing(.fitted)`).
struct ChipsScreen: View {
  private static let filters = [
    "All", "Music", "Podcasts", "Live", "Audiobooks", "Jazz", "Classical", "Workout",
    "Focus", "Sleep", "Hip-Hop", "Indie", "Chill", "Party",
  ]
  @State private var selected = "All"

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      Carousel(Self.filters, id: \.self) { filter in
        Button {
          selected = filter
        } label: {
          Text(filter)
            .font(.subheadline.weight(.semibold))
            .padding(.horizontal, 14)
            .padding(.vertical, 8)
            .foregroundStyle(filter == selected ? Color.white : Color.primary)
            .background(
              filter == selected ? Color.accentColor : Color.secondary.opacity(0.15),
              in: Capsule())
        }
        .buttonStyle(.plain)
        .accessibilityAddTraits(filter == selected ? .isSelected : [])
      }
      .carouselItemLength(.fitted)
      .carouselSpacing(8)
      .carouselMargins(.horizontal, 16)
      .carouselAlignment(.leading)
      .carouselTargetBehavior(.free)
      .carouselSizing(.fitted)
      .carouselIndicator(.hidden)

      Text("Showing: \(selected)")
        .font(.headline)
        .padding(.horizontal, 16)
      Spacer()
    }
    .padding(.vertical)
  }
}

#Preview {
  NavigationStack { ChipsScreen() }
}
