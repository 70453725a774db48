// Screen 4: a home feed, a strip of stories above posts that each hold a photo carousel.
import CarouselUI
import SwiftUI

struct Story: Identifiable {
  let id: Int
  let name: String
  let color: Color
}

struct PostPhoto: Identifiable {
  let id: Int
  let caption: String
  let color: Color
}

struct FeedPost: Identifiable {
  let id: Int
  let author: String
  let photos: [PostPhoto]
}

struct HomeFeedScreen: View {
  let stories = (1...12).map { Story(id: $0, name: "Friend \($0)", color: .pink) }
  let posts = (1...30).map { number in
    FeedPost(
      id: number, author: "Author \(number)",
      photos: (1...4).map { PostPhoto(id: $0, caption: "Photo \($0)", color: .teal) })
  }
  @State private var openedStory: Story.ID?

  var body: some View {
    ScrollView {
      // The stories strip is a plain horizontal scroll view, not a carousel: every visible
      // story takes a tap, while a carousel gives taps only to the focused item.
      ScrollView(.horizontal, showsIndicators: false) {
        LazyHStack(spacing: 12) {
          ForEach(stories) { story in
            Button {
              openedStory = story.id
            } label: {
              VStack {
                Circle().fill(story.color).frame(width: 64, height: 64)
                Text(story.name).font(.caption)
              }
            }
            .buttonStyle(.plain)
          }
        }
        .scrollTargetLayout()
        .padding(.horizontal)
      }
      .scrollTargetBehavior(.viewAligned)
      .frame(height: 96)

      LazyVStack(spacing: 24) {
        ForEach(posts) { post in
          VStack(alignment: .leading) {
            Text(post.author).font(.headline).padding(.horizontal)
            // A vertical scroll view offers no height: give each carousel its own.
            Carousel(post.photos) { photo in
              Rectangle().fill(photo.color)
                .overlay { Text(photo.caption).foregroundStyle(.white) }
            }
            .carouselIndicator(.dots, placement: .overlay(alignment: .bottom))
            .frame(height: 300)
            .carouselItemName(\PostPhoto.caption)
          }
        }
      }
    }
  }
}
