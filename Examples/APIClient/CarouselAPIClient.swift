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
  @State private var index = 0

  var body: some View {
    VStack {
      Carousel(slides, selectedIndex: $index) { slide in Text(slide.title) }
        .frame(height: 200)
      Carousel(names, id: \.self, selectedIndex: $index) { name in Text(name) }
        .frame(height: 200)
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
      .carouselStyle(.ring(castsShadows: true))
      .carouselAxis(.vertical)
      .carouselLooping()
      .carouselAutoplay(interval)
      .carouselAutoplay(.seconds(3))
      .carouselAutoplay(.seconds(1.5))
      .carouselAutoplay(.milliseconds(800))
      .carouselAutoplay(isOn ? .seconds(3) : .off)
      .carouselAutoplay(.seconds(3), durations: [slides[0].id: .seconds(10)])
      .carouselAutoplay(.seconds(3), resumeAfter: .seconds(2.4))
      .carouselAutoplay(isOn ? .seconds(3) : .off, resumeAfter: .milliseconds(1_500))
      .carouselAutoplay(.seconds(5), options: .story)
      .carouselAutoplay(.seconds(5), resumeAfter: .seconds(1), options: [.pausesOnTouch])
      .carouselAutoplay(.seconds(3), durations: [slides[0].id: .seconds(10)], options: .story)
      .carouselAutoplay(
        isOn ? .seconds(3) : .off, durations: [slides[0].id: AutoplayInterval(.seconds(10))],
        resumeAfter: .seconds(1), options: .story
      )
      .carouselSpring(.snappy(duration: 0.3))
      .carouselSpring(.smooth(duration: 0.4, extraBounce: 0.1))
      .carouselSpring(.bouncy(duration: 0.6, extraBounce: 0.1))
      .carouselSpring(.spring(duration: 0.4, bounce: 0.2))
      .carouselSpring(.smooth)
      .carouselSpring(.snappy)
      .carouselSpring(.bouncy)
      .carouselSpring(.spring(response: 0.35, dampingFraction: 0.85))
      .carouselSpring(.spring(response: 0.5, dampingFraction: 1.2, blendDuration: 0.1))
      .carouselDrag(DragResolver(allowsMultiPageFlicks: true))
      .carouselIndicator(.timerProgress, placement: .overlay(alignment: .bottom))
      .carouselIndicator(.dots(.capsules))
      .carouselIndicator(.timerProgress(.circles), current: .white, other: .white.opacity(0.4))
      .carouselIndicator(.dots, image: { index in index == 0 ? Image(systemName: "star") : nil })
      .carouselIndicator(.dots(CarouselDots(size: 6, currentLength: 18)), placement: .above)
      .carouselSpacing(12)
      .carouselPeek(28)
      .carouselMargins(.horizontal, 20)
      .carouselItemLength(200, cross: 120)
      .carouselSelectionFeedback(false)
      .carouselClipped(false)
      .carouselClock(ManualClock())
      .carouselPagingDisabled(swipesOnly: true)
      .carouselPagingDisabled(isOn, swipesOnly: true)
      .carouselPagingDisabled()
      .carouselPagingDisabled(isOn)
      .carouselDrag(dismissesKeyboard: true)
      .carouselTargetBehavior(.screenful)
      .carouselReaderTarget()
      .carouselReaderTarget(false)
      .carouselItemName(\.title)
      .carouselEmptyContent { Text("Nothing") }
      // SwiftUI's own also turns swipes off, and every scroll view's below, slides included.
      .scrollDisabled(true)
      .frame(height: 240)
      .carouselItemName(\ClientSlide.title)
  }
}

/// Every spelling of the sizes, margins and alignment relative to the carousel, and the
/// core's values as a configuration holds them.
struct ClientRelativeLayout: View {
  let slides: [ClientSlide]
  let share: Double
  let margin: CGFloat

  var body: some View {
    Carousel(slides) { slide in Text(slide.title) }
      .carouselItemLength(.fraction(0.8))
      .carouselItemLength(.fraction(share), cross: .fraction(0.5))
      .carouselItemLength(.count(3, span: 2, spacing: 12), cross: .points(120))
      .carouselItemLength(.points(280))
      .carouselItemLength(280)
      .carouselItemLength(280.5, cross: 120)
      .carouselItemLength(count: 3)
      .carouselItemLength(count: 3, span: 2)
      .carouselItemLength(count: 3, spacing: 12)
      .carouselItemLength(count: 4, span: 2, spacing: 8, cross: .fraction(0.9))
      .carouselMargins(.vertical, 12)
      .carouselMargins(.horizontal, 20)
      .carouselMargins([.top, .leading], 8)
      .carouselMargins(.all, margin)
      .carouselMargins(.bottom, nil)
      .carouselMargins(16)
      .carouselMargins(EdgeInsets(top: 8, leading: 20, bottom: 16, trailing: 20))
      .carouselAlignment(.leading)
      .carouselAlignment(.center)
      .frame(height: 200)
  }
}

