import CarouselUI
import SwiftUI

/// An endless feed: a carousel that starts with one page of 20 items and fetches the next page
/// when the user comes within three items of the end, until the feed's 200 items are all shown.
///
/// No scroll-position tracking is needed: the carousel builds only the slides within its
/// style's reach (the page on screen and the neighbors that peek in or are about to), so a
/// slide's `onAppear` fires as it comes into view, and the `onAppear` of the last three items
/// says that the user is near the end.
@MainActor
struct EndlessFeedScreen: View {
  /// How many items one fetch brings.
  static let pageSize = 20
  /// How many pages the feed has; the last one shows the end.
  static let pageCount = 10
  /// How close to the end, in items, the next page is fetched.
  static let prefetchDistance = 3

  @State private var items = FeedItem.numbered(1...Self.pageSize)
  @State private var isLoading = false

  private static var totalCount: Int { pageSize * pageCount }

  var body: some View {
    CarouselReader { proxy in
      VStack(spacing: 12) {
        Carousel(items) { item in
          SlideCard(slide: item.slide)
            .onAppear { loadMoreIfNeeded(after: item) }
        }
        .carouselItemName(\.slide.title)
        .carouselStyle(.peek)
        // 200 dots do not fit; the footer says where the user is.
        .carouselIndicator(.hidden)
        .frame(height: 300)

        footer(selectedIndex: proxy.selectedIndex)
        Spacer(minLength: 0)
      }
      .padding(.vertical)
    }
  }

  /// The position of the selected item, and how much of the feed is loaded.
  private func footer(selectedIndex: Int?) -> some View {
    VStack(spacing: 4) {
      Text("\((selectedIndex ?? 0) + 1) of \(items.count)")
        .font(.headline.monospacedDigit())
      HStack(spacing: 6) {
        Text(loadingStatus)
        if isLoading {
          ProgressView()
            .controlSize(.mini)
        }
      }
      .font(.footnote.monospacedDigit())
      .foregroundStyle(.secondary)
    }
  }

  /// "Showing 40 of 200 · loading…" while a page is on its way; "· the end" once all are shown.
  private var loadingStatus: String {
    let shown = "Showing \(items.count) of \(Self.totalCount)"
    if isLoading { return "\(shown) · loading…" }
    if items.count >= Self.totalCount { return "\(shown) · the end" }
    return shown
  }

  /// Starts fetching the next page when `item`, which has just come into view, is one of the
  /// last items of the list. The flag is set before the fetch begins, so the other last items
  /// appearing in the same moment start no second fetch.
  private func loadMoreIfNeeded(after item: FeedItem) {
    guard !isLoading, items.count < Self.totalCount, isNearEnd(item) else { return }
    isLoading = true
    Task { await loadNextPage() }
  }

  /// Whether `item` is among the last `prefetchDistance` items. The check is on the item's
  /// position in the array, not on the value of its ID or on the selected index: a real feed's
  /// IDs say nothing about order, and the slide that appears is often a neighbor of the
  /// selected one, whose own place in the list is what tells how close the end is.
  private func isNearEnd(_ item: FeedItem) -> Bool {
    items.suffix(Self.prefetchDistance).contains { $0.id == item.id }
  }

  /// Fetches the page after the last one shown (simulated: a short wait) and appends it.
  /// Appending keeps the selected item selected and lets a swipe or a settle in progress go on
  /// where it is: the new items only extend the end of the feed.
  private func loadNextPage() async {
    try? await Task.sleep(for: .milliseconds(300))
    let last = items.count
    items.append(contentsOf: FeedItem.numbered((last + 1)...(last + Self.pageSize)))
    isLoading = false
  }
}

/// One item of the endless feed: a stable number as its ID and a slide drawn from it.
struct FeedItem: Identifiable {
  /// The item's number, from 1; it never changes, so each slide keeps its view and its state.
  let id: Int
  /// The picture: a gradient and a symbol picked by the number.
  let slide: Slide

  init(id: Int) {
    self.id = id
    let look = Self.looks[(id - 1) % Self.looks.count]
    self.slide = Slide(id: "Item \(id)", symbol: look.symbol, colors: look.colors)
  }

  /// The items numbered `numbers`: one page of the feed.
  static func numbered(_ numbers: ClosedRange<Int>) -> [FeedItem] {
    numbers.map(FeedItem.init(id:))
  }

  /// The symbols and gradients the items take in turn.
  private static let looks: [(symbol: String, colors: [Color])] = [
    ("star.fill", [.pink, .red]),
    ("leaf.fill", [.green, .teal]),
    ("bolt.fill", [.orange, .yellow]),
    ("drop.fill", [.cyan, .blue]),
    ("moon.stars.fill", [.indigo, .purple]),
    ("flame.fill", [.red, .orange]),
    ("snowflake", [.mint, .cyan]),
  ]
}

#Preview {
  NavigationStack { EndlessFeedScreen() }
}
