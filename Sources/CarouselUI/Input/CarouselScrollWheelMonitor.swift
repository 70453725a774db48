#if canImport(SwiftUI) && os(macOS)
  import AppKit
  import SwiftUI

  /// The Mac's scroll-wheel input: two-finger trackpad and Magic Mouse swipes page the carousel
  /// as they page a paging scroll view, and a mouse wheel pages one item per burst of notches
  /// (CarouselCore's `CarouselScrollWheel` decides; a `DragGesture` never sees these events).
  ///
  /// Why a local event monitor, held by a view behind the slides: AppKit sends a scroll event to
  /// the view its hit test finds under the pointer. A view of ours in front of the slides would
  /// take their clicks and drags as well, and one behind them never gets the event. The monitor
  /// sees each scroll event of the app before it is sent on: the events the carousel takes are
  /// dropped there (so an enclosing `ScrollView` does not scroll with a swipe the carousel pages
  /// with), and every other event goes on as if no monitor were there (so a vertical scroll over
  /// a horizontal carousel scrolls the page). The view gives the carousel's frame and window; it
  /// hit-tests nothing, so clicks, drags and scrolls reach the slides as before.
  ///
  /// Over the carousel means: in its window, inside its frame, and under no other AppKit view (a
  /// text view, a scroll view inside a slide, another window's content keeps its scrolls).
  /// SwiftUI views drawn over the carousel in the same hosting view are not told apart. Each
  /// carousel's monitor sees every event that no monitor called before it took, over the
  /// carousel or not, so it follows a gesture from its start to its end; of two carousels
  /// nested along the same axis, the one whose monitor AppKit calls first takes the swipe
  /// (AppKit documents no order).
  /// The monitor is installed while the view is in a window and removed when it leaves it or
  /// SwiftUI dismantles it; it holds the view weakly. Not verified on a device.
  struct CarouselScrollWheelMonitor<ID: Hashable & Sendable>: NSViewRepresentable {
    let model: CarouselModel<ID>

    func makeNSView(context: Context) -> CarouselScrollWheelView {
      CarouselScrollWheelView()
    }

    func updateNSView(_ view: CarouselScrollWheelView, context: Context) {
      view.scrolled = model.scrollWheelMoved
    }

    static func dismantleNSView(_ view: CarouselScrollWheelView, coordinator: ()) {
      view.removeMonitor()
    }
  }

  /// The view behind the slides that holds the scroll-wheel monitor (see
  /// ``CarouselScrollWheelMonitor``).
  final class CarouselScrollWheelView: NSView {
    /// The model's scroll-wheel input: whether the carousel took the event.
    var scrolled: ((CarouselScrollEvent) -> Bool)?
    /// The local monitor, while the view is in a window.
    private var monitor: Any?

    /// Nothing: clicks and scrolls go to the slides in front, or through them.
    override func hitTest(_ point: NSPoint) -> NSView? { nil }

    override func viewDidMoveToWindow() {
      super.viewDidMoveToWindow()
      if window == nil { removeMonitor() } else { addMonitor() }
    }

    /// Stops watching scroll events.
    func removeMonitor() {
      if let monitor { NSEvent.removeMonitor(monitor) }
      monitor = nil
    }

    private func addMonitor() {
      guard monitor == nil else { return }
      monitor = NSEvent.addLocalMonitorForEvents(matching: .scrollWheel) { [weak self] event in
        // A taken event is dropped; any other goes on to the view under the pointer.
        guard let self, let scrolled = self.scrolled else { return event }
        return scrolled(CarouselScrollEvent(event, isOverCarousel: self.isUnderPointer(event)))
          ? nil : event
      }
    }

    /// Whether `event`'s pointer is over this view's frame, in its window, with no other AppKit
    /// view in front: the window's hit test finds this view's superview or one around it.
    private func isUnderPointer(_ event: NSEvent) -> Bool {
      guard let window, event.window === window, let content = window.contentView,
        bounds.contains(convert(event.locationInWindow, from: nil))
      else { return false }
      // `hitTest` takes a point in the superview's space.
      let point = content.superview?.convert(event.locationInWindow, from: nil)
      guard let hit = content.hitTest(point ?? event.locationInWindow) else { return false }
      return isDescendant(of: hit)
    }
  }

  extension CarouselScrollEvent {
    /// The event as AppKit reports it.
    fileprivate init(_ event: NSEvent, isOverCarousel: Bool) {
      self.init(
        phase: Phase(event.phase), momentum: Phase(event.momentumPhase),
        deltaX: event.scrollingDeltaX, deltaY: event.scrollingDeltaY,
        isOverCarousel: isOverCarousel)
    }
  }

  extension CarouselScrollEvent.Phase {
    /// The phase AppKit names (one flag at a time; none is ``none``).
    fileprivate init(_ phase: NSEvent.Phase) {
      let phases: [(NSEvent.Phase, Self)] = [
        (.ended, .ended), (.cancelled, .cancelled), (.began, .began), (.changed, .changed),
        (.stationary, .stationary), (.mayBegin, .mayBegin),
      ]
      self = phases.first { phase.contains($0.0) }?.1 ?? .none
    }
  }
#endif
