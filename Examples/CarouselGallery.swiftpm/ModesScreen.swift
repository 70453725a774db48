import CarouselUI
import SwiftUI

/// Eight modes from one set of knobs: axis (horizontal or vertical) ×
/// looping (finite or infinite) × playback (manual or autoplay every 1.5 seconds). Each knob is
/// one modifier, so flipping it changes the carousel in place and keeps the page it shows.
struct ModesScreen: View {
  @State private var axis = Axis.horizontal
  @State private var isLooping = false
  @State private var autoplays = false
  @State private var selection: Slide.ID?

  var body: some View {
    VStack(spacing: 20) {
      Form {
        Picker("Axis", selection: $axis) {
          Text("Horizontal").tag(Axis.horizontal)
          Text("Vertical").tag(Axis.vertical)
        }
        .pickerStyle(.segmented)
        Toggle("Looping", isOn: $isLooping)
        Toggle("Autoplay every 1.5 s", isOn: $autoplays)
        LabeledContent("Mode", value: modeName)
      }
      .frame(height: 230)

      Carousel(Slide.cards, selection: $selection) { card in
        SlideCard(slide: card, cornerRadius: 20)
      }
      .carouselAxis(axis)
      .carouselLooping(isLooping)
      .carouselAutoplay(autoplays ? .seconds(1.5) : .off)
      .carouselSpacing(16)
      .carouselMargins(.horizontal, 20)
      .frame(height: 320)

      Spacer(minLength: 0)
    }
  }

  /// The mode as a phrase, like "Vertical, looping, autoplay".
  private var modeName: String {
    [
      axis == .horizontal ? "Horizontal" : "Vertical",
      isLooping ? "looping" : "finite",
      autoplays ? "autoplay" : "manual",
    ].joined(separator: ", ")
  }
}

#Preview {
  NavigationStack { ModesScreen() }
}
