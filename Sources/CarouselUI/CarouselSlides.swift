#if canImport(SwiftUI)
  import SwiftUI

  /// The slides: the slots the host says to draw (its stage's still slots, or each frame while
  /// the carousel moves), the gestures, keys and accessibility actions that move them, and the
  /// carousel's size fed to the host.
  struct CarouselSlides<Data: RandomAccessCollection, ID: Hashable & Sendable, Content: View>:
    View
  {
    @ObservedObject var model: CarouselModel
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let settings: CarouselSettings
    let layoutDirection: LayoutDirection
    /// The generation the slides' content is built for: it is built again when it changes.
    let generation: Int
    let transition: CarouselTransitionEffect?
    let focus: FocusState<Bool>.Binding?
    /// Activates the selected item (Return or Space); `nil` when the app takes no activation.
    let activate: (() -> Bool)?
    /// Which element VoiceOver pages the carousel with.
    let pager: CarouselPagerElement
    let content: (Data.Element) -> Content
    /// The app's empty content, read here, outside the slides' own environment.
    @Environment(\.carouselEmptyContent) private var emptyContent

    var body: some View {
      let stage = model.stage
      let ideal = settings.configuration.idealSlidesSize(count: data.count)
      GeometryReader { proxy in
        let configuration = configuration(for: proxy.size, safeArea: proxy.safeAreaInsets)
        // Frames only while the host's stage says the carousel moves; still, it draws once,
        // from the stage, and again only when the stage changes (the model publishes then).
        TimelineView(.animation(minimumInterval: nil, paused: !stage.isMoving)) { _ in
          slots(model.frame(configuredAs: configuration), stage: stage)
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
        // (each slide's content, and the empty content, get the real direction back).
        .environment(\.layoutDirection, .leftToRight)
        .onChange(of: configuration, initial: true) { _, new in
          model.send { $0.configure(new, at: $1) }
        }
      }
      // What the slides' content sees, written once per update of the slides and not per
      // frame (outside the timeline): this carousel for controls inside it, no reader (a
      // carousel in a slide must not take over the outer reader), and the default settings and
      // no callbacks (a carousel in a slide does not inherit the outer one's autoplay, style or
      // callbacks), on the same clock (previews and tests inject one for the whole screen).
      .environment(\.carouselControlTarget, .carousel(model))
      .environment(\.carouselReader, nil)
      .environment(\.carouselSettings, CarouselSettings(clock: settings.clock))
      .environment(\.carouselCallbacks, CarouselCallbacks())
      .environment(\.carouselEmptyContent, nil)
      // Fills what it is offered; where no size is offered (a List row, a vertical
      // ScrollView), takes the core's ideal size instead of collapsing.
      .frame(idealWidth: ideal.width, idealHeight: ideal.height)
      // VoiceOver's pager when the indicator is hidden: over the slides, inside the container
      // below, so it is read with the carousel and not before the whole screen.
      .overlay(alignment: settings.configuration.axis == .horizontal ? .bottom : .trailing) {
        if pager == .standIn {
          CarouselPagerStandIn(model: model, state: stage.indicator)
        }
      }
      .accessibilityElement(children: .contain)
      .modifier(CarouselAccessibilityScroll(model: model))
      .modifier(CarouselCrownInput(model: model))
      .modifier(
        CarouselKeyboardInput(
          model: model, layoutDirection: layoutDirection, focus: focus, activate: activate))
    }

    /// The slots, placed as the host says, or the empty content.
    @ViewBuilder
    private func slots(
      _ frame: CarouselFrame<AnyItemID>, stage: CarouselStageState<AnyItemID, CarouselClock.Instant>
    ) -> some View {
      ZStack {
        if stage.isEmpty {
          (emptyContent ?? AnyView(CarouselEmptyView()))
            // The empty content reads in the app's direction, like a slide's content.
            .environment(\.layoutDirection, layoutDirection)
        } else {
          // A plain Array, made anew each frame: `ForEach` must see every frame's placement,
          // and how a framework compares a custom collection value is its own business (an
          // open-source SwiftUI skipped frames of the engine's fixed-size collection). An array
          // of changed elements updates its rows in every SwiftUI. At most 16 slots, read by
          // position (`array`), not through an iterator that copies them all first.
          ForEach(frame.slots.array) { slot in
            if let element = element(for: slot) {
              CarouselSlotView(
                slot: slot, itemSize: frame.itemSize, layoutDirection: layoutDirection,
                transition: transition,
                select: { index in model.send { $0.userSelected(index: index, cause: .tap, at: $1) }
                }
              ) {
                // Equatable by slot, generation and whether the item is selected: the user's
                // content is built when its item or slot changes, when the view around the
                // carousel renders it anew, and for the item selected and the one that was (for
                // content that shows it), not on the frames of a motion nor for the carousel's
                // own changes and writes.
                CarouselItemContent(
                  key: slot.id, generation: generation, isSelected: slot.id.id == stage.selectedID,
                  element: element, build: content
                )
                .equatable()
              }
            }
          }
        }
      }
      // Per frame while moving: the frame that finds the motion over tells the host, once, so
      // the stage (and the timeline) come to rest.
      .onChange(of: stage.isMoving && !frame.isMoving) { _, ended in
        if ended { model.send { $0.motionEnded(at: $1) } }
      }
    }

    /// The data element a slot shows (see `element(showing:atOffset:id:)`): a slot whose item is
    /// gone from the new data is left out for the frame before the host hears of the change.
    private func element(for slot: CarouselSlot<AnyItemID>) -> Data.Element? {
      data.element(
        showing: slot.id.id, atOffset: model.engine.inputOffset(ofItem: slot.item.index), id: id)
    }

    /// The settings' configuration, completed with the carousel's size, safe area and reading
    /// direction. The safe area is the part of it the slides' frame overlaps (none inside the
    /// safe area; a carousel that ignores it, full-width under a notch, has some), read outside
    /// the left-to-right scope below, so its leading and trailing are the reading direction's,
    /// as the core reads them; each style decides what to do with it.
    private func configuration(for size: CGSize, safeArea: EdgeInsets) -> CarouselConfiguration {
      var configuration = settings.configuration
      configuration.viewportWidth = size.width
      configuration.viewportHeight = size.height
      configuration.safeAreaInsets = CarouselEdgeInsets(safeArea)
      configuration.layoutDirection = layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
      return configuration
    }
  }

  /// Clips to the bounds, or, when not clipping, to a rectangle far larger than any screen:
  /// the same view either way.
  private struct CarouselClipShape: Shape {
    let isClipped: Bool

    func path(in rect: CGRect) -> Path {
      Path(isClipped ? rect : rect.insetBy(dx: -100_000, dy: -100_000))
    }
  }
#endif
