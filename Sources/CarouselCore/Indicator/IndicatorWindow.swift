/// The part of the dot strip a ``PageIndicator`` shows at one position: where the window starts
/// (in item space, fractional while it scrolls) and how many items lie beyond each edge.
struct IndicatorWindow {
  /// The item-space position of the strip's first slot; may be negative or past the items in a
  /// circular window.
  let start: Double
  /// Whether the window wraps around the items (looping with more items than slots).
  let isCircular: Bool
  /// Items hidden before the first slot (fractional while scrolling).
  let hiddenBefore: Double
  /// Items hidden after the last slot.
  let hiddenAfter: Double
  /// The number of slots at rest.
  let slotCount: Int

  init(indicator: PageIndicator, position: Double) {
    slotCount = indicator.visibleDotCount
    let hidden = indicator.count - slotCount
    guard hidden > 0 else {
      (start, isCircular, hiddenBefore, hiddenAfter) = (0, false, 0, 0)
      return
    }
    if indicator.isLooping {
      // No ends: the current dot rides in the middle slot and both edges always hide items.
      start = position - Double((slotCount - 1) / 2)
      (isCircular, hiddenBefore, hiddenAfter) = (true, Double(hidden), Double(hidden))
    } else {
      // The current dot walks to the next-to-last slot, then the window scrolls under it.
      start = min(max(position - Double(slotCount - 2), 0), Double(hidden))
      (isCircular, hiddenBefore, hiddenAfter) = (false, start, Double(hidden) - start)
    }
  }

  /// The size of a dot at `slot` due to the edges: smaller near an edge that hides items,
  /// fading in as the first hidden item slides out, and down to 0 for a dot leaving the strip.
  func edgeScale(atSlot slot: Double) -> Double {
    min(
      edgeScale(distanceFromEdge: slot, hidden: hiddenBefore),
      edgeScale(distanceFromEdge: Double(slotCount - 1) - slot, hidden: hiddenAfter))
  }

  private func edgeScale(distanceFromEdge distance: Double, hidden: Double) -> Double {
    guard hidden > 0 else { return 1 }
    let scales = PageIndicator.edgeScales
    // Linear between the listed scales: edge slot, one slot in, two slots in; 0 one slot out.
    let level: Double
    if distance <= -1 {
      level = 0
    } else if distance < 0 {
      level = (distance + 1) * scales[0]
    } else if distance >= Double(scales.count - 1) {
      level = scales[scales.count - 1]
    } else {
      let lower = Int(distance.rounded(.down))
      let part = distance - Double(lower)
      level = scales[lower] + (scales[lower + 1] - scales[lower]) * part
    }
    let weight = min(hidden, 1)
    return (1 - weight) + weight * level
  }
}
