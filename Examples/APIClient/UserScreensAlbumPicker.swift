// Screen 5: a cover-flow album picker bound to an index, with a name per album for VoiceOver,
// previewed right to left too.
import CarouselUI
import SwiftUI

struct Album: Identifiable {
  let id = UUID()
  let title: String
  let artist: String
  let color: Color

  static let library = [
    Album(title: "Blue Hours", artist: "The Tides", color: .blue),
    Album(title: "Ember", artist: "Nova", color: .red),
    Album(title: "Field Notes", artist: "Wren", color: .green),
    Album(title: "Neon Rain", artist: "Kite", color: .purple),
  ]
}

struct AlbumPickerScreen: View {
  let albums = Album.library
  @State private var index = 0

  var body: some View {
    VStack(spacing: 16) {
      Carousel(albums, selectedIndex: $index) { album in
        AlbumCover(album: album)
      }
      .carouselStyle(.coverFlow)
      // VoiceOver reads "Ember, 2 of 4" instead of "2 of 4".
      .carouselItemName(\.title)
      .frame(height: 260)

      Text(albums[index].title).font(.headline)
      Text(albums[index].artist).foregroundStyle(.secondary)

      Stepper("Album \(index + 1)", value: $index, in: 0...(albums.count - 1))
        .padding(.horizontal)
    }
  }
}

/// The same picker with its modifiers after `.frame`, where the item type has to be spelled.
struct FramedAlbumPicker: View {
  @Binding var index: Int

  var body: some View {
    Carousel(Album.library, selectedIndex: $index) { album in
      AlbumCover(album: album)
    }
    .frame(height: 260)
    .carouselStyle(.coverFlow)
    .carouselItemName(\Album.title)
  }
}

struct AlbumCover: View {
  let album: Album

  var body: some View {
    RoundedRectangle(cornerRadius: 12)
      .fill(album.color.gradient)
      .aspectRatio(1, contentMode: .fit)
      .overlay(alignment: .bottomLeading) {
        Text(album.title).font(.headline).foregroundStyle(.white).padding()
      }
  }
}

/// The picker both ways, for a look at the mirrored order: in a right-to-left language the first
/// album is on the right and the next one comes in from the left.
struct AlbumPickerBothDirections: View {
  var body: some View {
    VStack {
      AlbumPickerScreen()
      AlbumPickerScreen()
        .environment(\.layoutDirection, .rightToLeft)
    }
  }
}

#Preview("Right to left") {
  AlbumPickerScreen()
    .environment(\.layoutDirection, .rightToLeft)
}
