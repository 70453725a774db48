import CarouselUI
import SwiftUI

/// A social feed: a strip of stories above many posts, each post with a photo carousel of its
/// own, in a `LazyVStack` or a `List`. Each carousel keeps its own page while it is on screen;
/// vertical drags scroll the feed, horizontal ones page the post under the finger.
struct StoriesFeedScreen: View {
  @State private var usesList = false

  var body: some View {
    VStack(spacing: 0) {
      Picker("Container", selection: $usesList) {
        Text("LazyVStack").tag(false)
        Text("List").tag(true)
      }
      .pickerStyle(.segmented)
      .padding()

      if usesList {
        List {
          StoriesStrip()
            .listRowInsets(EdgeInsets())
          ForEach(PhotoPost.samples) { post in
            PhotoPostRow(post: post)
              .listRowInsets(EdgeInsets(top: 12, leading: 0, bottom: 12, trailing: 0))
          }
        }
        .listStyle(.plain)
      } else {
        ScrollView {
          StoriesStrip()
          LazyVStack(spacing: 24) {
            ForEach(PhotoPost.samples) { post in
              PhotoPostRow(post: post)
            }
          }
          .padding(.vertical)
        }
      }
    }
  }
}

/// One post of the feed, with 3 to 5 photos.
struct PhotoPost: Identifiable {
  let id: Int
  let author: String
  let photos: [Slide]

  /// Thirty posts, taking their photos in turn from the gallery's sets.
  static let samples: [PhotoPost] = (1...30).map { number in
    let sets = [Slide.places, Slide.banners, Slide.featured, Slide.albums]
    let photos = Array(sets[number % sets.count].prefix(3 + number % 3))
    return PhotoPost(id: number, author: "Friend \(number)", photos: photos)
  }
}

/// The stories: a plain horizontal scroll view, not a carousel. Every story on screen takes a
/// tap, and a carousel gives taps only to its focused item (a tap on a neighbor selects it);
/// the strip also starts at the leading edge instead of centering one story. A tap opens the
/// story viewer on that story.
private struct StoriesStrip: View {
  @State private var seen: Set<Slide.ID> = []
  @State private var opened: Slide?

  var body: some View {
    ScrollView(.horizontal, showsIndicators: false) {
      LazyHStack(spacing: 14) {
        ForEach(Slide.cards) { story in
          Button {
            seen.insert(story.id)
            opened = story
          } label: {
            VStack(spacing: 6) {
              Image(systemName: story.symbol)
                .foregroundStyle(.white)
                .frame(width: 64, height: 64)
                .background(
                  LinearGradient(colors: story.colors, startPoint: .top, endPoint: .bottom),
                  in: Circle()
                )
                .overlay {
                  Circle().strokeBorder(seen.contains(story.id) ? .gray : .pink, lineWidth: 3)
                }
              Text(story.title).font(.caption)
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
    .fullScreenCover(item: $opened) { story in
      StoryViewer(stories: Slide.cards, current: story.id)
    }
  }
}

/// A post: its author and its photos.
private struct PhotoPostRow: View {
  let post: PhotoPost

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Label(post.author, systemImage: "person.crop.circle")
        .font(.headline)
        .padding(.horizontal)
      // A List row or a vertical ScrollView offers no height: each carousel gets its own.
      Carousel(post.photos) { photo in
        SlideCard(slide: photo, cornerRadius: 0)
      }
      .carouselIndicator(.dots, placement: .overlay(alignment: .bottom))
      .carouselItemName(\.title)
      .frame(height: 300)
    }
  }
}

#Preview {
  NavigationStack { StoriesFeedScreen() }
}
