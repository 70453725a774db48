// The stand-ins that the documentation's examples name without declaring them (a card, a photo,
// the view that shows it...), declared once for every DocExamples*.swift file: each of those
// files writes its examples inside an extension of this enum, so that the names resolve here and
// not to the gallery's. One stub a name, with every form of call the examples use (a labeled and
// an unlabeled initializer where both appear); the many items that are only an ID (`Card`,
// `Photo`, `Banner`...) are all one `Item`, and their views one `ItemView`. `Slide` and
// `SlideView` are the article "Getting Started with Carousel"'s own, in
// DocExamplesGettingStarted.swift. Not an app.

import CarouselUI
import SwiftUI

enum DocExampleStandIns {
  /// An item of the examples, whatever they call it (`Card`, `Photo`, `Banner`...): an ID.
  struct Item: Identifiable {
    let id: Int
  }

  /// The view of an item, whatever the examples call it, with each initializer they call.
  struct ItemView: View {
    let item: Item
    init(_ item: Item) { self.item = item }
    init(card item: Item) { self.item = item }
    init(photo item: Item) { self.item = item }
    init(banner item: Item) { self.item = item }
    init(story item: Item) { self.item = item }
    init(page item: Item) { self.item = item }
    var body: some View { Text("Item \(item.id)") }
  }

  typealias Card = Item
  typealias Photo = Item
  typealias Banner = Item
  typealias Story = Item
  typealias Video = Item
  typealias Product = Item
  typealias Page = Item
  typealias App = Item
  typealias Offer = Item
  typealias Episode = Item

  typealias CardView = ItemView
  typealias PhotoView = ItemView
  typealias BannerView = ItemView
  typealias StoryPage = ItemView
  typealias VideoCard = ItemView
  typealias ProductTile = ItemView
  typealias PageView = ItemView
  typealias AppTile = ItemView
  typealias OfferCard = ItemView
  typealias EpisodeTile = ItemView
  typealias TileView = ItemView
  typealias Thumbnail = PhotoView
  typealias PhotoCard = PhotoView
  typealias Tile = PhotoView

  struct ZoomablePhoto: View {
    let photo: Photo
    @Binding var scale: Double
    init(_ photo: Photo, scale: Binding<Double>) {
      self.photo = photo
      _scale = scale
    }
    var body: some View { Text("Photo \(photo.id)").scaleEffect(scale) }
  }

  typealias Step = OnboardingStep

  struct StepView: View {
    let step: Step
    var body: some View { Text("\(step)") }
  }

  typealias StepForm = StepView

  struct Place: Identifiable {
    let id: String
  }

  struct PlaceCard: View {
    let place: Place
    init(place: Place) { self.place = place }
    init(_ place: Place) { self.place = place }
    var body: some View { Text(place.id) }
  }

  @MainActor final class PlaceMap {
    func center(on id: Place.ID) {}
  }

  @MainActor final class VideoPlayer {
    var isPaused = false
  }

  @MainActor final class MusicPlayer {
    func play(_ album: Album) {}
  }

  @MainActor final class Analytics {
    func logImpressions<ID>(_ ids: [ID]) {}
    func seen(_ ids: [Product.ID]) {}
  }

  struct Segments: View {
    let count: Int
    let current: Int
    let fill: Double
    var body: some View { ProgressView(value: Double(current) + fill, total: Double(count)) }
  }

  struct Chip: View {
    let title: String
    init(_ title: String) { self.title = title }
    var body: some View { Text(title) }
  }

  struct Theme: Identifiable {
    let id: String
    var color = Color.accentColor
  }

  struct ThemeSwatch: View {
    let theme: Theme
    init(_ theme: Theme) { self.theme = theme }
    var body: some View { Circle().fill(theme.color).frame(width: 44, height: 44) }
  }

  struct AlbumTile: View {
    let album: Album
    init(_ album: Album) { self.album = album }
    var body: some View { AlbumCover(album: album) }
  }

  struct Post: Identifiable {
    let id: Int
    var author = ""
    var photos: [Photo] = []
  }

  struct PostCard: View {
    let post: Post
    var body: some View { Text("Post \(post.id)") }
  }

  struct Feed {
    func nextPage() async -> [Post] { [] }
  }

  struct DayCell: View {
    let date: Date
    var body: some View { Text(date, style: .date) }
  }

  struct Welcome: View {
    var body: some View { Text("Welcome") }
  }

  struct Features: View {
    var body: some View { Text("Features") }
  }

  struct Done: View {
    var body: some View { Text("Done") }
  }

  struct SignUpForm: View {
    var onDone: () -> Void = {}
    var body: some View { Button("Sign Up", action: onDone) }
  }
}

extension DocExampleStandIns.Slide {
  /// The title the modifiers' examples name a slide by.
  var title: String { id }
}
