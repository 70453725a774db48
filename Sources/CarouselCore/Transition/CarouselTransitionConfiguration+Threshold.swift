extension CarouselTransitionConfiguration {
  /// A point in an item's progress from hidden (wholly outside the carousel's visible area) to
  /// visible and on to the center, as SwiftUI's `ScrollTransitionConfiguration.Threshold`: set
  /// with `threshold(_:)` where an item counts as
  /// fully shown (at the identity phase).
  ///
  /// ```swift
  /// .carouselTransition(.interactive.threshold(.visible(0.9))) { content, phase in
  ///   content.opacity(phase.isIdentity ? 1 : 0.3)  // full while 90% of a tile is in view
  /// }
  /// ```
  ///
  /// Each threshold is a distance from the visible area's center at which an item's center
  /// meets it, made of the area's half length, the item's half length and points.
  public struct Threshold: Hashable, Sendable {
    /// Points, whatever the lengths.
    let points: Double
    /// How many of the visible area's half lengths.
    let containerHalves: Double
    /// How many of the item's half lengths.
    let itemHalves: Double

    private init(points: Double, containerHalves: Double, itemHalves: Double) {
      self.points = points
      self.containerHalves = containerHalves
      self.itemHalves = itemHalves
    }

    /// The item is wholly within the visible area: the default.
    public static let visible = Threshold(points: 0, containerHalves: 1, itemHalves: -1)

    /// The item is wholly outside the visible area: every item partly in view is at identity.
    public static let hidden = Threshold(points: 0, containerHalves: 1, itemHalves: 1)

    /// The item is centered in the visible area.
    public static var centered: Threshold {
      Threshold(points: 0, containerHalves: 0, itemHalves: 0)
    }

    /// The item is visible by `amount` of its length: 0 is hidden, 1 wholly visible; values
    /// outside `0...1` are clamped into it, NaN counts as 1.
    public static func visible(_ amount: Double) -> Threshold {
      let amount = amount.isNaN ? 1 : Numerics.unitClamped(amount)
      return Threshold(points: 0, containerHalves: 1, itemHalves: 1 - 2 * amount)
    }

    /// This threshold, met when the item is `distance` points closer to the center of the
    /// visible area; negative values move it away from the center. NaN or infinite values count
    /// as 0.
    public func inset(by distance: Double) -> Threshold {
      Threshold(
        points: points - Numerics.finiteOrZero(distance), containerHalves: containerHalves,
        itemHalves: itemHalves)
    }

    /// A threshold between this one (`amount` 0) and `other` (`amount` 1); NaN or infinite
    /// amounts count as 0.
    public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
      let amount = Numerics.finiteOrZero(amount)
      func between(_ mine: Double, _ theirs: Double) -> Double {
        Numerics.interpolate(from: mine, to: theirs, by: amount)
      }
      return Threshold(
        points: between(points, other.points),
        containerHalves: between(containerHalves, other.containerHalves),
        itemHalves: between(itemHalves, other.itemHalves))
    }

    /// The distance from the visible area's center, at least 0, within which the center of an
    /// item placed as `placement` meets this threshold.
    package func centerDistance(for placement: CarouselTransitionPlacement) -> Double {
      let container: Double = containerHalves * placement.containerLength / 2
      let item: Double = itemHalves * placement.length / 2
      return max(Numerics.finiteOrZero(points + container + item), 0)
    }
  }
}
