// Screen 2: a product's photos, a large carousel above a row of thumbnails that follow it, with
// Previous and Next buttons.
import CarouselUI
import SwiftUI

struct ProductPhoto: Identifiable, Hashable {
  let id: String
  let caption: String
  let symbol: String
}

struct ProductPhotosScreen: View {
  let photos = [
    ProductPhoto(id: "front", caption: "Front", symbol: "shoe.fill"),
    ProductPhoto(id: "side", caption: "Side", symbol: "shoe.2.fill"),
    ProductPhoto(id: "sole", caption: "Sole", symbol: "circle.grid.cross.fill"),
    ProductPhoto(id: "box", caption: "Box", symbol: "shippingbox.fill"),
  ]
  @State private var selectedPhoto = "front"

  var body: some View {
    CarouselReader { proxy in
      VStack(spacing: 12) {
        Carousel(photos, selection: $selectedPhoto) { photo in
          Image(systemName: photo.symbol)
            .resizable()
            .scaledToFit()
            .padding(40)
        }
        // Two carousels are in this reader: the buttons below move the big one.
        .carouselReaderTarget()
        .carouselItemName(\.caption)
        .carouselIndicator(.hidden)
        .frame(height: 320)

        // The thumbnails share the selection, so a swipe on either moves both, and a tap on a
        // thumbnail selects it.
        Carousel(photos, selection: $selectedPhoto) { photo in
          Image(systemName: photo.symbol)
            .resizable()
            .scaledToFit()
            .padding(8)
            .background(.quaternary, in: .rect(cornerRadius: 8))
            .overlay {
              RoundedRectangle(cornerRadius: 8)
                .strokeBorder(.tint, lineWidth: photo.id == selectedPhoto ? 2 : 0)
            }
        }
        .carouselStyle(.peek)
        .carouselItemLength(64, cross: 64)
        .carouselSpacing(8)
        .carouselIndicator(.hidden)
        .frame(height: 64)

        HStack {
          Button("Previous") { proxy.previous() }
          Spacer()
          Text("\((proxy.selectedIndex ?? 0) + 1) of \(proxy.count)")
          Spacer()
          Button("Next") { proxy.next(spring: .bouncy) }
        }
        .padding(.horizontal)

        HStack {
          Button("First") { proxy.scrollTo(index: 0) }
          ForEach(photos) { photo in
            Button(photo.caption) { proxy.scrollTo(id: photo.id, spring: .snappy) }
          }
        }
        .buttonStyle(.bordered)
      }
    }
  }
}
