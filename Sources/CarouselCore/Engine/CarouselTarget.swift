/// The item a released drag settles on, as a ``CarouselTargetBehavior`` reads and changes it,
/// like SwiftUI's `ScrollTarget`.
public struct CarouselTarget: Sendable, Hashable {
  /// The item's index, counted as the context's ``CarouselTargetContext/origin`` is.
  ///
  /// A finite carousel: an index of the items, `0..<count`; one outside them is clamped to the
  /// first or the last item (with `CarouselDiagnostic.targetOutOfRange(index:count:)`). A
  /// looping carousel: the index counts on past the ends, across the seam, from the origin's
  /// lap: `count` is the first item one lap forward and `-1` the last item one lap back, so a
  /// target of `origin + n` moves `n` items forward (back when `n` is negative), and the
  /// carousel settles on item `index` modulo `count`. There every index is valid (a travel
  /// beyond `Int`'s range stops at its limit; nothing traps).
  public var index: Int {
    get { storedIndex }
    set {
      storedIndex = newValue
      page = nil
    }
  }

  /// ``index``'s storage.
  private var storedIndex: Int

  /// The engine's page of the target, when the engine or a built-in behavior chose it (and
  /// ``index`` has not been set since): the page is then taken as it is, so that the built-in
  /// behaviors land exactly where the drag's rules say even where an index cannot count the
  /// pages (a flick predicted beyond `Int`'s range on a looping carousel).
  package private(set) var page: Int?

  /// A target of the item at `index`.
  public init(index: Int) {
    storedIndex = index
    page = nil
  }

  /// A target of the item at `index`, which the engine shows on `page`.
  package init(index: Int, page: Int) {
    storedIndex = index
    self.page = page
  }

  /// Whether the two targets name the same index.
  public static func == (lhs: CarouselTarget, rhs: CarouselTarget) -> Bool {
    lhs.index == rhs.index
  }

  /// Hashes the ``index``, consistently with `==`.
  public func hash(into hasher: inout Hasher) { hasher.combine(index) }
}
