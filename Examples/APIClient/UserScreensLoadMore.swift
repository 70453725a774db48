// Screen 6: articles from the network, in a carousel that loads the next page as the user nears
// its end, with a loading, an empty and an error state.
import CarouselUI
import SwiftUI

struct Article: Identifiable, Decodable {
  let id: Int
  let title: String
}

@MainActor
final class ArticleFeed: ObservableObject {
  @Published private(set) var articles: [Article] = []
  @Published private(set) var isLoading = false
  @Published private(set) var error: (any Error)?
  @Published private(set) var hasMore = true
  private var page = 0

  func loadMore() async {
    guard !isLoading, hasMore else { return }
    isLoading = true
    defer { isLoading = false }
    do {
      let url = URL(string: "https://example.com/articles?page=\(page + 1)")!
      let (data, _) = try await URLSession.shared.data(from: url)
      let next = try JSONDecoder().decode([Article].self, from: data)
      articles += next
      hasMore = !next.isEmpty
      page += 1
      error = nil
    } catch {
      self.error = error
    }
  }
}

struct ArticlesScreen: View {
  @StateObject private var feed = ArticleFeed()

  var body: some View {
    VStack {
      Carousel(feed.articles) { article in
        Text(article.title)
          .font(.title2)
          .frame(maxWidth: .infinity, maxHeight: .infinity)
          .background(.quaternary, in: .rect(cornerRadius: 16))
          .padding(.horizontal)
          .onAppear {
            // One of the last three coming into view: fetch the next page.
            if feed.articles.suffix(3).contains(where: { $0.id == article.id }) {
              Task { await feed.loadMore() }
            }
          }
      }
      .carouselStyle(.peek)
      .carouselEmptyContent {
        if feed.isLoading {
          ProgressView()
        } else if feed.error != nil {
          ContentUnavailableView {
            Label("Couldn't Load Articles", systemImage: "wifi.exclamationmark")
          } description: {
            Text("Check your connection and try again.")
          } actions: {
            Button("Try Again") { Task { await feed.loadMore() } }
          }
        } else {
          ContentUnavailableView("No Articles Yet", systemImage: "newspaper")
        }
      }
      .frame(height: 300)

      // An error after the first page keeps what was loaded and offers a retry.
      if feed.error != nil, !feed.articles.isEmpty {
        Button("Couldn't load more. Try Again") { Task { await feed.loadMore() } }
      } else if feed.isLoading, !feed.articles.isEmpty {
        ProgressView()
      }
    }
    .task { await feed.loadMore() }
  }
}
