import SwiftUI

/// The gallery: one screen per seed carousel, rebuilt with CarouselUI.
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
  case discover
  case explore
  case featured
  case modes
  case ring
  case styles
  case nested
  case feed
  case endless
  case synced
  case onboarding

  var id: Self { self }

  /// The title in the list and in the screen's navigation bar.
  var title: String {
    switch self {
    case .discover: return "Discover"
    case .explore: return "Explore"
    case .featured: return "Featured"
    case .modes: return "Eight Modes"
    case .ring: return "3D Ring"
    case .styles: return "Styles"
    case .nested: return "In a List"
    case .feed: return "Feed"
    case .endless: return "Endless Feed"
    case .synced: return "Hero and Thumbnails"
    case .onboarding: return "Onboarding"
    }
  }

  /// What the screen shows, in one line.
  var summary: String {
    switch self {
    case .discover: return "An auto-advancing banner that holds still under a finger"
    case .explore: return "Neighbors peek in, scaled and dimmed"
    case .featured: return "Play and pause, with 0, 1 or 5 slides"
    case .modes: return "Horizontal or vertical, finite or looping, manual or autoplay"
    case .ring: return "A vertical ring whose dots follow the finger"
    case .styles: return "Scale, opacity and 3D rotation transitions, and every other style"
    case .nested: return "A carousel in a scrolling list, with buttons on its slides"
    case .feed: return "Posts in a vertical carousel, each with a photo carousel of its own"
    case .endless: return "Loads 20 more items as you near the end, up to 200"
    case .synced: return "Two carousels that share one selection"
    case .onboarding: return "Fixed pages (iOS 18) and an indicator you can scrub"
    }
  }

  /// The SF Symbol beside the title.
  var symbol: String {
    switch self {
    case .discover: return "sparkles.rectangle.stack"
    case .explore: return "rectangle.split.3x1"
    case .featured: return "play.rectangle"
    case .modes: return "square.grid.2x2"
    case .ring: return "circle.dashed"
    case .styles: return "paintpalette"
    case .nested: return "list.bullet.rectangle"
    case .feed: return "rectangle.stack"
    case .endless: return "infinity"
    case .synced: return "photo.on.rectangle"
    case .onboarding: return "hand.wave"
    }
  }

  /// The screen itself.
  @MainActor @ViewBuilder var destination: some View {
    switch self {
    case .discover: DiscoverScreen()
    case .explore: ExploreScreen()
    case .featured: FeaturedScreen()
    case .modes: ModesScreen()
    case .ring: RingScreen()
    case .styles: StylesScreen()
    case .nested: NestedListScreen()
    case .feed: FeedScreen()
    case .endless: EndlessFeedScreen()
    case .synced: SyncedScreen()
    case .onboarding: OnboardingScreen()
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
