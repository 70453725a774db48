// The examples of CarouselCore's documentation whose code is SwiftUI: the docs of public Core
// symbols an app passes to a modifier (styles, springs, indicator styles, transitions, autoplay
// options...), and the SwiftUI part of the "Writing a Custom Style" article. Each is written as
// its `///` comment or the article shows it (DocExampleTests checks that, line for line), inside
// a view of this namespace, in an extension of `DocExampleStandIns` (DocExampleStandIns.swift),
// which declares the item views the examples name; the namespace holds their data and the few
// names these examples need in another shape. Compile-only, like the rest of this folder.

import CarouselUI
import SwiftUI

extension DocExampleStandIns {
  fileprivate enum CoreDocExamples {
    struct Chip: Identifiable {
      let id: String
      let title: String
    }

    static let photos = [Photo(id: 1), Photo(id: 2)]
    static let slides = photos
    static let albums = photos
    static let cards = [Card(id: 1), Card(id: 2)]
    static let tiles = [App(id: 1), App(id: 2)]
    static let themes = [Theme(id: "Dawn"), Theme(id: "Dusk")]
    static let chips = [Chip(id: "all", title: "All"), Chip(id: "new", title: "New")]
    static let stories = [Story(id: 1), Story(id: 2)]
    static let storyDurations: [Story.ID: AutoplayInterval] = [2: .seconds(8)]

    /// These examples show a slide and an album as a photo, with an unlabeled argument.
    typealias SlideView = PhotoCard
    typealias AlbumCover = PhotoCard

    static func playWhoosh() {}

    /// The built-in styles' static members (`Styles/`), `AnyCarouselLayoutStyle` and the custom
    /// style article's use of its style.
    struct Styles: View {
      var body: some View {
        VStack {
          coverFlow
          fade
          paged
          peek
          ring
          rotation
        }
        VStack {
          scale
          stack
          peekWithScale
          leaning
        }
      }

      var coverFlow: some View {
        Carousel(photos) { photo in PhotoCard(photo) }
          .carouselStyle(.coverFlow)
      }

      var fade: some View {
        Carousel(photos) { photo in PhotoCard(photo) }
          .carouselStyle(.fade)
      }

      var paged: some View {
        Carousel(photos) { photo in PhotoCard(photo) }
          .carouselStyle(.paged)
      }

      var peek: some View {
        Carousel(photos) { photo in PhotoCard(photo) }
          .carouselStyle(.peek(peek: 40))
      }

      var ring: some View {
        Carousel(albums) { album in AlbumCover(album) }
          .carouselStyle(.ring(castsShadows: true))
          .carouselLooping()
      }

      var rotation: some View {
        Carousel(photos) { photo in PhotoCard(photo) }
          .carouselStyle(.rotation(sideAngle: .pi / 3))
      }

      var scale: some View {
        Carousel(photos) { photo in PhotoCard(photo) }
          .carouselStyle(.scale(sideScale: 0))  // shrink to nothing
      }

      var stack: some View {
        Carousel(photos) { photo in PhotoCard(photo) }
          .carouselStyle(.stack(visibleDepth: 2))
      }

      var peekWithScale: some View {
        Carousel(photos) { photo in PhotoCard(photo) }
          .carouselStyle(.peek(peek: 40, sideScale: 0.85))
      }

      /// CarouselCore's "Writing a Custom Style" (`.leaning`: DocExamplesCustomStyle.swift, the
      /// UI article's code).
      var leaning: some View {
        Carousel(photos) { photo in PhotoCard(photo) }
          .carouselStyle(.leaning)
      }
    }

    /// Layout settings: alignment, item lengths, sizing, the spring, the indicator.
    struct Layout: View {
      var body: some View {
        VStack {
          alignment
          itemLengths
          fitted
          sizing
        }
        VStack {
          springs
          indicator
          timerIndicator
        }
      }

      var alignment: some View {
        Carousel(tiles) { tile in TileView(tile) }
          .carouselStyle(.peek)
          .carouselAlignment(.leading)
      }

      @ViewBuilder var itemLengths: some View {
        Carousel(photos) { photo in PhotoCard(photo) }
          .carouselItemLength(.fraction(0.8))  // 312 of a 390-point room
        Carousel(photos) { photo in PhotoCard(photo) }
          .carouselItemLength(.count(3, span: 2))  // two of three columns
        Carousel(photos) { photo in PhotoCard(photo) }
          .carouselItemLength(.points(280))  // 280 points, whatever the room
      }

      var fitted: some View {
        Carousel(chips) { chip in Text(chip.title) }
          .carouselItemLength(.fitted)
      }

      var sizing: some View {
        Carousel(themes) { theme in ThemeSwatch(theme) }
          .carouselSizing(.fitted)  // as tall as the swatches, plus the dots
      }

      @ViewBuilder var springs: some View {
        Carousel(photos) { photo in PhotoCard(photo) }
          .carouselSpring(.snappy)  // a little overshoot
        Carousel(photos) { photo in PhotoCard(photo) }
          .carouselSpring(SettleSpring(duration: 0.35, bounce: 0))  // quicker, no overshoot
        Carousel(photos) { photo in PhotoCard(photo) }
          .carouselSpring(.spring(duration: 0.4, bounce: 0.2))
          .carouselSpring(.spring(response: 0.35, dampingFraction: 0.85))  // 0.35 s, bounce 0.15
          .carouselSpring(.smooth(duration: 0.3))
          .carouselSpring(.snappy(duration: 0.3))
          .carouselSpring(.bouncy(duration: 0.6, extraBounce: 0.1))
      }

      var indicator: some View {
        Carousel(slides) { slide in SlideView(slide) }
          .carouselIndicator(.dots(.capsules))
      }

      var timerIndicator: some View {
        Carousel(slides) { slide in SlideView(slide) }
          .carouselIndicator(.timerProgress(.capsules))
      }
    }

    /// Where a release comes to rest (`Engine/`).
    struct TargetBehaviors: View {
      @State private var filter = "all"

      var body: some View {
        VStack {
          chipsRow
          sections
        }
      }

      var chipsRow: some View {
        Carousel(chips, selection: $filter) { chip in
          Button(chip.title) { filter = chip.id }
        }
        .carouselItemLength(.fitted)
        .carouselAlignment(.leading)
        .carouselTargetBehavior(.free)
      }

      var sections: some View {
        Carousel(tiles) { tile in TileView(tile) }
          .carouselItemLength(count: 3, spacing: 12)
          .carouselAlignment(.leading)
          .carouselTargetBehavior(SectionStarts())
      }
    }

    /// The behavior of `CarouselTargetBehavior`'s example (which a test of CarouselCoreTests
    /// holds and runs): snaps to the first tile of each section.
    struct SectionStarts: CarouselTargetBehavior {
      var starts = [0, 3, 5]

      func updateTarget(_ target: inout CarouselTarget, context: CarouselTargetContext) {
        let released = context.releasedAt
        target.index = starts.min { abs(Double($0) - released) < abs(Double($1) - released) } ?? 0
      }
    }

    /// Autoplay, playback and the phase (`Autoplay/`, `Callbacks/`, `Clock/`).
    struct Playback: View {
      @State private var story = 1
      @Environment(\.dismiss) private var dismiss

      var body: some View {
        VStack {
          storyViewer
          playPause
          suspensions
          phases
          SlidesPreview()
        }
      }

      var storyViewer: some View {
        Carousel(stories, selection: $story) { StoryPage($0) }
          .carouselAutoplay(.seconds(5), durations: storyDurations, options: .story)
          .onCarouselAutoplayFinish { dismiss() }
      }

      var playPause: some View {
        CarouselReader { proxy in
          Carousel(slides) { slide in SlideView(slide) }
            .carouselAutoplay(.seconds(3))
          Button(proxy.playbackState == .playing ? "Pause" : "Play") { proxy.togglePlayback() }
            .disabled(!proxy.playbackState.allowsPlayPause)
        }
      }

      var suspensions: some View {
        CarouselReader { proxy in
          Carousel(slides) { slide in SlideView(slide) }
            .carouselAutoplay(.seconds(3))
          // [] while it runs; [.offScreen] before the carousel appears, [.reduceMotion] with Reduce
          // Motion on
          Text(verbatim: "\(proxy.autoplaySuspensions)")
        }
      }

      var phases: some View {
        Carousel(slides) { slide in SlideView(slide) }
          .onCarouselPhaseChange { old, new, context in
            if new == .settling, abs(context.velocity) > 2_000 { playWhoosh() }
          }
      }
    }

    struct SlidesPreview: View {
      let clock = ManualClock()

      var body: some View {
        Carousel(slides) { slide in SlideView(slide) }
          .carouselAutoplay(.seconds(3))
          .carouselClock(clock)
        Button("Next") { clock.advance(by: .seconds(3)) }  // autoplay moves to the next slide
      }
    }

    /// Per-item effects (`Transition/`) and drawing a laid-out item (`Layout/`).
    struct Transitions: View {
      let items: [CarouselVisibleItem]
      let data: [Photo]

      var body: some View {
        VStack {
          scaledTiles
          threshold
          deck
          rotated(Text("Beach"), item: items[0])
          drawn
        }
      }

      var scaledTiles: some View {
        Carousel(photos) { photo in Tile(photo) }
          .carouselItemLength(.count(3))
          .carouselTransition { content, phase in
            content
              .scaleEffect(phase.isIdentity ? 1 : 0.85)  // whole tiles full size, cut ones smaller
              .opacity(phase.isIdentity ? 1 : 0.5)
          }
      }

      var threshold: some View {
        Carousel(photos) { photo in Tile(photo) }
          .carouselTransition(.interactive.threshold(.visible(0.9))) { content, phase in
            content.opacity(phase.isIdentity ? 1 : 0.3)  // full while 90% of a tile is in view
          }
      }

      var deck: some View {
        Carousel(cards) { card in CardView(card) }
          .carouselStyle(.stack)
          .carouselTransition(.interactive.fromFocus()) { content, phase in
            content.blur(radius: min(abs(phase.value), 2) * 3)  // cards behind the top one blur
          }
      }

      func rotated(_ view: some View, item: CarouselVisibleItem) -> some View {
        view.rotation3DEffect(
          .radians(item.rotation.angle),
          axis: (item.rotation.axis.x, item.rotation.axis.y, item.rotation.axis.z))
      }

      func card(_ photo: Photo) -> some View { PhotoCard(photo) }

      var drawn: some View {
        ZStack {
          ForEach(items, id: \.page) { item in
            card(data[item.index])
              .scaleEffect(item.scale).opacity(item.opacity)
              .offset(x: item.x, y: item.y).zIndex(item.zIndex)
          }
        }
      }
    }
  }
}
