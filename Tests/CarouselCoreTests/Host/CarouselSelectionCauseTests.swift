import CarouselCore
import Testing

/// Which causes are the user's own moves: every case, with its literal answer.
@Suite struct CarouselSelectionCauseTests {
  @Test(arguments: [
    (CarouselSelectionCause.swipe, true),
    (.tap, true),
    (.indicator, true),
    (.autoplay, false),
    (.keyboard, true),
    (.crown, true),
    (.accessibility, true),
    (.program, false),
    (.dataChange, false),
  ])
  func isUser(cause: CarouselSelectionCause, expected: Bool) {
    #expect(cause.isUser == expected)
  }

  /// The table above names every case, so a new case cannot go unanswered.
  @Test func theTableNamesEveryCase() {
    #expect(CarouselSelectionCause.allCases.count == 9)
  }
}