/// A carousel modifier's type, and a helper generic over what names a carousel's items.
struct ClientNaming: View {
  let slides: [ClientSlide]

  var body: some View {
    let styled: ModifiedContent<Carousel<[ClientSlide], Int, Text>, CarouselSettingsModifier> =
      Carousel(slides) { slide in Text(slide.title) }.carouselStyle(.peek)
    named(styled)
      .carouselTransition(.animated(.snappy)) { content, phase in
        content.opacity(phase.isIdentity ? 1 : 0.6)
      }
      .frame(height: 200)
    Carousel(slides) { slide in Text(slide.title) }
      .carouselTransition(.identity) { content, _ in content.blur(radius: 2) }
    Carousel(slides) { slide in Text(slide.title) }
      .carouselTransition(.interactive(timingCurve: .easeIn).threshold(.centered)) {
        content, phase, geometry in
        content.offset(y: phase.isIdentity ? 0 : geometry.size.height * 0.1)
      }
    Carousel(slides) { slide in Text(slide.title) }
      .carouselTransition(
        topLeading: .animated.animation(.linear).threshold(.visible.inset(by: 8)),
        bottomTrailing: .interactive.fromFocus(within: 0.2)
      ) { content, phase in content.opacity(phase.isIdentity ? 1 : 0.2) }
  }

  private func named<C: DynamicCarouselContent>(_ carousel: C) -> C where C.Item == ClientSlide {
    carousel.carouselItemName(\.title).onCarouselSelectionChange { old, new, cause in
      print(old as Any, new as Any, cause)
    }
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

/// Every move and playback call of the proxy, and its state as plain values.
struct ClientProxyCalls: View {
  let slides: [ClientSlide]
  @State private var selection: ClientSlide.ID?

  var body: some View {
    CarouselReader { proxy in
      Carousel(slides, selection: $selection) { slide in Text(slide.title) }
        .carouselReaderTarget()
        .frame(height: 240)
      Carousel(slides) { slide in Text(slide.title) }
        .frame(height: 60)
      HStack {
        // Plain method references, as a Button takes an action.
        Button("Next", action: proxy.next)
        Button("Back", action: proxy.previous)
        Button("Next") { proxy.next() }
        Button("Next, no animation") { proxy.next(animated: false) }
        Button("Next, bouncy") { proxy.next(spring: .bouncy) }
        Button("Previous") { proxy.previous() }
        Button("Previous, no animation") { proxy.previous(animated: false) }
        Button("Previous, snappy") { proxy.previous(spring: .snappy(duration: 0.3)) }
      }
      HStack {
        Button("City") { proxy.scrollTo(id: 1) }
        // ScrollViewProxy's spelling.
        Button("City, as ScrollViewProxy") { proxy.scrollTo(slides[1].id) }
        Button("City, snappy") { proxy.scrollTo(id: slides[1].id, spring: .snappy) }
        // SwiftUI's Spring, as carouselSpring takes it; a value made at run time too.
        Button("City, SwiftUI spring") {
          proxy.scrollTo(id: slides[1].id, spring: Spring(duration: 0.5, bounce: 0.3))
        }
        Button("Next, SwiftUI spring") { proxy.next(spring: Spring.bouncy(duration: 0.4)) }
        Button("Back, SwiftUI spring") { proxy.previous(spring: Spring(duration: 0.3)) }
        Button("First, SwiftUI spring") { proxy.scrollTo(index: 0, spring: Spring.smooth) }
        Button("Third") { proxy.scrollTo(index: 2) }
        Button("First, no animation") { proxy.scrollTo(index: 0, animated: false) }
        Button("Last, smooth") { proxy.scrollTo(index: proxy.count - 1, spring: .smooth) }
      }
      HStack {
        Button("Play") { proxy.play() }
        Button("Pause") { proxy.pause() }
        Button(proxy.isPlaying ? "Pause" : "Play") { proxy.togglePlayback() }
        Button(proxy.playbackState == .playing ? "Pause" : "Play") { proxy.togglePlayback() }
          .disabled(!proxy.playbackState.allowsPlayPause)
        Button("Either") { proxy.isPlaying ? proxy.pause() : proxy.play() }
        // A long press the carousel does not see (iOS 17), held as a finger on it.
        Text("Hold")
          .onLongPressGesture(minimumDuration: 0.2) {
          } onPressingChanged: { pressing in
            pressing ? proxy.beginHold() : proxy.endHold()
          }
        Text(proxy.selectedIndex.map { "\($0 + 1) of \(proxy.count)" } ?? "none")
        if proxy.autoplaySuspensions.contains(.pausedByUser) { Text("Paused") }
      }
      // A write of the binding that jumps, and `withAnimation`, which changes nothing (the
      // carousel moves with its own spring).
      Button("Jump to the first") {
        withTransaction(\.disablesAnimations, true) { selection = slides.first?.id }
      }
      Button("Move to the last") { withAnimation { selection = slides.last?.id } }
    }
  }
}

/// Fixed pages, as TabView takes them (iOS 18).
@available(iOS 18.0, *)
struct ClientPages: View {
  @State private var page = 0
  @State private var step = ClientPageStep.welcome

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
      Carousel(selection: $step) {
        Text("Welcome").tag(ClientPageStep.welcome)
        Text("Form").tag(ClientPageStep.form)
        Text("Untagged: shown, never written to the binding")
      }
      .carouselPagingDisabled(step == .form, swipesOnly: true)
      .frame(height: 300)
      Carousel(selection: $page) {
        ForEach(0..<3) { number in Text("Page \(number)") }
      }
      .frame(height: 300)
    }
  }
}

