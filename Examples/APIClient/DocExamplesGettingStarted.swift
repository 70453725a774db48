// The code of the DocC article "Getting Started with Carousel" (CarouselUI), each block exactly as
// the article shows it (DocExampleTests checks it), type-checked for iOS 17 and 18 by
// `Scripts/swiftui-check --extra Examples/APIClient`. The article's `Slide` and `SlideView` are
// declared in `DocExampleStandIns` (DocExampleStandIns.swift holds the stand-ins) and serve the
// other files' examples too; its views are nested in enums of their own so that their names do
// not collide with the other files' examples. Not an app.

import CarouselUI
import SwiftUI

extension DocExampleStandIns {
  struct Slide: Identifiable {
    let id: String
    let color: Color
  }

  struct FeaturedView: View {
    let slides = [
      Slide(id: "Mountains", color: .blue),
      Slide(id: "Beach", color: .orange),
      Slide(id: "City", color: .purple),
    ]

    var body: some View {
      Carousel(slides) { slide in
        SlideView(slide: slide)
      }
      .frame(height: 240)
    }
  }

  struct SlideView: View {
    let slide: Slide

    var body: some View {
      RoundedRectangle(cornerRadius: 20)
        .fill(slide.color)
        .overlay { Text(slide.id).font(.title.bold()).foregroundStyle(.white) }
        .padding(.horizontal)
    }
  }

