import CarouselUI
import SwiftUI

/// A custom indicator: a bar whose thumb follows the finger on the carousel, and that the user
/// can drag along to scrub through the pages. Drawn with `CarouselIndicator { context in … }`
/// inside the carousel's reader, in place of the built-in dots.
struct ScrubBarScreen: View {
  var body: some View {
    CarouselReader { proxy in
      VStack(spacing: 20) {
        Carousel(Slide.cards) { card in
          SlideCard(slide: card, cornerRadius: 28)
        }
        .carouselIndicator(.hidden)
        .frame(height: 420)

        CarouselIndicator { context in
          ScrubBar(context: context)
        }
        .frame(height: 24)
        .padding(.horizontal, 40)

        Text("\((proxy.selectedIndex ?? 0) + 1) of \(proxy.count)")
          .font(.footnote.monospacedDigit())
          .foregroundStyle(.secondary)
      }
      .padding()
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

#Preview {
  NavigationStack { ScrubBarScreen() }
}