enum ClientPageStep: Hashable, CaseIterable, Identifiable {
  case welcome
  case form
  case done

  var id: Self { self }
}

/// The iOS 17 pattern for pages of different views: an enum of steps through the data form.
struct ClientSteps: View {
  @State private var step = ClientPageStep.welcome

  var body: some View {
    Carousel(ClientPageStep.allCases, selection: $step) { step in
      switch step {
      case .welcome: Text("Welcome")
      case .form: Form { Text("Form") }
      case .done: Text("Done")
      }
    }
    .carouselPagingDisabled(step == .form, swipesOnly: true)
    .frame(height: 420)
  }
}

/// Item names after the empty content, as after any other carousel modifier.
struct EmptyContentThenNames: View {
  struct Album: Identifiable {
    let id: Int
    let title: String
  }

  let albums: [Album]

  var body: some View {
    Carousel(albums) { album in Text(album.title) }
      .carouselEmptyContent { Text("No albums yet") }
      .carouselItemName(\.title)
      .frame(height: 200)
  }
}

/// What a carousel reports, its focus and its per-item effects.
struct ClientEvents: View {
  let slides: [ClientSlide]
  @State private var selection: ClientSlide.ID?
  @State private var log: [String] = []
  @State private var scale = 1.0
  @FocusState private var carouselHasFocus: Bool

  var body: some View {
    VStack {
      Carousel(slides, selection: $selection) { slide in ClientParallaxCard(slide: slide) }
        .carouselStyle(.peek)
        .onCarouselSelectionChange { old, new, cause in
          if cause != .program {
            log.append("\(String(describing: old)) -> \(String(describing: new))")
          }
        }
        .onCarouselVisibleItemsChange { ids in log.append("seen \(ids)") }
        .onCarouselActivate { slide in log.append("open \(slide.title)") }
        .carouselTransition(.interactive.threshold(.visible(0.9))) { content, phase in
          content
            .scaleEffect(phase.isIdentity ? 1 : 0.85)
            .opacity(1 - abs(phase.value) * 0.4)
        }
        .onCarouselPhaseChange { old, new in log.append("\(old) -> \(new)") }
        .onCarouselPhaseChange { _, new, context in
          if new == .settling { log.append("\(context.velocity)") }
        }
        .carouselFocused($carouselHasFocus)
        .carouselPagingDisabled(scale > 1)
        .carouselSpring(Spring(duration: 0.4, bounce: 0.2))
        .carouselSpring(Spring(response: 0.35, dampingRatio: 0.8))
        .frame(height: 240)
        // After SwiftUI's own modifiers, the ID and item types are spelled in the closure.
        .onCarouselSelectionChange { (old: ClientSlide.ID?, new: ClientSlide.ID?, cause) in
          if cause.isUser { log.append("user") }
        }
        .onCarouselVisibleItemsChange { (ids: [ClientSlide.ID]) in log.append("\(ids.count)") }
        .onCarouselActivate { (slide: ClientSlide) in log.append(slide.title) }
      Button("Browse") { carouselHasFocus = true }
      CarouselReader { proxy in
        Carousel(slides) { slide in Text(slide.title) }
          .frame(height: 120)
        ProgressView(value: proxy.position, total: Double(max(proxy.count - 1, 1)))
      }
    }
  }
}

/// A slide that moves a part of itself with its phase.
struct ClientParallaxCard: View {
  let slide: ClientSlide
  @Environment(\.carouselItemPhase) private var phase

  var body: some View {
    Text(slide.title)
      .offset(x: phase.value * -40)
      .opacity(1 - min(abs(phase.value), 1) * 0.4)
  }
}
