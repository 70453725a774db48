#if canImport(SwiftUI)
  import SwiftUI
  #if canImport(UIKit)
    // The iOS 16.5 SDK declares UIAccessibility's notifications as mutable globals; later SDKs
    // as constants.
    @preconcurrency import UIKit
  #endif

  /// The carousel's views: the slides where the engine places them, the built-in indicator,
  /// and the translation of gestures, environment, lifecycle and the selection binding into
  /// engine events. It decides nothing itself.
  struct CarouselStage<Data: RandomAccessCollection, ID: Hashable & Sendable, Content: View>: View {
    @ObservedObject var model: CarouselModel
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let selection: Binding<ID?>?
    let settings: CarouselSettings
    let content: (Data.Element) -> Content

    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.accessibilityVoiceOverEnabled) private var voiceOver
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
      withIndicator(slides)
        .environment(\.carouselModel, model)
        .onChange(of: inputs, initial: true) { old, new in
          // Items first, then the selection, in one handler: a new item selected together with
          // its arrival is there to be selected.
          if old.ids != new.ids || old == new {
            model.itemsChanged(
              data.lazy.map { CarouselItemID($0[keyPath: id]) },
              selecting: new.selection.map(CarouselItemID.init))
          }
          // The first value places the carousel; later ones move it. A value that names no
          // item keeps the current one, and the binding is corrected to it.
          if old.selection != new.selection || old == new {
            model.select(
              new.selection.map(CarouselItemID.init), animated: old.selection != new.selection)
            writeSelection(model.engine.selectedID)
          }
        }
        .onChange(of: model.engine.selectedID, initial: true) { _, new in writeSelection(new) }
        .onChange(of: settings.itemDurations, initial: true) { _, new in
          model.itemDurationsChanged(new)
        }
        .onChange(of: reduceMotion, initial: true) { _, new in model.reduceMotionChanged(new) }
        .onChange(of: voiceOver, initial: true) { _, new in model.voiceOverChanged(new) }
        .onChange(of: scenePhase, initial: true) { _, new in model.sceneChanged(to: new) }
        .onAppear { model.appeared() }
        .onDisappear { model.disappeared() }
        .modifier(CarouselScrollVisibility(model: model))
        .task(id: model.engine.nextDeadline) {
          // The one driver: sleeps until the engine's deadline, then ticks. A new deadline or
          // the view going away cancels it, so nothing is ever left running.
          if await CarouselDriver.waitForDeadline(model.engine.nextDeadline, on: model.clock) {
            model.tick()
          }
        }
        .sensoryFeedback(.selection, trigger: model.userSelectionChanges) { _, _ in
          settings.playsSelectionFeedback
        }
    }

    // MARK: Slides

    private var slides: some View {
      GeometryReader { proxy in
        let configuration = configuration(for: proxy.size)
        TimelineView(
          .animation(minimumInterval: nil, paused: !model.engine.isMoving(at: model.now))
        ) { _ in
          frame(at: model.now)
        }
        .frame(width: proxy.size.width, height: proxy.size.height)
        // The engine mirrors right-to-left layouts and reads drags in physical points: place
        // and measure left to right (the slides' content gets the real direction back).
        .environment(\.layoutDirection, .leftToRight)
        .clipped(antialiased: false, when: settings.clipsSlides)
        .contentShape(Rectangle())
        .modifier(CarouselDragInput(model: model))
        .onChange(of: configuration, initial: true) { _, new in model.configure(new) }
      }
      .accessibilityElement(children: .contain)
      .accessibilityScrollAction { edge in
        if model.userStepped(
          CarouselInputMapping.step(scrollingToward: edge.carouselEdge, axis: axis))
        {
          announcePage()
        }
      }
      .modifier(CarouselCrownInput(model: model))
      .focusable(true, interactions: .automatic)
      .onKeyPress(.leftArrow) { arrow(.left) }
      .onKeyPress(.rightArrow) { arrow(.right) }
      .onKeyPress(.upArrow) { arrow(.up) }
      .onKeyPress(.downArrow) { arrow(.down) }
    }

    /// One frame: the visible slots where the engine places them at `now`, or the empty view.
    @ViewBuilder
    private func frame(at now: CarouselClock.Instant) -> some View {
      let engine = model.engine
      let isMoving = engine.isMoving(at: now)
      ZStack {
        if data.isEmpty {
          settings.emptyContent ?? AnyView(CarouselEmptyView())
        } else {
          let geometry = engine.layoutGeometry
          ForEach(engine.slots(at: now)) { slot in
            if let element = element(for: slot) {
              slide(element, slot: slot, geometry: geometry)
            }
          }
        }
      }
      .transaction { $0.animation = nil }  // the engine's spring moves the slides, nothing else
      .onChange(of: isMoving) { _, moving in
        if !moving { model.motionEnded() }
      }
    }

    /// One slide: the item's content, sized by the layout and placed by the engine.
    private func slide(
      _ element: Data.Element, slot: CarouselSlot<CarouselItemID>, geometry: CarouselLayoutGeometry
    ) -> some View {
      content(element)
        .environment(\.layoutDirection, layoutDirection)
        .frame(width: geometry.itemWidth, height: geometry.itemHeight)
        .allowsHitTesting(slot.receivesTouches)
        .overlay {
          if let index = slot.selectsOnTap {
            Color.clear.contentShape(Rectangle()).onTapGesture {
              model.userSelected(index: index)
            }
          }
        }
        .accessibilityHidden(!slot.isInAccessibilityTree)
        .modifier(CarouselSlotEffect(item: slot.item))
        .zIndex(Double(slot.paintRank))
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

    /// What the app gives the carousel: its items' IDs and the selection.
    private var inputs: CarouselInputs<Data, ID> {
      CarouselInputs(ids: CarouselItemIDs(data: data, id: id), selection: selection?.wrappedValue)
    }

    /// Writes the engine's selection to the binding when they differ.
    private func writeSelection(_ selected: CarouselItemID?) {
      guard let selection, let typed = selected?.typed(as: ID.self),
        selection.wrappedValue != typed
      else { return }
      selection.wrappedValue = typed
    }

    /// The settings' configuration, completed with the carousel's size and reading direction.
    private func configuration(for size: CGSize) -> CarouselConfiguration {
      var configuration = settings.configuration
      configuration.viewportWidth = size.width
      configuration.viewportHeight = size.height
      configuration.layoutDirection = layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
      return configuration
    }

    private var axis: CarouselAxis { settings.configuration.axis }

    // MARK: Indicator

    @ViewBuilder
    private func withIndicator(_ slides: some View) -> some View {
      let indicator = CarouselIndicator(settings.indicator)
      let stack =
        axis == .horizontal
        ? AnyLayout(VStackLayout(spacing: 12)) : AnyLayout(HStackLayout(spacing: 12))
      switch settings.indicatorPlacement {
      case .below:
        stack {
          slides
          indicator
        }
      case .above:
        stack {
          indicator
          slides
        }
      case .overlay(let alignment): slides.overlay(alignment: alignment) { indicator.padding(12) }
      }
    }

    // MARK: Keyboard and accessibility

    private func arrow(_ key: CarouselArrowKey) -> KeyPress.Result {
      let step = CarouselInputMapping.step(
        forArrow: key, axis: axis,
        layoutDirection: layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
      guard step != nil else { return .ignored }
      model.userStepped(step)
      return .handled
    }

    /// Tells VoiceOver the page changed after a three-finger swipe, as a scroll view does.
    private func announcePage() {
      #if canImport(UIKit) && !os(watchOS)
        let accessibility = model.engine.accessibility
        guard let index = accessibility.selectedIndex else { return }
        let text = String(
          localized: "Page \(index + 1) of \(accessibility.count)",
          comment: "VoiceOver, after a three-finger swipe moved a carousel")
        UIAccessibility.post(notification: .pageScrolled, argument: text)
      #endif
    }
  }

  /// The app's inputs to a carousel, compared as one value so that one handler takes both.
  private struct CarouselInputs<Data: RandomAccessCollection, ID: Hashable>: Equatable {
    let ids: CarouselItemIDs<Data, ID>
    let selection: ID?
  }

  /// The item IDs of `data`, compared without copying them: a change of the list is noticed
  /// when the carousel's inputs change, in one pass and no allocation.
  private struct CarouselItemIDs<Data: RandomAccessCollection, ID: Hashable>: Equatable {
    let data: Data
    let id: KeyPath<Data.Element, ID>

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.id == rhs.id
        && lhs.data.lazy.map { $0[keyPath: lhs.id] }.elementsEqual(
          rhs.data.lazy.map { $0[keyPath: rhs.id] })
    }
  }

  /// Places one slot as the layout says: scale, 3D rotation, opacity and offset from the
  /// viewport's center, with no animation of their own.
  private struct CarouselSlotEffect: ViewModifier {
    let item: CarouselVisibleItem

    func body(content: Content) -> some View {
      let axis = item.rotation.axis
      content
        .scaleEffect(item.scale)
        .rotation3DEffect(.radians(item.rotation.angle), axis: (x: axis.x, y: axis.y, z: axis.z))
        .opacity(item.opacity)
        .offset(x: item.x, y: item.y)
    }
  }

  /// Off screen also when an enclosing scroll view has scrolled the carousel out of sight
  /// (iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2); `onDisappear` covers the rest.
  private struct CarouselScrollVisibility: ViewModifier {
    let model: CarouselModel

    func body(content: Content) -> some View {
      if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
        content.onScrollVisibilityChange(threshold: 0.01) { model.scrollVisibilityChanged($0) }
      } else {
        content
      }
    }
  }

  extension View {
    /// Clips to the view's frame when `isClipped`.
    @ViewBuilder
    fileprivate func clipped(antialiased: Bool, when isClipped: Bool) -> some View {
      if isClipped { clipped(antialiased: antialiased) } else { self }
    }
  }

  extension Edge {
    /// The engine's name for the edge.
    fileprivate var carouselEdge: CarouselEdge {
      switch self {
      case .top: return .top
      case .leading: return .leading
      case .bottom: return .bottom
      case .trailing: return .trailing
      }
    }
  }
#endif
