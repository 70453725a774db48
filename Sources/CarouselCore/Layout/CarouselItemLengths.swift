/// The items' own lengths along the paging axis, in display order, kept in a Fenwick (binary
/// indexed) tree: the sum of the first `k` lengths and the item at a distance along the row are
/// each O(log n), and changing one length is O(log n), so a frame costs O(visible × log n) at
/// any count. Built once in O(n); it allocates only for the lengths the app gave.
///
/// Every length is sanitized as the layout's lengths are: NaN, infinite and negative lengths
/// count as 0, lengths above 10^9 points as 10^9.
///
/// ```swift
/// let lengths = CarouselItemLengths([60, 100, 80])
/// lengths.sum(ofFirst: 2)  // 160
/// lengths[2]  // 80
/// ```
@usableFromInline package struct CarouselItemLengths: Hashable, Sendable {
  /// The sanitized lengths, by item index: what a single length is read from in O(1).
  private var lengths: [Double]
  /// The Fenwick tree, 1-based: `tree[i]` is the sum of the `i & -i` lengths ending at item
  /// `i - 1`; `tree[0]` is unused.
  private var tree: [Double]
  /// The longest length, or 0 without lengths.
  package private(set) var longest: Double

  /// The lengths of `lengths`, sanitized, in O(n).
  package init(_ lengths: some Collection<Double>) {
    let sanitized = lengths.map(LayoutMath.sanitizedLength)
    self.lengths = sanitized
    var tree = [0.0] + sanitized
    // Each node adds its sum into its parent once: O(n) rather than n updates.
    for node in tree.indices.dropFirst() {
      let parent = node + (node & -node)
      if parent < tree.count { tree[parent] += tree[node] }
    }
    self.tree = tree
    longest = sanitized.max() ?? 0
  }

  /// How many lengths there are.
  package var count: Int { lengths.count }

  /// The sanitized length of item `index`, which must be in `0..<count`.
  package subscript(index: Int) -> Double { lengths[index] }

  /// Sets item `index`'s length (sanitized) in O(log n), or O(n) when it shortens the longest
  /// item (the longest is then looked for again); `index` must be in `0..<count`. A length that
  /// is already there changes nothing (no copy of the storage).
  package mutating func setLength(_ length: Double, at index: Int) {
    let length = LayoutMath.sanitizedLength(length)
    let change = length - lengths[index]
    guard change != 0 else { return }
    lengths[index] = length
    var node = index + 1
    while node < tree.count {
      tree[node] += change
      node += node & -node
    }
    if length > longest {
      longest = length
    } else if length - change == longest {
      longest = lengths.max() ?? 0
    }
  }

  /// The sum of the first `prefix` lengths, `prefix` clamped to `0...count`: O(log n).
  package func sum(ofFirst prefix: Int) -> Double {
    var node = min(max(prefix, 0), count)
    var sum = 0.0
    while node > 0 {
      sum += tree[node]
      node &= node - 1
    }
    return sum
  }

  /// The most items, from the first, whose lengths plus `gap` after each add up to at most
  /// `distance`: the largest `k` in `0...count` with `sum(ofFirst: k) + k × gap <= distance`
  /// (0 for a negative or NaN distance). O(log n): one descent of the tree, as each node covers
  /// a known number of items and so of gaps.
  package func prefixCount(within distance: Double, gap: Double) -> Int {
    guard distance >= 0 else { return 0 }
    var position = 0
    var reached = 0.0
    var step = count == 0 ? 0 : 1 << (Int.bitWidth - 1 - count.leadingZeroBitCount)
    while step > 0 {
      let next = position + step
      if next <= count {
        let extended = reached + tree[next] + Double(step) * gap
        if extended <= distance {
          position = next
          reached = extended
        }
      }
      step >>= 1
    }
    return position
  }

  /// Whether both hold the same lengths: the arrays compared, O(1) when they share storage
  /// (the engine's, frame after frame).
  @usableFromInline package static func == (lhs: CarouselItemLengths, rhs: CarouselItemLengths)
    -> Bool
  {
    lhs.lengths == rhs.lengths
  }

  /// The count only: O(1) per frame, and equal lengths have equal counts.
  @usableFromInline package func hash(into hasher: inout Hasher) {
    hasher.combine(count)
  }
}
