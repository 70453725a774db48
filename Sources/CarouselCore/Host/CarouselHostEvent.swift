/// Something a carousel's host reports to the app after an event, for its callbacks: the phase,
/// the selected item with what moved it, the items in view, and autoplay's end. Each is reported when it
/// changes, never per frame; within one event, in the order of these cases.
@usableFromInline
package enum CarouselHostEvent<ID: Hashable & Sendable>: Hashable, Sendable {
  /// The selected item changed from `from` to `to` (`nil`: no items), moved by `cause`.
  case selectionChanged(from: ID?, to: ID?, cause: CarouselSelectionCause)
  /// The phase changed from `from` to `to`.
  case phaseChanged(from: CarouselPhase, to: CarouselPhase, context: CarouselPhaseChangeContext)
  /// The items at least half in view changed: their IDs, in the carousel's order.
  case visibleItemsChanged([ID])
  /// Autoplay stopped at the last item of a finite carousel (``AutoplayOptions/stopsAtEnd``).
  case autoplayFinished

  /// Whether the event is a drag the carousel took starting: the phase becoming
  /// ``CarouselPhase/dragging`` (a swipe), the moment a scroll view set to dismiss the keyboard
  /// does so. Taps, keys, autoplay and moves from code never start one.
  package var startsDrag: Bool {
    guard case .phaseChanged(let from, let to, _) = self else { return false }
    return to == .dragging && from != .dragging
  }
}
