import SwiftUI

/// One slide of the gallery, drawn from colors and an SF Symbol (no image assets).
struct Slide: Identifiable, Hashable {
  /// The title, which is also the slide's stable ID.
  let id: String
  /// The SF Symbol in the middle of the slide.
  let symbol: String
  /// The gradient behind it, from the top leading corner.
  let colors: [Color]

  /// The title.
  var title: String { id }
}

extension Slide {
  /// Banners for the hero banner.
  static let banners = [
    Slide(id: "Flash Sale", symbol: "bolt.fill", colors: [.red, .orange]),
    Slide(id: "New Season", symbol: "leaf.fill", colors: [.green, .teal]),
    Slide(id: "Member Perks", symbol: "star.fill", colors: [.indigo, .purple]),
    Slide(id: "Fast Delivery", symbol: "shippingbox.fill", colors: [.blue, .cyan]),
  ]

  /// Places for the peek cards.
  static let places = [
    Slide(id: "Canyon", symbol: "mountain.2.fill", colors: [.orange, .brown]),
    Slide(id: "Lagoon", symbol: "water.waves", colors: [.cyan, .blue]),
    Slide(id: "Dunes", symbol: "sun.haze.fill", colors: [.yellow, .orange]),
    Slide(id: "Aurora", symbol: "sparkles", colors: [.mint, .indigo]),
  ]

  /// Five photos, for the slideshow, the photo browser and the lists.
  static let featured = [
    Slide(id: "Mountains", symbol: "mountain.2.fill", colors: [.blue, .indigo]),
    Slide(id: "Beach", symbol: "beach.umbrella.fill", colors: [.orange, .yellow]),
    Slide(id: "City", symbol: "building.2.fill", colors: [.purple, .pink]),
    Slide(id: "Forest", symbol: "tree.fill", colors: [.green, .mint]),
    Slide(id: "Night Sky", symbol: "moon.stars.fill", colors: [.indigo, .black]),
  ]

  /// Album covers for the cover-flow picker.
  static let albums = [
    Slide(id: "Blue Hours", symbol: "music.note", colors: [.blue, .indigo]),
    Slide(id: "Ember", symbol: "flame.fill", colors: [.red, .orange]),
    Slide(id: "Field Notes", symbol: "leaf.fill", colors: [.green, .mint]),
    Slide(id: "Neon Rain", symbol: "cloud.rain.fill", colors: [.purple, .pink]),
    Slide(id: "Low Tide", symbol: "water.waves", colors: [.cyan, .blue]),
    Slide(id: "Static", symbol: "waveform", colors: [.gray, .black]),
  ]

  /// Cards for the ring and the styles, numbered so that the order is easy to follow.
  static let cards = [
    Slide(id: "One", symbol: "1.circle.fill", colors: [.pink, .red]),
    Slide(id: "Two", symbol: "2.circle.fill", colors: [.orange, .yellow]),
    Slide(id: "Three", symbol: "3.circle.fill", colors: [.green, .mint]),
    Slide(id: "Four", symbol: "4.circle.fill", colors: [.teal, .cyan]),
    Slide(id: "Five", symbol: "5.circle.fill", colors: [.blue, .indigo]),
    Slide(id: "Six", symbol: "6.circle.fill", colors: [.purple, .pink]),
  ]
}

/// A slide's picture: its gradient, its symbol and its title, read by VoiceOver as one image.
struct SlideCard: View {
  let slide: Slide
  var cornerRadius = 24.0

  var body: some View {
    ZStack(alignment: .bottomLeading) {
      LinearGradient(colors: slide.colors, startPoint: .topLeading, endPoint: .bottomTrailing)
      Image(systemName: slide.symbol)
        .font(.system(size: 56, weight: .semibold))
        .foregroundStyle(.white.opacity(0.9))
        .frame(maxWidth: .infinity, maxHeight: .infinity)
      Text(slide.title)
        .font(.title2.bold())
        .foregroundStyle(.white)
        .padding(20)
    }
    .clipShape(RoundedRectangle(cornerRadius: cornerRadius, style: .continuous))
    .accessibilityElement(children: .ignore)
    .accessibilityLabel(slide.title)
    .accessibilityAddTraits(.isImage)
  }
}

#Preview {
  SlideCard(slide: Slide.featured[0]).frame(height: 220).padding()
}
