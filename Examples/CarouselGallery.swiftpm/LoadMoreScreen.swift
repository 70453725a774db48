import CarouselUI
import SwiftUI

/// A carousel that loads more from the network as the user nears its end, with its loading,
/// empty and error states. The network is simulated; the picker chooses what it answers.
struct LoadMoreScreen: View {
  @StateObject private var feed = NewsFeed()

  var body: some View {
    VStack(spacing: 16) {
      Picker("The network", selection: $feed.outcome) {
        ForEach(NewsFeed.Outcome.allCases) { outcome in
          Text(outcome.title).tag(outcome)
        }
      }
      .pickerStyle(.segmented)
      .padding(.horizontal)

      Carousel(feed.stories) { story in
        SlideCard(slide: story)
          .onAppear {
            // One of the last three coming into view: fetch the next page. `loadMore` starts
            // no second fetch while one is on its way.
            if feed.stories.suffix(3).contains(where: { $0.id == story.id }) {
              Task { await feed.loadMore() }
            }
          }
      }
      .carouselStyle(.peek)
      .carouselItemName(\.title)
      // What the carousel shows while it has no items: the first load, nothing at all, or the
      // first load's error.
      .carouselEmptyContent {
        if feed.isLoading {
          ProgressView("Loading…")
        } else if feed.failed {
          ContentUnavailableView {
            Label("Couldn't Load", systemImage: "wifi.exclamationmark")
          } description: {
            Text("Check your connection and try again.")
          } actions: {
            Button("Try Again") { Task { await feed.loadMore() } }
              .buttonStyle(.borderedProminent)
          }
        } else {
          ContentUnavailableView("Nothing Here Yet", systemImage: "tray")
        }
      }
      .frame(height: 300)

      // Once items are shown, a later page's state goes below them, and the items stay.
      footer
      Spacer(minLength: 0)

      Button("Start Over") { Task { await feed.reload() } }
        .disabled(feed.isLoading)
    }
    .padding(.vertical)
    .task { await feed.loadMore() }
  }

  @ViewBuilder private var footer: some View {
    if feed.stories.isEmpty {
      EmptyView()
    } else if feed.isLoading {
      ProgressView()
    } else if feed.failed {
      Button("Couldn't load more. Try Again", systemImage: "arrow.clockwise") {
        Task { await feed.loadMore() }
      }
    } else if !feed.hasMore {
      Text("That's everything: \(feed.stories.count) stories.").foregroundStyle(.secondary)
    } else {
      Text("\(feed.stories.count) stories loaded").foregroundStyle(.secondary)
    }
  }
}

/// The feed's pages, fetched from a simulated network.
@MainActor
final class NewsFeed: ObservableObject {
  /// What the simulated network answers.
  enum Outcome: String, CaseIterable, Identifiable {
    case pages
    case empty
    case fails

    var id: Self { self }

    var title: String {
      switch self {
      case .pages: return "Three pages"
      case .empty: return "Nothing"
      case .fails: return "Fails"
      }
    }
  }

  @Published var outcome = Outcome.pages
  @Published private(set) var stories: [Slide] = []
  @Published private(set) var isLoading = false
  @Published private(set) var failed = false
  @Published private(set) var hasMore = true

  private static let pageSize = 6
  private static let pageCount = 3

  /// Fetches the next page, unless one is on its way or there is none.
  func loadMore() async {
    guard !isLoading, hasMore else { return }
    isLoading = true
    failed = false
    defer { isLoading = false }
    do {
      let page = try await fetchPage(stories.count / Self.pageSize)
      stories += page
      hasMore = !page.isEmpty && stories.count < Self.pageSize * Self.pageCount
    } catch {
      failed = true
    }
  }

  /// Empties the feed and fetches the first page again.
  func reload() async {
    stories = []
    hasMore = true
    await loadMore()
  }

  /// The simulated request: a short wait, then a page, no items or an error.
  private func fetchPage(_ number: Int) async throws -> [Slide] {
    try await Task.sleep(for: .milliseconds(800))
    switch outcome {
    case .pages:
      return (0..<Self.pageSize).map { offset in
        let card = Slide.cards[offset % Slide.cards.count]
        let id = number * Self.pageSize + offset + 1
        return Slide(id: "Story \(id)", symbol: card.symbol, colors: card.colors)
      }
    case .empty:
      return []
    case .fails:
      throw URLError(.notConnectedToInternet)
    }
  }
}

#Preview {
  NavigationStack { LoadMoreScreen() }
}
