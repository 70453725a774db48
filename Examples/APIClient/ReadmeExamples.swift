// The README's Swift code, each block exactly as the README shows it (ReadmeSnippetTests checks
// that every ```swift block of README.md is in this file), type-checked for iOS 17 and 18 by
// `Scripts/swiftui-check --extra Examples/APIClient`. Not an app; never built by SwiftPM.

import CarouselUI
import SwiftUI

struct Destination: Identifiable {
  let id: String
  let color: Color
}

struct DestinationsView: View {
  let destinations = [
    Destination(id: "Mountains", color: .blue),
    Destination(id: "Beach", color: .orange),
    Destination(id: "City", color: .purple),
  ]
  @State private var selection: Destination.ID?

  var body: some View {
    Carousel(destinations, selection: $selection) { destination in
      RoundedRectangle(cornerRadius: 20)
        .fill(destination.color)
        .overlay { Text(destination.id).font(.title.bold()).foregroundStyle(.white) }
    }
    .carouselStyle(.peek)
    .carouselLooping()
    .carouselAutoplay(.seconds(3))
    .carouselItemName(\.id)
    .frame(height: 240)
  }
}

enum OnboardingStep: CaseIterable, Identifiable {
  case welcome, form, done
  var id: Self { self }
}

struct OnboardingView: View {
  @State private var step = OnboardingStep.welcome

  var body: some View {
    Carousel(OnboardingStep.allCases, selection: $step) { page in
      switch page {
      case .welcome: Text("Welcome")
      case .form: Button("Create the account") { step = .done }
      case .done: Text("All set")
      }
    }
    .carouselPagingDisabled(step == .form, swipesOnly: true)
    .frame(height: 420)
  }
}

@available(iOS 18.0, *)
struct TaggedOnboardingView: View {
  @State private var step = OnboardingStep.welcome

  var body: some View {
    Carousel(selection: $step) {
      Text("Welcome").tag(OnboardingStep.welcome)
      Button("Create the account") { step = .done }.tag(OnboardingStep.form)
      Text("All set").tag(OnboardingStep.done)
    }
    .carouselPagingDisabled(step == .form, swipesOnly: true)
    .frame(height: 420)
  }
}

struct DestinationsPlayer: View {
  let destinations: [Destination]

  var body: some View {
    CarouselReader { proxy in
      VStack {
        Carousel(destinations) { destination in
          RoundedRectangle(cornerRadius: 20).fill(destination.color)
        }
        .carouselAutoplay(.seconds(3))
        .carouselIndicator(.hidden)
        .overlay(alignment: .bottom) { CarouselIndicator(.timerProgress).padding() }
        .frame(height: 240)
        HStack {
          Button("Previous", action: proxy.previous)
          Text("\((proxy.selectedIndex ?? 0) + 1) of \(proxy.count)")
          Button("Next") { proxy.next(spring: .bouncy) }
        }
        Button(proxy.playbackState == .playing ? "Pause" : "Play") { proxy.togglePlayback() }
          .disabled(!proxy.playbackState.allowsPlayPause)
      }
    }
  }
}

struct StoryStrip: View {
  let destinations: [Destination]
  let open: (Destination) -> Void

  var body: some View {
    ScrollView(.horizontal) {
      LazyHStack(spacing: 12) {
        ForEach(destinations) { destination in
          Button {
            open(destination)
          } label: {
            Circle().fill(destination.color).frame(width: 72, height: 72)
          }
        }
      }
      .scrollTargetLayout()
    }
    .scrollTargetBehavior(.viewAligned)
    .contentMargins(.horizontal, 16)
  }
}
