/// Which carousel a reader drives, when carousels inside it come and go: the first carousel on
/// screen claims the reader; others that appear meanwhile keep their own state and wait; when the
/// holder leaves the screen, the earliest waiting one that is still on screen takes over.
///
/// Each carousel always has its own engine, so a claim moves no state: the reader's proxy, its
/// indicators and buttons follow the holder. Appearances are counted per carousel, because when
/// SwiftUI replaces one view with another (an `.id` change, an animated if/else) the new one
/// can appear before the old one disappears. More than one carousel on screen is reported once
/// (``sharingDiagnostic()``), after the update settled, so that such a swap reports nothing.
///
/// ```swift
/// var claim = CarouselReaderClaim<Int>()
/// claim.appeared(2)      // true: 2 holds the reader
/// claim.appeared(3)      // false: 3 waits
/// claim.disappeared(2)   // true: 3 holds it now
/// ```
package struct CarouselReaderClaim<Token: Hashable & Sendable>: Sendable {
  /// The carousels on screen in the order they first appeared, with how many of their views
  /// are on screen; the first holds the claim.
  private var onScreen: [(token: Token, appearances: Int)] = []
  /// Whether the reader's sharing was reported while it lasts.
  private var reportedSharing = false

  /// Creates a claim that no carousel holds.
  package init() {}

  /// The carousel the reader drives, or `nil` when none is on screen.
  package var holder: Token? { onScreen.first?.token }

  /// How many carousels are on screen inside the reader.
  package var carouselCount: Int { onScreen.count }

  /// Whether a view of carousel `token` is on screen (holding the claim or waiting for it).
  package func isOnScreen(_ token: Token) -> Bool { onScreen.contains { $0.token == token } }

  /// A view of carousel `token` appeared; whether the holder changed.
  @discardableResult
  package mutating func appeared(_ token: Token) -> Bool {
    let before = holder
    if let index = onScreen.firstIndex(where: { $0.token == token }) {
      onScreen[index].appearances += 1
    } else {
      onScreen.append((token, 1))
    }
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

  /// ``CarouselDiagnostic/readerShared(carousels:)`` when more than one carousel is on screen
  /// and it was not yet reported while they are; otherwise `nil`. Call it once the update that
  /// made a carousel appear has settled (after every appear and disappear of that update).
  package mutating func sharingDiagnostic() -> CarouselDiagnostic? {
    guard onScreen.count > 1, !reportedSharing else { return nil }
    reportedSharing = true
    return .readerShared(carousels: onScreen.count)
  }
}
