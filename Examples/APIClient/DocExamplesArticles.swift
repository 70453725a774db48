// The examples of CarouselUI's articles "Configuring Carousels", "Readers, Nesting and Custom
// Indicators", "Writing a Custom Style" and "Autoplay Rules", each exactly as the article shows
// it (DocExampleTests checks it), type-checked for iOS 17 and 18 by
// `Scripts/swiftui-check --extra Examples/APIClient`. Each block sits in a view that gives it
// what it names, in an extension of `DocExampleStandIns` (DocExampleStandIns.swift), which
// declares the stand-ins they name; the views are nested in an enum of their own so that they do
// not collide with the other files' examples. Not an app.

import CarouselUI
import SwiftUI

extension DocExampleStandIns {
  fileprivate enum ArticleDocs {
    /// "Configuring Carousels".
    struct Configuring: View {
      let featured: [Slide]
      let recent: [Slide]
      let apps: [App]
      let filters: [String]
      let themes: [Theme]
      let banners: [Banner]
      let cards: [Card]
      @State private var step = OnboardingStep.welcome
      @State private var theme = 0

      var body: some View {
        VStack {
          Carousel(featured) { slide in SlideView(slide: slide) }
            .carouselStyle(.peek)  // this one peeks
            .frame(height: 240)
          Carousel(recent) { slide in SlideView(slide: slide) }
            .frame(height: 180)
        }
        .carouselLooping()  // both loop
        .carouselAutoplay(.seconds(4))  // both advance every 4 seconds

        Carousel(OnboardingStep.allCases, selection: $step) { step in StepView(step: step) }
          .carouselPagingDisabled(step == .form, swipesOnly: true)
          .frame(height: 420)

        Carousel(apps) { app in AppTile(app) }
          // .containerRelativeFrame(.horizontal, count: 3, spacing: 12)
          .carouselItemLength(count: 3, spacing: 12)
          .carouselMargins(.horizontal, 20)  // .contentMargins(.horizontal, 20)
          .carouselAlignment(.leading)  // .scrollTargetBehavior(.viewAligned)
          .frame(height: 150)

        Carousel(filters, id: \.self) { filter in
          Text(filter)
            .padding(.horizontal, 14)
            .padding(.vertical, 8)
            .background(.quaternary, in: Capsule())
        }
        .carouselItemLength(.fitted)  // each chip as wide as its text
        .carouselSpacing(8)
        .carouselAlignment(.leading)
        .carouselSizing(.fitted)  // the row as tall as the chips

        Form {
          Section("Theme") {
            Carousel(themes, selectedIndex: $theme) { theme in ThemeSwatch(theme) }
              .carouselItemLength(count: 3, spacing: 8)
              .carouselAlignment(.leading)
              .carouselSizing(.fitted)  // as tall as the swatches, at any text size
          }
        }

        Carousel(banners) { banner in BannerView(banner) }
          // 7-point dots, the current one 22 long, 7 apart
          .carouselIndicator(.dots(.capsules), current: .white, other: .white.opacity(0.4))

        Carousel(cards) { card in CardView(card) }
          // 8-point circles, the current one drawn 1.25 times larger
          .carouselIndicator(.dots(.circles)) { page in
            page == 0 ? Image(systemName: "location.fill") : nil
          }
      }
    }

    /// "Readers, Nesting and Custom Indicators".
    struct Readers: View {
      let photos: [Photo]
      let slides: [Slide]
      let posts: [Post]
      @State private var selection: Photo.ID?

      var body: some View {
        CarouselReader { proxy in
          VStack {
            Carousel(photos, selection: $selection) { photo in PhotoView(photo: photo) }
              .carouselReaderTarget()
              .frame(height: 260)
            Carousel(photos, selection: $selection) { photo in PhotoView(photo: photo) }
              .carouselItemLength(72, cross: 72)
              .frame(height: 72)
            Button("Next") { proxy.next() }
          }
        }

        CarouselReader { proxy in
          VStack {
            Carousel(slides) { slide in SlideView(slide: slide) }
              .frame(height: 240)
            Text("\((proxy.selectedIndex ?? 0) + 1) of \(proxy.count)")
          }
        }

        Carousel(posts) { post in
          VStack {
            Text(post.author)
            Carousel(post.photos) { photo in PhotoView(photo: photo) }
              .carouselIndicator(.dots, placement: .overlay(alignment: .bottom))
              .frame(height: 220)
          }
        }
        .carouselAxis(.vertical)
        .frame(height: 480)

        CarouselIndicator { context in
          GeometryReader { proxy in
            let count = Double(max(context.count, 1))
            let thumb = proxy.size.width / count
            Capsule().fill(.tertiary)
              .frame(height: 6)
              .overlay(alignment: .leading) {
                Capsule().fill(.tint)
                  .frame(width: thumb, height: 6)
                  .offset(x: thumb * context.progress)
              }
              .frame(maxHeight: .infinity)
              .contentShape(Rectangle())
              .gesture(
                DragGesture(minimumDistance: 0).onChanged { drag in
                  let fraction = drag.location.x / max(proxy.size.width, 1)
                  context.select(min(max(Int(fraction * count), 0), context.count - 1))
                })
          }
        }
        .frame(height: 24)
      }
    }

    struct PhotoBrowser: View {
      let photos: [Photo]
      @State private var selection: Photo.ID?

      var body: some View {
        VStack {
          Carousel(photos, selection: $selection) { photo in PhotoView(photo: photo) }
            .frame(height: 260)
          Carousel(photos, selection: $selection) { photo in PhotoView(photo: photo) }
            .carouselItemLength(72, cross: 72)
            .carouselSpacing(8)
            .frame(height: 72)
        }
      }
    }

    /// "Writing a Custom Style".
    struct LeaningSlides: View {
      let slides: [Slide]

      var body: some View {
        Carousel(slides) { slide in SlideView(slide: slide) }
          .carouselStyle(.leaning)
          .carouselLooping()
          .frame(height: 240)
      }
    }

    struct StylePicker: View {
      let slides: [Slide]
      @State private var isLeaning = true

      var body: some View {
        VStack {
          Toggle("Leaning", isOn: $isLeaning)
          Carousel(slides) { slide in SlideView(slide: slide) }
            .carouselStyle(style)
            .frame(height: 240)
        }
      }

      private var style: any CarouselLayoutStyle {
        isLeaning ? LeaningCarouselStyle() : AnyCarouselLayoutStyle.peek
      }
    }

    /// "Autoplay Rules".
    struct Autoplay: View {
      let slides: [Slide]

      var body: some View {
        Carousel(slides) { slide in SlideView(slide: slide) }
          .carouselAutoplay(.seconds(3))
          .frame(height: 240)

        CarouselReader { proxy in
          Carousel(slides) { slide in SlideView(slide: slide) }
            .carouselAutoplay(.seconds(3))
            .carouselIndicator(.timerProgress)
            .overlay(alignment: .topTrailing) { CarouselPlaybackButton().padding() }
            .frame(height: 240)
          Toggle("Autoplay", isOn: proxy.isPlayingBinding)
        }

        Carousel(slides) { slide in SlideView(slide: slide) }
          .carouselAutoplay(.seconds(3), durations: ["Video": .seconds(10)])
      }
    }

    struct StoryViewer: View {
      let stories: [Story]
      let videoLengths: [Story.ID: Duration]
      @State var current: Story.ID?
      @Environment(\.dismiss) private var dismiss

      var body: some View {
        CarouselReader { proxy in
          ZStack(alignment: .top) {
            Carousel(stories, selection: $current) { story in StoryPage(story: story) }
              .carouselAutoplay(.seconds(5), durations: videoLengths, options: .story)
              .onCarouselAutoplayFinish { dismiss() }
              .carouselIndicator(.hidden)
            CarouselIndicator(isAdjustable: false) { context in
              Segments(
                count: context.count, current: context.selectedIndex ?? 0,
                fill: context.autoplayProgress ?? 0)
            }
            .frame(height: 4)
          }
        }
        // Beside the carousel's own drag (iOS 17), so it also hears horizontal swipes: keep the
        // mostly downward ones.
        .simultaneousGesture(
          DragGesture(minimumDistance: 30).onEnded { value in
            let down = value.translation.height
            if down > 120, down > 2 * abs(value.translation.width) { dismiss() }
          }
        )
      }
    }
  }
}
