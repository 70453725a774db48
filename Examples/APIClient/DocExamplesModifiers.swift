// The examples in the documentation of CarouselUI's modifiers (Modifiers/), each exactly as the
// documentation shows it (DocExampleTests checks it), type-checked for iOS 17 and 18 by
// `Scripts/swiftui-check --extra Examples/APIClient`. Each block sits in a view that gives it
// what it names, in an extension of `DocExampleStandIns` (DocExampleStandIns.swift), which
// declares the stand-ins they name; the views are nested in an enum of their own so that they do
// not collide with the other files' examples. Not an app.

import CarouselUI
import SwiftUI

extension DocExampleStandIns {
  fileprivate enum ModifierDocs {
    /// Settles on the start of a section: the last start at or before where the drag let go.
    struct SectionStarts: CarouselTargetBehavior {
      var starts: [Int]

      func updateTarget(_ target: inout CarouselTarget, context: CarouselTargetContext) {
        target.index = starts.last { Double($0) <= context.releasedAt } ?? 0
      }
    }

    /// `View+Carousel.swift`'s blocks.
    struct Settings: View {
      let cards: [Card]
      let slides: [Slide]
      let photos: [Photo]
      let steps: [Step]
      @State private var isLeaning = false
      @State private var step = Step.welcome
      @State private var scale = 1.0

      var style: any CarouselLayoutStyle {
        isLeaning ? LeaningCarouselStyle() : AnyCarouselLayoutStyle.peek
      }

      var body: some View {
        Carousel(cards) { card in CardView(card: card) }
          .carouselStyle(.peek)
          .frame(height: 240)

        Carousel(steps, selection: $step) { step in StepForm(step: step) }
          .carouselDrag(dismissesKeyboard: true)

        CarouselReader { proxy in
          Carousel(photos) { photo in PhotoView(photo) }
            .carouselReaderTarget()
          Carousel(photos) { photo in Thumbnail(photo) }
            .carouselStyle(.peek)
        }

        Carousel(slides) { slide in SlideView(slide: slide) }
          .frame(height: 240)
          .carouselItemName(\Slide.title)

        Carousel(photos) { photo in ZoomablePhoto(photo, scale: $scale) }
          .carouselPagingDisabled(scale > 1)

        Carousel(steps, selection: $step) { step in StepView(step: step) }
          .carouselPagingDisabled(step == .form, swipesOnly: true)
      }
    }

    /// `View+CarouselAutoplay.swift`'s and `View+CarouselEvents.swift`'s blocks.
    struct Autoplay: View {
      let banners: [Banner]
      let stories: [Story]
      let videos: [Video]
      let video: Video
      let products: [Product]
      let player: VideoPlayer
      let analytics: Analytics
      let map: PlaceMap
      let isOn: Bool
      @Environment(\.dismiss) private var dismiss

      func log(_ message: String) {}

      var body: some View {
        Carousel(banners) { banner in BannerView(banner: banner) }
          .carouselAutoplay(.seconds(3), resumeAfter: .seconds(2.4))
          .frame(height: 200)

        Carousel(stories) { StoryPage($0) }
          .carouselAutoplay(.seconds(5), options: .story)
          .onCarouselAutoplayFinish { dismiss() }

        Carousel(videos) { video in VideoCard(video) }
          .carouselAutoplay(isOn ? AutoplayInterval(.seconds(3)) : .off)
          .carouselAutoplay(.seconds(3), durations: [video.id: .seconds(10)])

        Carousel(videos) { video in VideoCard(video) }
          .onCarouselPhaseChange { _, new in player.isPaused = new.isMoving }

        Carousel(videos) { video in VideoCard(video) }
          .onCarouselPhaseChange { _, new, context in
            if new == .settling { log("released at \(context.velocity) pt/s") }
          }
          .frame(height: 180)
          .onCarouselSelectionChange { (old: Place.ID?, new: Place.ID?, cause) in
            if cause.isUser, let new { map.center(on: new) }
          }

        ScrollView {
          Carousel(products) { ProductTile($0) }
            .frame(height: 200)
            .onCarouselVisibleItemsChange(threshold: 1) { (ids: [Product.ID]) in
              analytics.seen(ids)  // only tiles wholly in view count
            }
        }

        Carousel(products) { ProductTile($0) }
          .onCarouselVisibleItemsChange(threshold: 1) { ids in analytics.seen(ids) }
      }
    }

    struct AlbumCover: View {
      let album: Album
      init(_ album: Album) { self.album = album }
      var body: some View { Text(album.title) }
    }

    struct AlbumBrowser: View {
      let albums: [Album]
      @FocusState private var carouselHasFocus: Bool

      var body: some View {
        Carousel(albums) { album in AlbumCover(album) }
          .carouselFocused($carouselHasFocus)
        Button("Browse albums") { carouselHasFocus = true }
      }
    }

    /// `View+CarouselIndicator.swift`'s and `View+CarouselLayout.swift`'s blocks.
    struct Layout: View {
      let pages: [Page]
      let cards: [Card]
      let photos: [Photo]
      let filters: [String]
      let apps: [App]
      let episodes: [Episode]
      let themes: [Theme]
      let tiles: [App]

      var body: some View {
        Carousel(pages) { page in PageView(page: page) }
          .carouselIndicator(.dots(.circles), placement: .overlay(alignment: .bottom)) { index in
            index == 0 ? Image(systemName: "location.fill") : nil
          }

        Carousel(cards) { card in CardView(card: card) }
          .carouselIndicator(.dots(.capsules), current: .white, other: .white.opacity(0.4))

        Carousel(photos) { photo in PhotoCard(photo) }
          .carouselItemLength(.fraction(0.8))  // neighbors peek in the other fifth
          .carouselSpacing(12)
          .frame(height: 260)

        Carousel(filters, id: \.self) { filter in Chip(filter) }
          .carouselItemLength(.fitted)  // chips as wide as their text
          .carouselAlignment(.leading)
          .carouselSizing(.fitted)

        Carousel(apps) { app in AppTile(app) }
          .carouselItemLength(count: 3, spacing: 12)
          .carouselMargins(.horizontal, 20)
          .carouselAlignment(.leading)
          .frame(height: 150)

        Carousel(cards) { card in CardView(card) }
          .carouselStyle(.peek)
          .carouselMargins(.vertical, 12)  // room for the cards' shadows
          .carouselMargins(.horizontal, 20)  // as the list's text margins
          .frame(height: 240)

        Carousel(episodes) { episode in EpisodeTile(episode) }
          .carouselItemLength(.fraction(0.42))
          .carouselAlignment(.leading)
          .carouselMargins(.horizontal, 20)
          .frame(height: 180)

        Form {
          Carousel(themes) { theme in ThemeSwatch(theme) }
            .carouselItemLength(.fraction(0.5))
            .carouselSizing(.fitted)  // no height to guess, at any text size
        }

        Carousel(tiles) { tile in TileView(tile) }
          .carouselItemLength(count: 3, spacing: 12)
          .carouselAlignment(.leading)
          .carouselTargetBehavior(SectionStarts(starts: [0, 3, 5]))  // snap to each section
      }
    }

    /// `View+CarouselTransition.swift`'s and `CarouselTransitionConfiguration+SwiftUI.swift`'s
    /// blocks.
    struct Transitions: View {
      let photos: [Photo]

      var body: some View {
        Carousel(photos) { photo in Tile(photo) }
          .carouselItemLength(.count(3))
          .carouselTransition { content, phase in
            content
              .scaleEffect(phase.isIdentity ? 1 : 0.85)
              .opacity(phase.isIdentity ? 1 : 0.5)
          }

        Carousel(photos) { photo in Tile(photo) }
          .carouselTransition { content, phase, geometry in
            content.offset(y: phase.isIdentity ? 0 : geometry.size.height * 0.1)
          }

        Carousel(photos) { photo in Tile(photo) }
          .carouselTransition(.interactive(timingCurve: .linear)) { content, phase in
            content.opacity(phase.isIdentity ? 1 : 0)  // fades in step with the item's travel
          }

        Carousel(photos) { photo in Tile(photo) }
          .carouselTransition(.animated(.easeInOut(duration: 0.4))) { content, phase in
            content.opacity(phase.isIdentity ? 1 : 0.4)
          }
      }
    }
  }

  /// The block of `carouselTransition(topLeading:bottomTrailing:_:)`, on its own so that its
  /// first line fits in a line of this file, outside `ModifierDocs`, as the comment shows it.
  fileprivate struct LeadingFadeExample: View {
    let photos: [Photo]

    var body: some View {
      Carousel(photos) { photo in Tile(photo) }
        .carouselTransition(topLeading: .interactive, bottomTrailing: .identity) { content, phase in
          content.opacity(phase.isIdentity ? 1 : 0)  // fades out at the leading edge only
        }
    }
  }
}
