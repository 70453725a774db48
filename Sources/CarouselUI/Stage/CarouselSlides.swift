#if canImport(SwiftUI)
  import SwiftUI

  /// The slides: the slots the model's frame places (still, or each frame while the stage says
  /// the carousel moves), the gestures, keys and accessibility actions that move them, and the
  /// carousel's size fed to the model. What it draws comes from `CarouselModel.slidesBody`,
  /// each frame from `slidesFrame` and each slot from `slotBody`, which the tests' double of
  /// SwiftUI's update cycle calls too.
  struct CarouselSlides<Data: RandomAccessCollection, ID: Hashable & Sendable, Content: View>:
    View
  {
    let model: CarouselModel<ID>
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let settings: CarouselSettings
    let extras: CarouselViewExtras
    /// The generation the slides' content is built for: it is built again when it changes.
    let generation: Int
    let content: (Data.Element) -> Content
    @Environment(\.layoutDirection) private var layoutDirection
    /// The page of the slot VoiceOver's focus is on (`nil`: none): the model moves the row to
    /// show that item whole, as a scroll view scrolls the element VoiceOver focuses into view.
    /// Only read, never set: the carousel does not move VoiceOver's focus.
    @AccessibilityFocusState private var voiceOverFocus: Int?

    var body: some View {
      let body = model.slidesBody(settings: settings, itemCount: data.itemCount)
      GeometryReader { proxy in
        // The safe area is read here, outside the left-to-right scope below, so its leading and
        // trailing are the reading direction's, as the core reads them.
        let configuration = settings.placed(
          in: CarouselSize(width: proxy.size.width, height: proxy.size.height),
          safeArea: CarouselEdgeInsets(proxy.safeAreaInsets),
          layoutDirection: layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
        // Frames only while the stage says the carousel moves; still, it draws once, and again
        // when this body runs (the stage changed, or the view around it rendered).
        TimelineView(.animation(minimumInterval: nil, paused: body.isTimelinePaused)) { _ in
          slots(model.slidesFrame(configuredAs: configuration, settings: settings))
        }
        .frame(width: proxy.size.width, height: proxy.size.height)
        // What the window shows of the slides: an enclosing scroll view's bounds in the slides'
        // own space (iOS 17), so a carousel below the fold of a non-lazy stack is off screen
        // until it is scrolled into view. In a reader of its own behind the slides (same frame,
        // so the same space): the bounds change every frame of a scroll, and only this empty
        // view re-runs for them, not the slides' timeline, as it would in the reader above.
        .background {
          GeometryReader { shown in
            Color.clear.onChange(
              of: shown.bounds(of: .scrollView).map(CarouselRect.init), initial: true
            ) { model.shownBoundsChanged($1) }
          }
        }
        // A shape, not an if/else around `.clipped()`: turning clipping on or off must not
        // change the slides' identity (and reset their state).
        .clipShape(CarouselClipShape(isClipped: body.clipsSlides))
        // Before the drag input below, so the whole stage takes a drag: the gaps between the
        // slides and the room no slide covers included (without it a view's hit testing follows
        // what it draws), and the slots that take no touches (all of them while the carousel
        // moves, when a finger must still catch it).
        .contentShape(Rectangle())
        // The gesture is inside the left-to-right scope below: it measures drags in the same
        // physical points as the engine's placement, so right to left is mirrored once, by
        // the engine.
        .modifier(CarouselDragInput(model: model))
        // The engine mirrors right-to-left layouts itself: place and measure left to right
        // (each slide's content, and the empty content, get the real direction back).
        .environment(\.layoutDirection, .leftToRight)
        .onChange(of: configuration, initial: true) { model.configurationChanged($1) }
      }
      // What the slides' content sees, written once per update of the slides and not per frame
      // (outside the timeline): controls inside show this carousel; no reader (a carousel in a
      // slide must not take over the outer reader); the default settings on the same clock and
      // no callbacks (a carousel in a slide does not inherit the outer one's).
      .environment(\.carouselScope, CarouselScope(slidesOf: model))
      .environment(\.carouselSettings, settings.forSlides)
      .environment(\.carouselExtras, CarouselViewExtras())
      // Fills what it is offered; where no size is offered (a List row, a vertical
      // ScrollView), takes the core's ideal size instead of collapsing.
      .frame(idealWidth: body.idealSize.width, idealHeight: body.idealSize.height)
      // VoiceOver's pager when the indicator is hidden and no indicator of the app's pages it:
      // over the slides, inside the container below, so it is read with the carousel. A view of
      // its own, which redraws for the indicator's changes alone.
      .overlay(alignment: settings.configuration.layout.axis == .horizontal ? .bottom : .trailing) {
        CarouselPagerStandIn(model: model, style: settings.indicator)
      }
      // The slides' container: VoiceOver reaches the slots' content one by one, and the
      // three-finger scroll below, after the container, is the container's action (as the Magic
      // Tap is the stage's, CarouselItemsView).
      .accessibilityElement(children: .contain)
      .modifier(CarouselAccessibilityScroll(model: model))
      .modifier(CarouselCrownInput(model: model))
      .modifier(CarouselKeyboardInput(model: model, focus: extras.focus))
    }

    /// The frame's slots, or the empty content.
    private func slots(_ frame: CarouselSlidesFrame<ID>) -> some View {
      ZStack {
        if frame.isEmpty {
          (extras.emptyContent ?? AnyView(CarouselEmptyView()))
            // The empty content reads in the app's direction, like a slide's content.
            .environment(\.layoutDirection, layoutDirection)
        } else {
          // A plain Array, made anew each frame: `ForEach` must see every frame's placement, and
          // how a framework compares a custom collection value is its own business. At most 16
          // slots, read by position (`array`).
          ForEach(frame.frame.slots.array) { slot in
            if let body = model.slotBody(
              slot, in: frame.frame, data: data, id: id, generation: generation,
              voiceOverFocus: voiceOverFocus)
            {
              CarouselSlotView(
                slot: slot, isInAccessibilityTree: body.isInAccessibilityTree, phase: body.phase,
                placement: body.placement, shadow: body.shadow,
                itemSize: frame.frame.size(of: slot),
                layoutDirection: layoutDirection, transition: extras.transition,
                placesEdit: frame.placesEdit, select: model.slotTapped
              ) {
                // Equatable by its key (slot, generation, selected): built when its item or slot
                // changes, when the view around the carousel renders it anew, and for the item
                // selected and the one that was, not on the frames of a motion nor for the
                // carousel's own changes.
                CarouselItemContent(key: body.content, element: body.element, build: content)
                  .equatable()
                  .modifier(
                    CarouselContentMeasure(model: model, key: slot.id, settings: settings))
              }
              // Outside the slot view, so it binds the element that the slot view's
              // `accessibilityHidden` leaves in the tree (a hidden slot never takes the focus),
              // placed where the slot's offset and scale draw it (VoiceOver's frame follows the
              // drawing); and per slot, by page, since a looping row can draw an item twice.
              .accessibilityFocused($voiceOverFocus, equals: slot.item.page)
            }
          }
        }
      }
      // The slots' focus, outside the `ForEach` so one handler hears every slot's: a landing on
      // a slot (not a move off the carousel, `nil`) brings its item wholly into view.
      .onChange(of: voiceOverFocus) { model.accessibilityFocused(page: $1) }
      // Per frame while moving: the frame that finds the motion over tells the model, once, so
      // the stage (and the timeline) come to rest.
      .onChange(of: frame.endsMotion) { if $1 { model.motionEnded() } }
      .onChange(of: frame.movingItemsInViewKey) { model.movingItemsInViewChanged() }
      // A fitted carousel's drawn slots (none for a flexible one): the measures of slots that
      // left no longer count. Animated as a measure's change is (CarouselContentMeasure).
      .onChange(of: frame.measuredSlots) { _, keys in
        withAnimation(model.fitChangeAnimates ? .smooth : nil) { model.slotsDrawn(keys) }
      }
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
