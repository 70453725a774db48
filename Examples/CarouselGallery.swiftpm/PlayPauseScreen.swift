import CarouselUI
import SwiftUI

/// A slideshow with play and pause: a banner that pages one slide at a time, advances
/// every 3 seconds and wraps, with dots that select a slide and a play/pause button; switch
/// between 0, 1 and 5 slides to see the edge cases (no timer runs for 0 or 1).
struct PlayPauseScreen: View {
  @State private var slideCount = 5

  var body: some View {
    VStack(alignment: .leading, spacing: 20) {
      Picker("Slides", selection: $slideCount) {
        ForEach([0, 1, 5], id: \.self) { count in
          Text(count == 1 ? "1 slide" : "\(count) slides").tag(count)
        }
      }
      .pickerStyle(.segmented)
      .padding(.horizontal)

      Slideshow(slides: Array(Slide.featured.prefix(slideCount)))

      Text(
        """
        Drag slowly: nothing moves by itself until you let go, and the next advance comes a \
        full 3 seconds later. Pause stops the wait where it is; play resumes it.
        """
      )
      .font(.callout)
      .foregroundStyle(.secondary)
      .padding(.horizontal)

      Spacer(minLength: 0)
    }
    .padding(.top)
  }
}

/// A reusable slideshow, `Slideshow(slides:interval:)`: the carousel, its empty state and a
/// play/pause button with the state it is in (never "Playing" when nothing can play: no
/// slides, one slide, Reduce Motion or VoiceOver on).
struct Slideshow: View {
  let slides: [Slide]
  var interval: Duration = .seconds(3)
  @State private var selection: Slide.ID?

  var body: some View {
    CarouselReader { proxy in
      VStack(spacing: 12) {
        Carousel(slides, selection: $selection) { slide in
          SlideCard(slide: slide, cornerRadius: 20)
            .padding(.horizontal)
        }
        .carouselAutoplay(AutoplayInterval(interval))
        .carouselEmptyContent {
          ContentUnavailableView(
            "No Slides", systemImage: "photo.on.rectangle.angled",
            description: Text("Choose 1 or 5 slides above."))
        }
        .frame(height: 252)

        HStack {
          CarouselPlaybackButton()
            .buttonStyle(.bordered)
          Text(Self.caption(proxy.playbackState))
            .font(.subheadline)
            .foregroundStyle(.secondary)
        }
      }
    }
  }
}

extension Slideshow {
  /// What the slideshow says of its autoplay.
  static func caption(_ state: CarouselPlaybackState) -> String {
    switch state {
    case .playing: return "Playing"
    case .paused: return "Paused"
    case .offBySystemSetting: return "Autoplay is off in Settings"
    case .unavailable: return "Nothing to play"
    }
  }
}

#Preview {
  NavigationStack { PlayPauseScreen() }
}
