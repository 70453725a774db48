// The stand-ins that the documentation's examples name without declaring them (a card, a photo,
// the view that shows it...), declared once for every DocExamples*.swift file: each of those
// files writes its examples inside an extension of this enum, so that the names resolve here and
// not to the gallery's. One stub a name, with every form of call the examples use (a labeled and
// an unlabeled initializer where both appear). `Slide` and `SlideView` are the article "Getting
// Started with Carousel"'s own, in DocExamplesGettingStarted.swift. Not an app.

import CarouselUI
import SwiftUI

enum DocExampleStandIns {
  struct Card: Identifiable {
    let id: Int
  }

  struct CardView: View {
    let card: Card
    init(card: Card) { self.card = card }
    init(_ card: Card) { self.card = card }
    var body: some View { Text("Card \(card.id)") }
  }

  struct Photo: Identifiable {
    let id: Int
  }

  struct PhotoView: View {
    let photo: Photo
    init(photo: Photo) { self.photo = photo }
    init(_ photo: Photo) { self.photo = photo }
    var body: some View { Text("Photo \(photo.id)") }
  }

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

  struct Banner: Identifiable {
    let id: Int
  }

  struct BannerView: View {
    let banner: Banner
    init(banner: Banner) { self.banner = banner }
    init(_ banner: Banner) { self.banner = banner }
    var body: some View { Text("Banner \(banner.id)") }
  }

  struct Story: Identifiable {
    let id: Int
  }

  struct StoryPage: View {
    let story: Story
    init(story: Story) { self.story = story }
    init(_ story: Story) { self.story = story }
    var body: some View { Text("Story \(story.id)") }
  }

  struct Segments: View {
    let count: Int
    let current: Int
    let fill: Double
    var body: some View { ProgressView(value: Double(current) + fill, total: Double(count)) }
  }

  struct Video: Identifiable {
    let id: Int
  }

  struct VideoCard: View {
    let video: Video
    init(_ video: Video) { self.video = video }
    var body: some View { Text("Video \(video.id)") }
  }

  struct Product: Identifiable {
    let id: Int
  }

  struct ProductTile: View {
    let product: Product
    init(_ product: Product) { self.product = product }
    var body: some View { Text("Product \(product.id)") }
  }

  struct Page: Identifiable {
    let id: Int
  }

  struct PageView: View {
    let page: Page
    var body: some View { Text("Page \(page.id)") }
  }

  struct Chip: View {
    let title: String
    init(_ title: String) { self.title = title }
    var body: some View { Text(title) }
  }

  struct App: Identifiable {
    let id: Int
  }

  struct AppTile: View {
    let app: App
    init(_ app: App) { self.app = app }
    var body: some View { Text("App \(app.id)") }
  }

  typealias Episode = App
  typealias EpisodeTile = AppTile
  typealias TileView = AppTile

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
