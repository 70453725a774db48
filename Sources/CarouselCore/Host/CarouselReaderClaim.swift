/// Which carousel a reader drives, when carousels inside it come and go. Among the carousels on
/// screen inside the reader, it drives:
/// 1. the first marked as its target (`.carouselReaderTarget()`), in the order the view tree
///    lists them;
/// 2. otherwise the first in the view tree's order (reading order: the one written first);
/// 3. a carousel whose place in the tree is not known yet ranks after those whose place is, in
///    the order they appeared.
/// So the rule does not depend on the order in which SwiftUI calls siblings' `onAppear`, which
/// it does not promise. When the holder leaves the screen, the next by the same rule takes over.
///
/// Each carousel always has its own engine, so a claim moves no state: the reader's proxy, its
/// indicators and buttons follow the holder. Appearances are counted per carousel, because when
/// SwiftUI replaces one view with another (an `.id` change, an animated if/else) the new one
/// can appear before the old one disappears. More than one carousel on screen with none marked
/// is reported once (``sharingDiagnostic()``), after the update settled, so that such a swap
/// reports nothing.
///
/// ```swift
/// var claim = CarouselReaderClaim<Int>()
/// claim.appeared(2)  // true: 2 holds the reader
/// claim.appeared(3)  // false: 3 waits
/// claim.treeOrderChanged([3, 2])  // true: 3 is written first
/// claim.disappeared(3)  // true: 2 holds it again
/// ```
package struct CarouselReaderClaim<Token: Hashable & Sendable>: Sendable {
  /// The carousels on screen in the order they first appeared, with how many of their views
  /// are on screen and whether they are marked as the reader's target.
  private var onScreen: [(token: Token, appearances: Int, isTarget: Bool)] = []
  /// Carousel `token` was marked as the reader's target, or unmarked; whether the holder
  /// changed. A carousel not on screen is marked when it appears.
  @discardableResult
  package mutating func targetChanged(_ token: Token, isTarget: Bool) -> Bool {
    let before = holder
    if let index = onScreen.firstIndex(where: { $0.token == token }) {
      onScreen[index].isTarget = isTarget
    }
    return holder != before
  }

  /// The reader's carousels in the view tree's order, as last reported.
  private var treeOrder: [Token] = []
  /// Whether the reader's sharing was reported while it lasts.
  private var reportedSharing = false

  /// Creates a claim that no carousel holds.
  package init() {}

  /// The carousel the reader drives, or `nil` when none is on screen (see the type's rule).
  package var holder: Token? {
    onScreen.indices.min { rank(of: $0) < rank(of: $1) }.map { onScreen[$0].token }
  }

  /// How many carousels are on screen inside the reader.
  package var carouselCount: Int { onScreen.count }

  /// Whether a view of carousel `token` is on screen (holding the claim or waiting for it).
  package func isOnScreen(_ token: Token) -> Bool { onScreen.contains { $0.token == token } }

  /// A view of carousel `token` appeared, marked as the reader's target or not; whether the
  /// holder changed.
  @discardableResult
  package mutating func appeared(_ token: Token, isTarget: Bool = false) -> Bool {
    let before = holder
    if let index = onScreen.firstIndex(where: { $0.token == token }) {
      onScreen[index].appearances += 1
      onScreen[index].isTarget = isTarget
    } else {
      onScreen.append((token, 1, isTarget))
    }
    return holder != before
  }

  /// The reader's carousels in the view tree's order (a preference SwiftUI collects in that
  /// order); whether the holder changed.
  @discardableResult
  package mutating func treeOrderChanged(_ order: [Token]) -> Bool {
    let before = holder
    treeOrder = order
    return holder != before
  }

  /// A view of carousel `token` disappeared; whether the holder changed. A carousel none of
  /// whose views is on screen any more gives up its claim or its place in line.
  @discardableResult
  package mutating func disappeared(_ token: Token) -> Bool {
    let before = holder
    guard let index = onScreen.firstIndex(where: { $0.token == token }) else { return false }
    onScreen[index].appearances -= 1
    if onScreen[index].appearances <= 0 { onScreen.remove(at: index) }
    if onScreen.count < 2 { reportedSharing = false }
    return holder != before
  }

  /// The rank of the carousel at `index` of ``onScreen`` by the type's rule, lowest first:
  /// targets first, then by place in the tree (unknown places last), then by appearance.
  private func rank(of index: Int) -> (Int, Int, Int) {
    let entry = onScreen[index]
    let place = treeOrder.firstIndex(of: entry.token) ?? Int.max
    return (entry.isTarget ? 0 : 1, place, index)
  }

  /// `CarouselDiagnostic.readerShared(carousels:)` when more than one carousel is on screen,
  /// none marked as the reader's target, and it was not yet reported while they are; otherwise
  /// `nil`. Call it once the update that
  /// made a carousel appear has settled (after every appear and disappear of that update).
  package mutating func sharingDiagnostic() -> CarouselDiagnostic? {
    guard onScreen.count > 1, !onScreen.contains(where: \.isTarget), !reportedSharing else {
      return nil
    }
    reportedSharing = true
    return .readerShared(carousels: onScreen.count)
  }
}
