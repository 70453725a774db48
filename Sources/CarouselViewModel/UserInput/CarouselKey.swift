import CarouselCore

/// A key a focused carousel handles: an arrow pages it, Return and Space activate the selected
/// item.
package enum CarouselKey: Hashable, Sendable {
  /// An arrow key.
  case arrow(CarouselArrowKey)
  /// Return or Space.
  case activate
}
