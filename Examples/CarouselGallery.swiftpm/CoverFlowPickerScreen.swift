import CarouselUI
import SwiftUI

/// A cover-flow picker bound to an index, as a `Picker` or a `TabView` would be: the index
/// moves the carousel (the stepper), and the carousel writes the index (a swipe, a tap on a
/// side cover). Each cover has a name for VoiceOver ("Ember, 2 of 6"), and a switch lays it out
/// right to left, as an Arabic or Hebrew user sees it. Its form picks a theme from a row of
/// swatches fitted to their height (`carouselSizing(.fitted)`): no height to guess, so the row
/// neither clips its swatches nor leaves a gap, at any text size.
struct CoverFlowPickerScreen: View {
  @State private var index = 0
  @State private var isRightToLeft = false
  @State private var themeIndex = 0

  private let covers = Slide.albums

  var body: some View {
    VStack(spacing: 20) {
      Carousel(covers, selectedIndex: $index) { cover in
        SlideCard(slide: cover, cornerRadius: 12)
          .aspectRatio(1, contentMode: .fit)
      }
      .carouselStyle(.coverFlow)
      .carouselItemName(\.title)
      .frame(height: 240)
      // Mirrored: the first cover on the right, the next one coming in from the left.
      .environment(\.layoutDirection, isRightToLeft ? .rightToLeft : .leftToRight)

      Text("Cover \(index + 1) of \(covers.count): \(covers[index].title)")
        .font(.headline.monospacedDigit())
        .foregroundStyle(GalleryTheme.all[themeIndex].color)

      Form {
        Section("Theme") {
          Carousel(GalleryTheme.all, selectedIndex: $themeIndex) { theme in
            ThemeSwatch(theme: theme)
          }
          .carouselItemLength(count: 3, spacing: 8)
          .carouselAlignment(.leading)
          .carouselItemName(\.id)
          // As tall as the swatches (which grow with Dynamic Type) plus the dots: a Form row
          // proposes no height, and a `.frame(height:)` would be a guess for one text size.
          .carouselSizing(.fitted)
        }
        Stepper("Index \(index)", value: $index, in: 0...(covers.count - 1))
        Toggle("Right to left", isOn: $isRightToLeft)
      }
    }
    .padding(.top)
  }
}

/// A color theme of the picker.
private struct GalleryTheme: Identifiable, Hashable {
  /// The name, which is also the theme's ID.
  let id: String
  let color: Color

  static let all = [
    GalleryTheme(id: "Ocean", color: .blue), GalleryTheme(id: "Forest", color: .green),
    GalleryTheme(id: "Sunset", color: .orange), GalleryTheme(id: "Berry", color: .pink),
    GalleryTheme(id: "Lavender", color: .purple), GalleryTheme(id: "Graphite", color: .gray),
  ]
}

/// A theme's swatch: a sample of its color over its name, both as tall as the text size makes
/// them (the sample's height scales with Dynamic Type), so the fitted carousel follows it.
private struct ThemeSwatch: View {
  let theme: GalleryTheme
  @ScaledMetric(relativeTo: .subheadline) private var sampleHeight = 44.0

  var body: some View {
    VStack(spacing: 6) {
      RoundedRectangle(cornerRadius: 10, style: .continuous)
        .fill(theme.color.gradient)
        .frame(height: sampleHeight)
      Text(theme.id)
        .font(.subheadline)
        .lineLimit(2)
        .multilineTextAlignment(.center)
    }
    .accessibilityElement(children: .ignore)
    .accessibilityLabel(theme.id)
  }
}

#Preview {
  NavigationStack { CoverFlowPickerScreen() }
}

#Preview("Extra extra large text") {
  NavigationStack { CoverFlowPickerScreen() }
    .dynamicTypeSize(.xxLarge)
}

#Preview("Right to left") {
  NavigationStack { CoverFlowPickerScreen() }
    .environment(\.layoutDirection, .rightToLeft)
}
