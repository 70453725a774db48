// Client code for the SwiftUI type-check (Scripts/swiftui-check --extra Examples/APIClient): the
// spellings users reach for, each as the README and DocC show it. Not an app; never built by
// SwiftPM.
import CarouselUI
import SwiftUI

struct ClientSlide: Identifiable, Hashable {
  let id: Int
  let title: String
}

struct ClientStep: Identifiable {
  let id: String
}

/// Every initializer, with an optional and a non-optional selection, and a height.
struct ClientInitializers: View {
  let slides = [ClientSlide(id: 0, title: "Beach"), ClientSlide(id: 1, title: "City")]
  let steps = [ClientStep(id: "welcome"), ClientStep(id: "done")]
  let names = ["a", "b"]
  @State private var selection: ClientSlide.ID?
  @State private var step: ClientStep.ID = "welcome"
  @State private var name = "a"

  var body: some View {
    VStack {
      Carousel(slides, selection: $selection) { slide in Text(slide.title) }
        .frame(height: 200)
      Carousel(steps, selection: $step) { step in Text(step.id) }
        .frame(height: 200)
      Carousel(names, id: \.self, selection: $name) { name in Text(name) }
        .frame(height: 200)
      Carousel(names, id: \.self) { name in Text(name) }
        .frame(height: 200)
      Carousel(slides) { slide in Text(slide.title) }
        .carouselItemName(\.title)
        .frame(height: 200)
    }
  }
}

/// Every modifier, spelled as SwiftUI spells its own.
struct ClientModifiers: View {
  let slides: [ClientSlide]
  let interval: Duration = .seconds(4)
  let isOn: Bool

  var body: some View {
    Carousel(slides) { slide in Text(slide.title) }
      .carouselStyle(.peek)
      .carouselStyle(CarouselStyleName.ring.style)
      .carouselAxis(.vertical)
      .carouselLooping()
      .carouselAutoplay(interval)
      .carouselAutoplay(.seconds(3))
      .carouselAutoplay(.seconds(1.5))
      .carouselAutoplay(.milliseconds(800))
      .carouselAutoplay(isOn ? .seconds(3) : .off)
      .carouselAutoplay(.seconds(3), durations: [slides[0].id: .seconds(10)])
      .carouselSpring(.snappy(duration: 0.3))
      .carouselSpring(.smooth(duration: 0.4, extraBounce: 0.1))
      .carouselSpring(.bouncy(duration: 0.6, extraBounce: 0.1))
      .carouselSpring(.spring(duration: 0.4, bounce: 0.2))
      .carouselSpring(.smooth)
      .carouselDrag(DragResolver(allowsMultiPageFlicks: true))
      .carouselIndicator(.timerProgress, placement: .overlay(alignment: .bottom))
      .carouselSpacing(12)
      .carouselPeek(28)
      .carouselInsets(leading: 20, trailing: 20)
      .carouselItemLength(main: 200, cross: 120)
      .carouselSelectionFeedback(false)
      .carouselClipped(false)
      .carouselClock(ManualClock())
      .carouselEmptyContent { Text("Nothing") }
      .scrollDisabled(true)
      .frame(height: 240)
  }
}

/// A reader with the proxy's caption, a custom indicator and the playback button.
struct ClientReader: View {
  let slides: [ClientSlide]

  var body: some View {
    CarouselReader { proxy in
      VStack {
        Carousel(slides) { slide in Text(slide.title) }
          .carouselIndicator(.hidden)
          .frame(height: 240)
        Text("\((proxy.selectedIndex ?? 0) + 1) of \(proxy.count)")
        CarouselIndicator { context in
          HStack {
            ProgressView(value: context.progress, total: Double(max(context.count - 1, 1)))
            if let progress = context.autoplayProgress { ProgressView(value: progress) }
            Button("First") { context.select(0) }
            Text(context.isLooping ? "loops" : "\(context.selectedIndex ?? 0)")
          }
        }
        CarouselIndicator(.compact)
        CarouselPlaybackButton()
        Toggle("Autoplay", isOn: proxy.isPlayingBinding)
        Button("Jump") { proxy.scrollTo(id: slides[0].id, animated: false) }
        Text("\(proxy.autoplaySuspensions.count)")
      }
    }
  }
}

/// Fixed pages, as TabView takes them (iOS 18).
@available(iOS 18.0, *)
struct ClientPages: View {
  @State private var page = 0

  var body: some View {
    VStack {
      Carousel {
        Text("Welcome")
        Text("Features")
        Text("Done")
      }
      .frame(height: 300)
      Carousel(selectedIndex: $page) {
        Text("One")
        Text("Two")
      }
      .frame(height: 300)
    }
  }
}
