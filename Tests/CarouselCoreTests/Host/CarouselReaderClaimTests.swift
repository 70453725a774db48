import CarouselCore
import Testing

@Suite struct CarouselReaderClaimTests {
  /// `.id(category)` or an animated if/else: the new carousel appears before the old one
  /// disappears. The new one takes the reader over, and nothing is reported.
  @Test func aSwapHandsTheReaderToTheNewCarouselWithoutAWarning() {
    var claim = CarouselReaderClaim<String>()
    expectValue(claim.appeared("old"), true)
    expectValue(claim.appeared("new"), false)
    #expect(claim.holder == "old")
    expectValue(claim.disappeared("old"), true)
    #expect(claim.holder == "new")
    expectValue(claim.sharingDiagnostic(), nil)
  }

  /// Hero and thumbnails under one reader: the first keeps the reader, the second keeps its
  /// own state, and the sharing is reported once while it lasts.
  @Test func twoCarouselsOnScreenAreReportedOnceWhileTheyShareIt() {
    var claim = CarouselReaderClaim<String>()
    claim.appeared("hero")
    claim.appeared("thumbnails")
    #expect(claim.holder == "hero")
    #expect(claim.carouselCount == 2)
    expectValue(claim.sharingDiagnostic(), .readerShared(carousels: 2))
    expectValue(claim.sharingDiagnostic(), nil)
    expectValue(claim.disappeared("thumbnails"), false)
    expectValue(claim.sharingDiagnostic(), nil)
    claim.appeared("other")
    expectValue(claim.sharingDiagnostic(), .readerShared(carousels: 2))
  }

  @Test func theEarliestWaitingCarouselTakesOverWhenTheHolderLeaves() {
    var claim = CarouselReaderClaim<Int>()
    claim.appeared(1)
    claim.appeared(2)
    claim.appeared(3)
    expectValue(claim.disappeared(2), false)
    expectValue(claim.disappeared(1), true)
    #expect(claim.holder == 3)
    expectValue(claim.disappeared(3), true)
    #expect(claim.holder == nil)
  }

  /// Two views of one carousel (its own appear arriving before its disappear) keep its claim
  /// until both are gone.
  @Test func appearancesOfOneCarouselAreCounted() {
    var claim = CarouselReaderClaim<Int>()
    claim.appeared(1)
    claim.appeared(1)
    claim.appeared(2)
    expectValue(claim.disappeared(1), false)
    #expect(claim.holder == 1)
    #expect(claim.carouselCount == 2)
    expectValue(claim.disappeared(1), true)
    #expect(claim.holder == 2)
  }

  @Test func aDisappearanceOfACarouselNotOnScreenChangesNothing() {
    var claim = CarouselReaderClaim<Int>()
    expectValue(claim.disappeared(7), false)
    claim.appeared(1)
    expectValue(claim.disappeared(7), false)
    #expect(claim.holder == 1)
  }

  /// Every order of appear and disappear events of three carousels (each appearing at most
  /// twice), against a model: the holder is the earliest-appeared carousel that has more
  /// appearances than disappearances.
  @Test func everyOrderOfEventsMatchesTheModel() {
    let events = [(1, true), (2, true), (1, false), (3, true), (2, false), (1, true), (3, false)]
    // All 5,040 orders of these seven events.
    func permutations(_ items: [(Int, Bool)]) -> [[(Int, Bool)]] {
      guard items.count > 1 else { return [items] }
      return items.indices.flatMap { index -> [[(Int, Bool)]] in
        var rest = items
        let first = rest.remove(at: index)
        return permutations(rest).map { [first] + $0 }
      }
    }
    for order in permutations(events) {
      var claim = CarouselReaderClaim<Int>()
      var counts: [Int: Int] = [:]
      var line: [Int] = []
      for (token, appears) in order {
        if appears {
          counts[token, default: 0] += 1
          if !line.contains(token) { line.append(token) }
          claim.appeared(token)
        } else {
          if let count = counts[token], count > 0 {
            counts[token] = count - 1
            if count == 1 { line.removeAll { $0 == token } }
          }
          claim.disappeared(token)
        }
        #expect(claim.holder == line.first, "order \(order)")
        #expect(claim.carouselCount == line.count, "order \(order)")
        #expect(claim.isOnScreen(token) == line.contains(token), "order \(order)")
      }
    }
  }
}

/// The reader's rule does not depend on the order of `onAppear` calls: the view tree's order
/// and the carousels marked as its target decide.
@Suite struct CarouselReaderClaimOrderTests {
  /// Hero written above thumbnails, whichever appears first.
  @Test(arguments: [["hero", "thumbnails"], ["thumbnails", "hero"]])
  func theFirstWrittenIsDrivenWhateverAppearsFirst(_ appearing: [String]) {
    var claim = CarouselReaderClaim<String>()
    for token in appearing { claim.appeared(token) }
    claim.treeOrderChanged(["hero", "thumbnails"])
    #expect(claim.holder == "hero")
    expectValue(claim.sharingDiagnostic(), .readerShared(carousels: 2))
  }

  /// A marked carousel is driven wherever it is written, and sharing is not reported then.
  @Test(arguments: [["hero", "thumbnails"], ["thumbnails", "hero"]])
  func theMarkedCarouselIsDriven(_ appearing: [String]) {
    var claim = CarouselReaderClaim<String>()
    for token in appearing { claim.appeared(token, isTarget: token == "thumbnails") }
    claim.treeOrderChanged(["hero", "thumbnails"])
    #expect(claim.holder == "thumbnails")
    expectValue(claim.sharingDiagnostic(), nil)
    expectValue(claim.targetChanged("thumbnails", isTarget: false), true)
    #expect(claim.holder == "hero")
    expectValue(claim.sharingDiagnostic(), .readerShared(carousels: 2))
  }

  /// Until the tree's order is known, carousels rank by appearance; those whose place is known
  /// rank before those whose place is not.
  @Test func anUnknownPlaceRanksAfterAKnownOne() {
    var claim = CarouselReaderClaim<Int>()
    claim.appeared(1)
    claim.appeared(2)
    #expect(claim.holder == 1)
    expectValue(claim.treeOrderChanged([2]), true)
    #expect(claim.holder == 2)
    expectValue(claim.treeOrderChanged([2, 1]), false)
    expectValue(claim.disappeared(2), true)
    #expect(claim.holder == 1)
  }

  /// A second view of a carousel that appears (one replacing another) carries its own mark:
  /// the carousel is marked as the newest appearance says.
  @Test func aSecondAppearanceUpdatesTheMark() {
    var claim = CarouselReaderClaim<String>()
    claim.treeOrderChanged(["hero", "thumbnails"])
    claim.appeared("hero")
    claim.appeared("thumbnails")
    #expect(claim.holder == "hero")
    expectValue(claim.appeared("thumbnails", isTarget: true), true)
    #expect(claim.holder == "thumbnails")
    expectValue(claim.disappeared("thumbnails"), false)  // its other view is still there
    expectValue(claim.appeared("thumbnails", isTarget: false), true)
    #expect(claim.holder == "hero")
  }
}
