// The examples of CarouselUI's article "Testing with the Manual Clock", each exactly as the
// article shows it (DocExampleTests checks it), type-checked for iOS 17 and 18 by
// `Scripts/swiftui-check --extra Examples/APIClient` (which leaves `#Preview` bodies out).

import CarouselUI
import SwiftUI

/// The article's `FeaturedView`, as "Getting Started" writes it.
private struct FeaturedView: View {
  private let colors: [Color] = [.blue, .orange, .purple]

  var body: some View {
    Carousel(colors, id: \.self) { color in
      RoundedRectangle(cornerRadius: 20).fill(color)
    }
    .frame(height: 240)
  }
}

#Preview("First page") {
  FeaturedView()
    .carouselAutoplay(.seconds(3))
    .carouselClock(ManualClock())
}

struct SteppingPreview: View {
  @State private var clock = ManualClock()

  var body: some View {
    VStack {
      FeaturedView()
        .carouselAutoplay(.seconds(3))
        .carouselClock(clock)
      Button("Wait Half a Second") { clock.advance(by: .milliseconds(500)) }
    }
  }
}

#Preview("Step by step") {
  SteppingPreview()
}
