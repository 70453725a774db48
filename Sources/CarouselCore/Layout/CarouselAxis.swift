/// The axis a carousel pages along. The engine works on the main axis only; the axis decides
/// how a drag is read and where the layout places items.
public enum CarouselAxis: String, Hashable, Sendable, CaseIterable {
  /// Pages move left and right (or right and left in a right-to-left layout).
  case horizontal
  /// Pages move up and down.
  case vertical
}
