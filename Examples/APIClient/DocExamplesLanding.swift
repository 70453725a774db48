// The example of CarouselUI's landing page (CarouselUI.md), exactly as it shows it, imports and
// all (DocExampleTests checks it), with what it names; type-checked for iOS 17 and 18 by
// `Scripts/swiftui-check --extra Examples/APIClient`.

import CarouselUI
import SwiftUI

struct BannerView: View {
  let banners: [Banner]
  @State private var selection: Banner.ID?

  var body: some View {
    Carousel(banners, selection: $selection) { banner in
      BannerCard(banner: banner)
    }
    .carouselStyle(.peek)
    .carouselLooping()
    .carouselAutoplay(.seconds(3))
    .frame(height: 220)
  }
}

struct Banner: Identifiable {
  let id: Int
  let title: String
}

struct BannerCard: View {
  let banner: Banner

  var body: some View {
    RoundedRectangle(cornerRadius: 16).fill(.teal)
      .overlay { Text(banner.title).font(.headline) }
  }
}
