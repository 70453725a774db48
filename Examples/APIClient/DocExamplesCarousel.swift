// The examples in the documentation of CarouselUI's views (Carousel/, Indicator/, Playback/,
// Reader/, Stage/) and of CarouselViewModel's public types, each exactly as the documentation
// shows it (DocExampleTests checks it), type-checked for iOS 17 and 18 by
// `Scripts/swiftui-check --extra Examples/APIClient`. Each block sits in a view that gives it
// what it names, in an extension of `DocExampleStandIns` (DocExampleStandIns.swift), which
// declares the stand-ins they name; the few these examples need in another shape (a `Step` with
// an `all`, a `Photo` with an image...) are declared in their own enum, which shadows them. Not an
// app.

import CarouselUI
import SwiftUI

extension DocExampleStandIns {
  fileprivate enum CarouselDocs {
    struct AlbumCover: View {
      let album: Album
      init(_ album: Album) { self.album = album }
      var body: some View { Text(album.title) }
    }

    struct Step: Identifiable {
      let id: Int
      static let all = [Step(id: 1), Step(id: 2), Step(id: 3)]
    }

    struct StepView: View {
      let step: Step
      var body: some View { Text("Step \(step.id)") }
    }

    struct MonthView: View {
      let month: Int
      var body: some View { Text("Month \(month + 1)") }
    }

    struct DayView: View {
      let offset: Int
      var body: some View { Text("Day \(offset)") }
    }

    struct Photo {
      let image: Image
    }

    struct FeaturedSlides: View {
      let slides: [Slide]
      @State private var selection: Slide.ID?

      var body: some View {
        Carousel(slides, selection: $selection) { slide in
          SlideView(slide: slide)
        }
        .carouselStyle(.peek)
        .carouselLooping()
        .carouselAutoplay(.seconds(3))
        .frame(height: 240)
      }
    }

    struct AlbumPicker: View {
      let albums: [Album]
      @State private var index = 0

      var body: some View {
        Carousel(albums, id: \.title, selectedIndex: $index) { album in AlbumCover(album) }
          .frame(height: 300)
      }
    }

    struct Steps: View {
      @State private var step: Step.ID = Step.all[0].id

      var body: some View {
        Carousel(Step.all, selection: $step) { step in StepView(step: step) }
          .frame(height: 320)
      }
    }

    struct CoverFlowPicker: View {
      let albums: [Album]
      @State private var index = 0

      var body: some View {
        Carousel(albums, selectedIndex: $index) { album in AlbumCover(album) }
          .carouselStyle(.coverFlow)
          .frame(height: 300)
      }
    }

    /// The blocks that are expressions, each in a view that gives it what it names.
    struct Expressions: View {
      let slides: [Slide]
      let albums: [Album]
      let places: [Place]
      let offers: [Offer]
      let map: PlaceMap
      let analytics: Analytics
      let player: MusicPlayer
      @State private var selection: Slide.ID?
      @State private var selectedID: Place.ID?

      var body: some View {
        Carousel(slides) { slide in SlideView(slide: slide) }
          .carouselItemName(\.title)
          .frame(height: 240)

        Carousel(places, selection: $selectedID) { place in PlaceCard(place) }
          .onCarouselSelectionChange { _, new, cause in
            if cause != .program, let new { map.center(on: new) }
          }
          .frame(height: 180)

        Carousel(offers) { offer in OfferCard(offer) }
          .onCarouselVisibleItemsChange { ids in analytics.logImpressions(ids) }

        Carousel(albums) { album in AlbumCover(album) }
          .onCarouselActivate { album in player.play(album) }

        Carousel(slides, selection: $selection) { slide in SlideView(slide: slide) }
          .frame(height: 240)

        Carousel(slides) { slide in SlideView(slide: slide) }
          .frame(height: 240)

        Carousel(0..<12) { month in MonthView(month: month) }
          .frame(height: 240)
      }
    }

    struct DayStrip: View {
      @State private var day: Int? = 0  // days from today

      var body: some View {
        Carousel(-1_000_000..<1_000_000, selection: $day) { offset in DayView(offset: offset) }
          .carouselStyle(.peek)
          .frame(height: 120)
      }
    }

    struct DayPager: View {
      @State private var day = 0

      var body: some View {
        Carousel(-1_000_000..<1_000_000, selection: $day) { offset in DayView(offset: offset) }
          .frame(height: 120)
      }
    }

    /// The indicator's, the playback button's and the reader's blocks.
    struct AroundTheCarousel: View {
      let slides: [Slide]

      var body: some View {
        CarouselReader { _ in
          Carousel(slides) { slide in SlideView(slide: slide) }
            .carouselIndicator(.hidden)
            .overlay(alignment: .bottom) { CarouselIndicator(.timerProgress).padding() }
            .frame(height: 240)
        }

        CarouselIndicator { context in
          ProgressView(value: context.progress, total: Double(max(context.count - 1, 1)))
        }

        Carousel(slides) { slide in SlideView(slide: slide) }
          .carouselIndicator(.dots, placement: .overlay(alignment: .bottom))
          .frame(height: 240)

        CarouselReader { _ in
          Carousel(slides) { slide in SlideView(slide: slide) }
            .carouselAutoplay(.seconds(3))
            .overlay(alignment: .topTrailing) { CarouselPlaybackButton().padding() }
            .frame(height: 240)
        }

        CarouselReader { proxy in
          VStack {
            Carousel(slides) { slide in SlideView(slide: slide) }
              .frame(height: 240)
            HStack {
              Button("Previous") { proxy.previous() }
              Text("\((proxy.selectedIndex ?? 0) + 1) of \(proxy.count)")
              Button("Next") { proxy.next() }
            }
          }
        }
      }
    }

    /// `CarouselProxy`'s blocks.
    struct ProxyCalls: View {
      let slides: [Slide]

      var body: some View {
        CarouselReader { proxy in
          Carousel(slides) { slide in SlideView(slide: slide) }
            .carouselAutoplay(.seconds(3))
            .frame(height: 240)
          Text("\((proxy.selectedIndex ?? 0) + 1) of \(proxy.count)")
          Button(proxy.playbackState == .playing ? "Pause" : "Play") { proxy.togglePlayback() }
            .disabled(!proxy.playbackState.allowsPlayPause)
          Button("Show the last") { proxy.scrollTo(id: slides.last!.id) }
          Toggle("Autoplay", isOn: proxy.isPlayingBinding)
        }

        CarouselReader { proxy in
          Color.clear
            .onLongPressGesture(minimumDuration: 0.2) {
            } onPressingChanged: { pressing in
              pressing ? proxy.beginHold() : proxy.endHold()
            }
          Button("Next") {
            proxy.next(spring: Spring(duration: 0.5, bounce: 0.3))
          }
        }
      }
    }

    /// `CarouselIndicatorContext`'s block.
    struct ScrubbingIndicator: View {
      var body: some View {
        CarouselIndicator { context in
          GeometryReader { proxy in
            Capsule().fill(.tertiary)
              .overlay(alignment: .leading) {
                Capsule().fill(.tint)
                  .frame(width: proxy.size.width / Double(max(context.count, 1)))
                  .offset(x: proxy.size.width * context.progress / Double(max(context.count, 1)))
              }
              .gesture(
                DragGesture(minimumDistance: 0).onChanged { drag in
                  let fraction = drag.location.x / max(proxy.size.width, 1)
                  context.select(Int(fraction * Double(context.count)))
                })
          }
          .frame(height: 6)
        }
      }
    }

    /// `carouselItemPhase`'s block.
    struct Card: View {
      let photo: Photo
      @Environment(\.carouselItemPhase) private var phase

      var body: some View {
        photo.image
          .offset(x: phase.value * -40)  // parallax: the photo lags behind its card
          .clipped()
      }
    }
  }

  /// The fixed pages' blocks (iOS 18).
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  fileprivate enum CarouselPagesDocs {
    struct Pages: View {
      var body: some View {
        Carousel {
          Welcome()
          Features()
          Done()
        }
        .frame(height: 420)
      }
    }

    struct Tour: View {
      @State private var page = 0

      var body: some View {
        Carousel(selectedIndex: $page) {
          Welcome()
          Features()
        }
        .frame(height: 420)
      }
    }

    enum Step: Hashable { case welcome, form, done }

    struct Onboarding: View {
      @State private var step = Step.welcome

      var body: some View {
        Carousel(selection: $step) {
          Welcome().tag(Step.welcome)
          SignUpForm().tag(Step.form)
          Done().tag(Step.done)
        }
        .carouselPagingDisabled(step == .form, swipesOnly: true)
        .frame(height: 420)
      }
    }
  }
}
