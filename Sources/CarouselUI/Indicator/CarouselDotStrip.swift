#if canImport(SwiftUI)
  import SwiftUI

  /// The dots of a page indicator, as `CarouselModel.dotStripBody` draws them from the indicator's
  /// state: each where, as large and as colored as its drawing says for the dots' look, and one
  /// tap target for the whole strip.
  struct CarouselDotStrip: View {
    let model: any CarouselModelProtocol
    let state: CarouselIndicatorState
    /// The indicator's style, which may name the dots' look (`.dots(.capsules)`).
    let style: CarouselIndicatorStyle
    /// Whether the current dot fills with the autoplay wait (timer dots).
    let drawsTimer: Bool
    @Environment(\.carouselSettings) private var settings
    @Environment(\.carouselExtras) private var extras

    var body: some View {
      let dots = style.dots(inheriting: settings.dots)
      let body = model.dotStripBody(state, dots: dots, drawsTimer: drawsTimer)
      ZStack(alignment: .topLeading) {
        ForEach(body.dots, id: \.index) { dot in
          let image = extras.dotImage?(dot.index)
          CarouselDotMark(dot: dot, image: image, style: extras.otherDotStyle)
            .overlay {
              CarouselDotMark(dot: dot, image: image, style: extras.currentDotStyle)
                .opacity(dot.currentOpacity)
            }
            // The timer's fill: the dot's own mark (its image, or its shape) in the tint, seen
            // through the part of the dot the wait has filled.
            .overlay {
              if let mask = dot.timerFillMask {
                CarouselDotMark(dot: dot, image: image, style: AnyShapeStyle(.tint))
                  .mask(alignment: .topLeading) {
                    Rectangle().frame(width: mask.width, height: mask.height)
                  }
              }
            }
            .frame(width: dot.rect.width, height: dot.rect.height)
            // Scaled around its own center before the offset moves it: scaled after, it would
            // grow around the strip's corner and leave its place. Neither moves a neighbor.
            .scaleEffect(dot.drawnScale)
            .offset(x: dot.rect.x, y: dot.rect.y)
        }
      }
      // The strip's ideal size is this fixed frame: the indicator's `ViewThatFits` compares
      // its length with the length offered.
      .frame(width: body.size.width, height: body.size.height, alignment: .topLeading)
      // One tap target for the whole strip, decided by the core: `offset` moves a dot's drawing
      // but not its frame, so a gesture on each offset dot would sit at the strip's leading
      // edge. The strip is at least 44 points thick, the HIG's minimum tap target.
      .contentShape(Rectangle())
      // Not on tvOS, where a tap has no location (`onTapGesture(count:coordinateSpace:perform:)`
      // is `@available(tvOS, unavailable)` in the SDK): the remote's move commands page there.
      #if !os(tvOS)
        .onTapGesture(coordinateSpace: .local) {
          model.indicatorTapped(atLocation: state.axis == .horizontal ? $0.x : $0.y, dots: dots)
        }
      #endif
      // The dots are mirrored already: draw them, and read the tap, left to right.
      .environment(\.layoutDirection, .leftToRight)
    }
  }

  /// One dot in `style`: the app's image for its page as a template fitted to its frame, or a
  /// rounded rectangle with the dot's corners.
  private struct CarouselDotMark: View {
    let dot: CarouselDotDrawing
    let image: Image?
    let style: AnyShapeStyle

    var body: some View {
      if let image {
        image.resizable().renderingMode(.template).scaledToFit().foregroundStyle(style)
      } else {
        RoundedRectangle(cornerRadius: dot.cornerRadius).fill(style)
      }
    }
  }
#endif
