#if canImport(SwiftUI)
  import SwiftUI

  /// The slides: the visible slots where the engine places them at each frame, the gestures,
  /// keys and accessibility actions that move them, and the carousel's size fed to the engine.
  struct CarouselSlides<Data: RandomAccessCollection, ID: Hashable & Sendable, SlideContent: View>:
    View
  {
    @ObservedObject var model: CarouselModel
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let settings: CarouselSettings
    let layoutDirection: LayoutDirection
    /// Stands for this update's `data`: slide content is rebuilt when it changes, not per frame.
    let dataVersion: CarouselDataVersion
    let content: (Data.Element) -> SlideContent

    var body: some View {
      let ideal = settings.configuration.idealSlidesSize(count: data.count)
      GeometryReader { proxy in
        let configuration = configuration(for: proxy.size)
        TimelineView(
          .animation(minimumInterval: nil, paused: !model.engine.isMoving(at: model.now))
        ) { _ in
          frame(at: model.now)
        }
        .frame(width: proxy.size.width, height: proxy.size.height)
        // A shape, not an if/else around `.clipped()`: turning clipping on or off must not
        // change the slides' identity (and reset their state).
        .clipShape(CarouselClipShape(isClipped: settings.clipsSlides))
        .contentShape(Rectangle())
        // The gesture is inside the left-to-right scope below: it measures drags in the same
        // physical points as the engine's placement, so right to left is mirrored once, by
        // the engine.
        .modifier(CarouselDragInput(model: model))
        // The engine mirrors right-to-left layouts itself: place and measure left to right
        // (each slide's content gets the real direction back, see CarouselSlide).
        .environment(\.layoutDirection, .leftToRight)
        .onChange(of: configuration, initial: true) { _, new in
          model.send { $0.configure(new, at: $1) }
        }
      }
      // Fills what it is offered; where no size is offered (a List row, a vertical
      // ScrollView), takes the core's ideal size instead of collapsing.
      .frame(idealWidth: ideal.width, idealHeight: ideal.height)
      .accessibilityElement(children: .contain)
      .modifier(CarouselAccessibilityScroll(model: model))
      .modifier(CarouselCrownInput(model: model))
      .modifier(CarouselKeyboardInput(model: model, layoutDirection: layoutDirection))
    }

    /// One frame: the visible slots where the engine places them at `now`, or the empty view.
    @ViewBuilder
    private func frame(at now: CarouselClock.Instant) -> some View {
      let engine = model.engine
      ZStack {
        if data.isEmpty {
          settings.emptyContent ?? AnyView(CarouselEmptyView())
        } else {
          let geometry = engine.layoutGeometry
          // A plain Array, made anew each frame: `ForEach` must see every frame's placement,
          // and how a framework compares a custom collection value is its own business (an
          // open-source SwiftUI skipped frames of the engine's fixed-size collection). An array
          // of changed elements updates its rows in every SwiftUI. At most 16 slots.
          ForEach(Array(engine.slots(at: now))) { slot in
            if let element = element(for: slot) {
              CarouselSlide(
                slot: slot, geometry: geometry, layoutDirection: layoutDirection,
                select: { index in model.send { $0.userSelected(index: index, at: $1) } }
              ) {
                // Equatable by slot and data version: the user's content is built when its
                // element or slot changes, not on every frame of a motion.
                CarouselSlideContent(
                  key: slot.id, dataVersion: dataVersion, element: element, build: content
                )
                .equatable()
              }
            }
          }
        }
      }
      // What the slides' content sees: this carousel for controls inside it, no reader (a
      // carousel in a slide must not take over the outer reader), and the default settings (a
      // carousel in a slide does not inherit the outer one's autoplay or style), on the same
      // clock (previews and tests inject one for the whole screen).
      .environment(\.carouselControlTarget, .carousel(model))
      .environment(\.carouselReader, nil)
      .environment(\.carouselSettings, CarouselSettings(clock: settings.clock))
      .onChange(of: engine.isMoving(at: now)) { _, moving in
        if !moving { model.send { $0.motionEnded(at: $1) } }
      }
    }

    /// The data element a slot shows. Right after `data` changed, and before its `onChange`
    /// has told the engine, the slot's index may point elsewhere in the new list (or past its
    /// end): then the element is found by its ID, and a slot whose item is gone is left out for
    /// that one frame.
    private func element(for slot: CarouselSlot<CarouselItemID>) -> Data.Element? {
      let offset = model.engine.inputOffset(ofItem: slot.item.index)
      if offset < data.count {
        let element = data[data.index(data.startIndex, offsetBy: offset)]
        if CarouselItemID(element[keyPath: id]) == slot.id.id { return element }
      }
      return data.first { CarouselItemID($0[keyPath: id]) == slot.id.id }
    }

    /// The settings' configuration, completed with the carousel's size and reading direction.
    private func configuration(for size: CGSize) -> CarouselConfiguration {
      var configuration = settings.configuration
      configuration.viewportWidth = size.width
      configuration.viewportHeight = size.height
      configuration.layoutDirection = layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
      return configuration
    }
  }

  /// A token for one update of a carousel's data: the slides' content compares it by
  /// identity, so it is rebuilt after an update of the carousel and never per frame.
  final class CarouselDataVersion: Sendable {}

  /// Clips to the bounds, or, when not clipping, to a rectangle far larger than any screen:
  /// the same view either way.
  private struct CarouselClipShape: Shape {
    let isClipped: Bool

    func path(in rect: CGRect) -> Path {
      Path(isClipped ? rect : rect.insetBy(dx: -100_000, dy: -100_000))
    }
  }
#endif
