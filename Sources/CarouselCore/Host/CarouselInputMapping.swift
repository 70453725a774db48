/// A page step a host's input asks for: from a keyboard arrow, a VoiceOver three-finger swipe,
/// a Digital Crown turn or a button.
package enum CarouselStep: Hashable, Sendable {
  /// The next item.
  case next
  /// The previous item.
  case previous
}

/// An edge of the carousel in reading order, like SwiftUI's `Edge`: what a VoiceOver scroll
/// action names.
package enum CarouselEdge: Hashable, Sendable, CaseIterable {
  /// The top edge.
  case top
  /// The leading edge: left in a left-to-right layout, right in a right-to-left one.
  case leading
  /// The bottom edge.
  case bottom
  /// The trailing edge.
  case trailing
}

/// A keyboard arrow, by the direction printed on it.
package enum CarouselArrowKey: Hashable, Sendable, CaseIterable {
  /// The up arrow.
  case up
  /// The down arrow.
  case down
  /// The left arrow.
  case left
  /// The right arrow.
  case right
}

/// How input that is not a drag turns into page steps.
package enum CarouselInputMapping {
  /// The step for a VoiceOver scroll action toward `edge` (a three-finger swipe left scrolls
  /// toward the trailing edge): toward the trailing or bottom edge is the next page, toward the
  /// leading or top edge the previous one; edges across the paging axis are not the carousel's
  /// (`nil`, so an enclosing scroll view can take them). `Edge` already follows the reading
  /// direction, so a right-to-left layout needs nothing more.
  package static func step(scrollingToward edge: CarouselEdge, axis: CarouselAxis) -> CarouselStep?
  {
    switch (axis, edge) {
    case (.horizontal, .trailing), (.vertical, .bottom): return .next
    case (.horizontal, .leading), (.vertical, .top): return .previous
    case (.horizontal, _), (.vertical, _): return nil
    }
  }

  /// The step for an arrow key: along a horizontal carousel the arrow toward where the next
  /// page enters (right, or left in a right-to-left layout) is the next page; along a vertical
  /// one, down. Arrows across the axis are not the carousel's (`nil`).
  package static func step(
    forArrow arrow: CarouselArrowKey, axis: CarouselAxis, layoutDirection: CarouselLayoutDirection
  ) -> CarouselStep? {
    switch (axis, arrow) {
    case (.horizontal, .right): return layoutDirection == .leftToRight ? .next : .previous
    case (.horizontal, .left): return layoutDirection == .leftToRight ? .previous : .next
    case (.vertical, .down): return .next
    case (.vertical, .up): return .previous
    case (.horizontal, _), (.vertical, _): return nil
    }
  }
}
