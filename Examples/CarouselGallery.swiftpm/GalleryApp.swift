import SwiftUI

/// The gallery: one screen per kind of carousel, named by what it shows.
@main
struct GalleryApp: App {
  var body: some Scene {
    WindowGroup {
      GalleryHome()
    }
  }
}

/// The screens of the gallery, in the order the list shows them.
enum GalleryScreen: String, CaseIterable, Identifiable, Hashable {
  case heroBanner
  case heroDetail
  case peekCards
  case playPause
  case photoBrowser
  case zoomablePhotos
  case parallaxCards
  case edgeEffects
  case placeMap
  case storeRows
  case sectionSnap
  case chips
  case coverFlowPicker
  case onboarding
  case scrubBar
  case modes
  case ring
  case styles
  case nestedList
  case storiesFeed
  case feed
  case endlessFeed
  case loadMore
  case impressions
  case animatedEdits

  var id: Self { self }

  /// The title in the list and in the screen's navigation bar.
  var title: String {
    switch self {
    case .heroBanner: return "Hero banner"
    case .heroDetail: return "Hero with details"
    case .peekCards: return "Peek cards"
    case .playPause: return "Play and pause"
    case .photoBrowser: return "Photo browser with thumbnails"
    case .zoomablePhotos: return "Zoomable photos"
    case .parallaxCards: return "Parallax cards"
    case .edgeEffects: return "Effects at the edges"
    case .placeMap: return "Places on a map"
    case .storeRows: return "Store rows"
    case .sectionSnap: return "Sections that snap to their first tile"
    case .chips: return "Chips"
    case .coverFlowPicker: return "Cover-flow picker"
    case .onboarding: return "Onboarding"
    case .scrubBar: return "Scrub bar"
    case .modes: return "Axis, looping and autoplay"
    case .ring: return "Ring"
    case .styles: return "Styles"
    case .nestedList: return "Nested list"
    case .storiesFeed: return "Stories and posts"
    case .feed: return "Feed"
    case .endlessFeed: return "Endless feed"
    case .loadMore: return "Load more"
    case .impressions: return "Impressions"
    case .animatedEdits: return "Edits that animate"
    }
  }

  /// What the screen shows, in one line.
  var summary: String {
    switch self {
    case .heroBanner: return "An auto-advancing banner that holds still under a finger"
    case .heroDetail: return "Slides that open a detail screen; autoplay waits while it shows"
    case .peekCards: return "Neighbors peek in, scaled and dimmed"
    case .playPause: return "Play and pause, with 0, 1 or 5 slides"
    case .photoBrowser: return "A photo and its thumbnails in step, moved by buttons"
    case .zoomablePhotos: return "Pinch to zoom a photo; paging is off while it is zoomed"
    case .parallaxCards: return "Cards that grow smoothly, fade and turn, with parallax"
    case .edgeEffects: return "Tiles that shrink as they leave the row, as scrollTransition does"
    case .placeMap: return "Place cards and a map in step, telling a swipe from a marker tap"
    case .storeRows:
      return "Leading rows sized like containerRelativeFrame, and a hero in the safe area"
    case .sectionSnap: return "Sections of 3, 2 and 3 tiles; a swipe moves a section"
    case .chips: return "Filter chips as wide as their text; a tap selects one"
    case .coverFlowPicker: return "Cover flow bound to an index, named for VoiceOver, right to left"
    case .onboarding: return "Back, Next, a text field; a swipe on puts its keyboard away"
    case .scrubBar: return "A custom indicator you can drag along"
    case .modes: return "Horizontal or vertical, finite or looping, manual or autoplay"
    case .ring: return "A vertical 3D ring, shaded by depth, whose dots move at halfway"
    case .styles: return "Scale, opacity and 3D rotation transitions, and every other style"
    case .nestedList: return "A carousel in a scrolling list, with buttons on its slides"
    case .storiesFeed: return "A stories strip over many posts, each with its own carousel"
    case .feed: return "Posts in a vertical carousel, each with a photo carousel of its own"
    case .endlessFeed: return "Loads 20 more items as you near the end, up to 200"
    case .loadMore: return "Loads pages from the network, with empty and error states"
    case .impressions: return "Sections that log the items seen when they come to rest"
    case .animatedEdits: return "Cards inserted and removed inside withAnimation, with a transition"
    }
  }

