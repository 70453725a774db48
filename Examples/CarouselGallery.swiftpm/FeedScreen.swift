import CarouselUI
import SwiftUI

/// A feed of posts, one per page of a vertical carousel, each holding a photo carousel of its
/// own: the inner carousels keep their own state (their page, their dots), the outer one is the
/// reader's, and a post's own animations (the like button) run while the feed stands still.
/// Pulled down past its first post, the feed refreshes, as a `List` with `.refreshable` does;
/// the button goes back to the first post (no status-bar tap reaches a carousel).
struct FeedScreen: View {
  @State private var posts = Post.samples

  var body: some View {
    CarouselReader { proxy in
      VStack(spacing: 12) {
        Carousel(posts) { post in
          PostCard(post: post)
        }
        .carouselAxis(.vertical)
        .carouselStyle(.peek)
        .carouselPeek(24)
        .carouselIndicator(.hidden)
        .refreshable { await reload() }
        .frame(maxHeight: .infinity)

        HStack {
          // The reader reads the feed, never a photo carousel inside a post.
          Text("Post \((proxy.selectedIndex ?? 0) + 1) of \(proxy.count)")
            .font(.footnote.monospacedDigit())
            .foregroundStyle(.secondary)
          Button("Top") { proxy.scrollTo(index: 0) }
            .font(.footnote)
        }
      }
      .padding(.vertical)
    }
  }

  /// Stands in for a network load: a moment, then the posts in a new order.
  private func reload() async {
    try? await Task.sleep(for: .seconds(1))
    posts = Post.samples.shuffled()
  }
}

/// One post of the feed.
struct Post: Identifiable {
  let id: String
  let author: String
  let photos: [Slide]

  static let samples = [
    Post(id: "trip", author: "Ana · Weekend trip", photos: Slide.places),
    Post(id: "shop", author: "Shop · New in", photos: Slide.banners),
    Post(id: "walk", author: "Ben · Morning walk", photos: Slide.featured),
  ]
}

/// A post: its author, its photos in a carousel of their own, and a like button whose
/// `withAnimation` reaches the post (the feed's placement does not animate, the post does).
private struct PostCard: View {
  let post: Post
  @State private var isLiked = false

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text(post.author)
        .font(.headline)
      Carousel(post.photos) { photo in
        SlideCard(slide: photo, cornerRadius: 16)
      }
      .carouselItemName(\.title)
      .carouselIndicator(.dots, placement: .overlay(alignment: .bottom))
      .frame(height: 220)
      Button {
        withAnimation(.snappy) { isLiked.toggle() }
      } label: {
        Label(isLiked ? "Liked" : "Like", systemImage: isLiked ? "heart.fill" : "heart")
          .scaleEffect(isLiked ? 1.15 : 1)
      }
      .buttonStyle(.bordered)
    }
    .padding(16)
    .background(.regularMaterial, in: .rect(cornerRadius: 24))
    .padding(.horizontal)
  }
}

#Preview {
  NavigationStack { FeedScreen() }
}