  fileprivate enum GettingStartedArticle {
    struct SelectionView: View {
      let slides: [Slide]
      @State private var selection: Slide.ID = "Mountains"

      var body: some View {
        VStack {
          Carousel(slides, selection: $selection) { slide in
            SlideView(slide: slide)
          }
          .frame(height: 240)
          Button("Show the City") { selection = "City" }
        }
      }
    }

    struct AlbumPicker: View {
      let albums: [Album]
      @State private var index = 0

      var body: some View {
        VStack {
          Carousel(albums, selectedIndex: $index) { album in AlbumCover(album: album) }
            .carouselStyle(.coverFlow)
            .frame(height: 300)
          Text("Album \(index + 1) of \(albums.count)")
        }
      }
    }

    struct Deck: View {
      @State private var cards: [Card]
      @State private var selection: Card.ID?

      var body: some View {
        VStack {
          Carousel(cards, selection: $selection) { card in
            CardView(card: card)
              .transition(.scale.combined(with: .opacity))
          }
          .carouselStyle(.peek)
          .frame(height: 300)
          Button("Remove") {
            withAnimation(.snappy) { cards.removeAll { $0.id == selection } }
          }
        }
      }
    }

    struct ConfigureIt: View {
      let slides: [Slide]

      var body: some View {
        Carousel(slides) { slide in SlideView(slide: slide) }
          .carouselStyle(.peek)
          .carouselLooping()
          .carouselAutoplay(.seconds(3))
          .carouselSpring(.snappy(duration: 0.3))
          .carouselIndicator(.timerProgress, placement: .overlay(alignment: .bottom))
          .frame(height: 240)
      }
    }

    struct ControlledView: View {
      let slides: [Slide]

      var body: some View {
        CarouselReader { proxy in
          VStack {
            Carousel(slides) { slide in SlideView(slide: slide) }
              .carouselAutoplay(.seconds(3))
              .frame(height: 240)
            HStack {
              Button("Previous") { proxy.previous() }
              Text("\((proxy.selectedIndex ?? 0) + 1) of \(proxy.count)")
              CarouselPlaybackButton()
              Button("Next") { proxy.next(spring: .bouncy) }
            }
            Toggle("Autoplay", isOn: proxy.isPlayingBinding)
          }
        }
      }
    }

    struct PlayPauseButton: View {
      let proxy: CarouselProxy

      var body: some View {
        Button(proxy.playbackState == .playing ? "Pause" : "Play") { proxy.togglePlayback() }
          .disabled(!proxy.playbackState.allowsPlayPause)
      }
    }

    struct FollowIt: View {
      let places: [Place]
      let map: PlaceMap
      let video: VideoPlayer
      let analytics: Analytics
      @State private var selectedID: Place.ID?

      var body: some View {
        Carousel(places, selection: $selectedID) { place in PlaceCard(place: place) }
          .onCarouselSelectionChange { old, new, cause in
            // A swipe, a tap, the dots, autoplay, a key, VoiceOver, your own code, or the data.
            if cause != .program, let new { map.center(on: new) }
          }
          .onCarouselPhaseChange { old, new in
            // .idle, .tracking, .dragging, .settling, .autoplaying
            video.isPaused = new.isMoving
          }
          .onCarouselVisibleItemsChange { ids in analytics.logImpressions(ids) }
          .frame(height: 180)
      }
    }

    struct Effects: View {
      let albums: [Album]

      var body: some View {
        Carousel(albums) { album in AlbumTile(album) }
          .carouselItemLength(count: 3, spacing: 12)
          .carouselTransition { content, phase in
            content
              .scaleEffect(phase.isIdentity ? 1 : 0.85)
              .opacity(phase.isIdentity ? 1 : 0.5)
          }
      }
    }

    struct AlbumBrowser: View {
      let albums: [Album]
      let player: MusicPlayer
      @FocusState private var carouselHasFocus: Bool

      var body: some View {
        VStack {
          Carousel(albums) { album in AlbumCover(album: album) }
            .onCarouselActivate { album in player.play(album) }
            .carouselFocused($carouselHasFocus)
            .frame(height: 300)
          Button("Browse albums") { carouselHasFocus = true }
        }
      }
    }

    struct Empty: View {
      let slides: [Slide]

      var body: some View {
        Carousel(slides) { slide in SlideView(slide: slide) }
          .carouselEmptyContent {
            ContentUnavailableView("No Slides", systemImage: "photo.on.rectangle")
          }
          .frame(height: 240)
      }
    }

    struct LoadMore: View {
      let feed: Feed
      @State private var posts: [Post] = []
      @State private var isLoading = false

      var body: some View {
        Carousel(posts) { post in
          PostCard(post: post)
            .onAppear {
              if !isLoading, posts.suffix(3).contains(where: { $0.id == post.id }) {
                isLoading = true
                Task {
                  posts += await feed.nextPage()
                  isLoading = false
                }
              }
            }
        }
        .frame(height: 300)
      }
    }

    struct DayStrip: View {
      @State private var day: Int? = 0  // days from today

      var body: some View {
        Carousel(-1_000_000..<1_000_000, selection: $day) { offset in
          DayCell(date: Calendar.current.date(byAdding: .day, value: offset, to: .now)!)
        }
        .carouselStyle(.peek)
        .frame(height: 88)
      }
    }

    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    struct Tour: View {
      @State private var page = 0

      var body: some View {
        Carousel(selectedIndex: $page) {
          Welcome()
          Features()
          Done()
        }
        .frame(height: 420)
      }
    }
  }

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  fileprivate enum GettingStartedTaggedPages {

    enum Step: Hashable { case welcome, form, done }

    struct TaggedOnboarding: View {
      @State private var step = Step.welcome

      var body: some View {
        Carousel(selection: $step) {
          Welcome().tag(Step.welcome)
          SignUpForm { step = .done }.tag(Step.form)
          Done().tag(Step.done)
        }
        .carouselPagingDisabled(step == .form, swipesOnly: true)
        .frame(height: 420)
      }
    }
  }

  fileprivate enum GettingStartedIOS17Pages {

    enum Step: CaseIterable, Identifiable {
      case welcome, form, done
      var id: Self { self }
    }

    struct Onboarding: View {
      @State private var step = Step.welcome

      var body: some View {
        Carousel(Step.allCases, selection: $step) { page in
          switch page {
          case .welcome: Welcome()
          case .form: SignUpForm { step = .done }
          case .done: Done()
          }
        }
        .carouselPagingDisabled(step == .form, swipesOnly: true)
        .frame(height: 420)
      }
    }
  }
}