  /// The SF Symbol beside the title.
  var symbol: String {
    switch self {
    case .heroBanner: return "sparkles.rectangle.stack"
    case .heroDetail: return "rectangle.portrait.and.arrow.right"
    case .peekCards: return "rectangle.split.3x1"
    case .playPause: return "play.rectangle"
    case .photoBrowser: return "photo.on.rectangle"
    case .zoomablePhotos: return "plus.magnifyingglass"
    case .parallaxCards: return "square.3.layers.3d"
    case .edgeEffects: return "rectangle.righthalf.inset.filled.arrow.right"
    case .placeMap: return "map"
    case .storeRows: return "square.grid.3x1.below.line.grid.1x2"
    case .sectionSnap: return "rectangle.split.3x1.fill"
    case .chips: return "capsule.fill"
    case .coverFlowPicker: return "square.stack.3d.forward.dottedline"
    case .onboarding: return "hand.wave"
    case .scrubBar: return "slider.horizontal.below.rectangle"
    case .modes: return "square.grid.2x2"
    case .ring: return "circle.dashed"
    case .styles: return "paintpalette"
    case .nestedList: return "list.bullet.rectangle"
    case .storiesFeed: return "person.2.circle"
    case .feed: return "rectangle.stack"
    case .endlessFeed: return "infinity"
    case .loadMore: return "arrow.down.circle"
    case .impressions: return "eye"
    case .animatedEdits: return "plus.rectangle.on.rectangle"
    }
  }

  /// The screen itself.
  @MainActor @ViewBuilder var destination: some View {
    switch self {
    case .heroBanner: HeroBannerScreen()
    case .heroDetail: HeroDetailScreen()
    case .peekCards: PeekCardsScreen()
    case .playPause: PlayPauseScreen()
    case .photoBrowser: PhotoBrowserScreen()
    case .zoomablePhotos: ZoomablePhotoScreen()
    case .parallaxCards: ParallaxCardsScreen()
    case .edgeEffects: EdgeEffectsScreen()
    case .placeMap: PlaceMapScreen()
    case .storeRows: StoreRowsScreen()
    case .sectionSnap: SectionSnapScreen()
    case .chips: ChipsScreen()
    case .coverFlowPicker: CoverFlowPickerScreen()
    case .onboarding: OnboardingScreen()
    case .scrubBar: ScrubBarScreen()
    case .modes: ModesScreen()
    case .ring: RingScreen()
    case .styles: StylesScreen()
    case .nestedList: NestedListScreen()
    case .storiesFeed: StoriesFeedScreen()
    case .feed: FeedScreen()
    case .endlessFeed: EndlessFeedScreen()
    case .loadMore: LoadMoreScreen()
    case .impressions: ImpressionsFeedScreen()
    case .animatedEdits: AnimatedEditsScreen()
    }
  }
}

/// The list of screens.
struct GalleryHome: View {
  var body: some View {
    NavigationStack {
      List(GalleryScreen.allCases) { screen in
        NavigationLink(value: screen) {
          Label {
            VStack(alignment: .leading, spacing: 2) {
              Text(screen.title)
              Text(screen.summary)
                .font(.footnote)
                .foregroundStyle(.secondary)
            }
          } icon: {
            Image(systemName: screen.symbol)
          }
        }
      }
      .navigationTitle("Carousel Gallery")
      .navigationDestination(for: GalleryScreen.self) { screen in
        screen.destination
          .navigationTitle(screen.title)
          .navigationBarTitleDisplayMode(.inline)
      }
    }
  }
}

#Preview {
  GalleryHome()
}
