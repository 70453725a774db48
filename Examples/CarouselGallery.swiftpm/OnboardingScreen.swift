import CarouselUI
import SwiftUI

/// Fixed pages, written as `TabView { … }` takes them (iOS 18), with a custom indicator: a
/// bar that follows the finger and that the user can drag along to scrub through the pages,
/// as in seed 001.
struct OnboardingScreen: View {
  @State private var page = 0

  var body: some View {
    if #available(iOS 18.0, *) {
      CarouselReader { proxy in
        VStack(spacing: 20) {
          Carousel(selectedIndex: $page) {
            OnboardingPage(symbol: "hand.wave.fill", title: "Welcome", colors: [.orange, .pink])
            OnboardingPage(symbol: "sparkles", title: "Features", colors: [.indigo, .purple])
            OnboardingPage(symbol: "checkmark.seal.fill", title: "Done", colors: [.green, .teal])
          }
          .carouselIndicator(.hidden)
          .frame(height: 420)

          CarouselIndicator { context in
            ScrubBar(context: context)
          }
          .frame(height: 24)
          .padding(.horizontal, 40)

          Button(page == proxy.count - 1 ? "Start" : "Next") { proxy.next() }
            .buttonStyle(.borderedProminent)
        }
        .padding()
      }
    } else {
      Text("Fixed pages need iOS 18.")
    }
  }
}

/// A bar whose thumb sits at the carousel's continuous position and follows a drag along it.
private struct ScrubBar: View {
  let context: CarouselIndicatorContext

  var body: some View {
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
}

/// One onboarding page.
private struct OnboardingPage: View {
  let symbol: String
  let title: String
  let colors: [Color]

  var body: some View {
    VStack(spacing: 16) {
      Image(systemName: symbol).font(.system(size: 64))
      Text(title).font(.largeTitle.bold())
    }
    .foregroundStyle(.white)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .background(
      LinearGradient(colors: colors, startPoint: .topLeading, endPoint: .bottomTrailing),
      in: .rect(cornerRadius: 28))
  }
}

#Preview {
  NavigationStack { OnboardingScreen() }
}
