import CarouselUI
import SwiftUI

/// A cover-flow picker bound to an index, as a `Picker` or a `TabView` would be: the index
/// moves the carousel (the stepper), and the carousel writes the index (a swipe, a tap on a
/// side cover). Each cover has a name for VoiceOver ("Ember, 2 of 6"), and a switch lays it out
/// right to left, as an Arabic or Hebrew user sees it.
struct CoverFlowPickerScreen: View {
  @State private var index = 0
  @State private var isRightToLeft = false

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

      Form {
        Stepper("Index \(index)", value: $index, in: 0...(covers.count - 1))
        Toggle("Right to left", isOn: $isRightToLeft)
      }
    }
    .padding(.top)
  }
}

#Preview {
  NavigationStack { CoverFlowPickerScreen() }
}

#Preview("Right to left") {
  NavigationStack { CoverFlowPickerScreen() }
    .environment(\.layoutDirection, .rightToLeft)
}
