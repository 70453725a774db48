import CarouselUI
import SwiftUI

/// A photo viewer: pinch or double-tap a photo to zoom in, drag to look around it. While a
/// photo is zoomed, or a pinch is under way, paging is off (`.carouselPagingDisabled`): the
/// drag pans the photo instead of paging, and neither a key, VoiceOver nor autoplay moves on.
/// One finger pages; two fingers never start a page (the carousel's pan takes one finger).
struct ZoomablePhotoScreen: View {
  @State private var selection: Slide.ID?
  /// The shown photo's zoom, 1 when not zoomed.
  @State private var zoom = 1.0
  /// Whether fingers pinch the shown photo now.
  @State private var isPinching = false

  var body: some View {
    VStack(spacing: 16) {
      Carousel(Slide.featured, selection: $selection) { slide in
        // Only the shown photo zooms; the others wait at full size.
        ZoomablePhoto(
          slide: slide, isShown: slide.id == (selection ?? Slide.featured[0].id), zoom: $zoom,
          isPinching: $isPinching)
      }
      .carouselPagingDisabled(zoom > 1 || isPinching)
      .carouselItemName(\.title)
      .carouselIndicator(.dots, placement: .overlay(alignment: .bottom))
      // Another photo starts at full size.
      .onCarouselSelectionChange { _, _, _ in zoom = 1 }
      .frame(height: 420)

      Text(
        zoom > 1
          ? "Zoomed \(zoom, format: .number.precision(.fractionLength(1)))×: paging is off"
          : "Pinch or double-tap to zoom"
      )
      .font(.callout)
      .foregroundStyle(.secondary)
      Spacer(minLength: 0)
    }
    .padding(.top)
  }
}

/// One photo that zooms with a pinch (1× to 4×) and a double tap, and pans while zoomed.
struct ZoomablePhoto: View {
  let slide: Slide
  let isShown: Bool
  @Binding var zoom: Double
  @Binding var isPinching: Bool
  @State private var offset = CGSize.zero
  @GestureState private var pinch = 1.0
  @GestureState private var pan = CGSize.zero

  var body: some View {
    let scale = isShown ? zoom * pinch : 1
    // Order: the zoom and the pan move the drawing only; the gestures after them, and the
    // clip last, still see the slide's own frame (scaleEffect and offset keep the original
    // dimensions), so a pinch or drag anywhere on the slide reaches the photo however far it
    // is zoomed or moved, and nothing of it is drawn over the neighbors.
    SlideCard(slide: slide, cornerRadius: 0)
      .scaleEffect(scale)
      .offset(
        x: isShown ? offset.width + pan.width : 0, y: isShown ? offset.height + pan.height : 0
      )
      .gesture(magnify, including: isShown ? .all : .subviews)
      .simultaneousGesture(panWhileZoomed, including: isShown && zoom > 1 ? .all : .subviews)
      .onTapGesture(count: 2) {
        guard isShown else { return }
        withAnimation(.snappy) {
          zoom = zoom > 1 ? 1 : 2
          offset = .zero
        }
      }
      .onChange(of: zoom) { _, new in if new == 1 { offset = .zero } }
      .clipped()
  }

  private var magnify: some Gesture {
    MagnifyGesture()
      .updating($pinch) { value, state, _ in state = value.magnification }
      .onChanged { _ in isPinching = true }
      .onEnded { value in
        isPinching = false
        zoom = min(max(zoom * value.magnification, 1), 4)
      }
  }

  private var panWhileZoomed: some Gesture {
    DragGesture()
      .updating($pan) { value, state, _ in state = value.translation }
      .onEnded { value in
        offset.width += value.translation.width
        offset.height += value.translation.height
      }
  }
}

#Preview {
  NavigationStack { ZoomablePhotoScreen() }
}
