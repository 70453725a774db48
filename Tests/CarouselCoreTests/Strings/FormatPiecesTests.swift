import CarouselCore
import Testing

/// The format checks the localization tests rely on.
@Suite struct FormatPiecesTests {
  let named: [CarouselStringArgument] = [.text("Beach"), .integer(2), .integer(5)]

  @Test func plainAndPositionalFormatsOfTheArguments() throws {
    for format in ["%@, %lld of %lld", "%1$@, %2$lld of %3$lld", "%1$@、%3$lld中%2$lld"] {
      #expect(try #require(FormatPieces(format)).problems(for: named) == [], "\(format)")
    }
    #expect(try #require(FormatPieces("Page")).problems(for: []) == [])
    #expect(try #require(FormatPieces("100%% sure")).problems(for: []) == [])
  }

  @Test func wrongFormatsHaveProblems() throws {
    for format in [
      "%1$lld, %2$lld of %3$lld",  // the name read as an integer
      "%1$@, %2$lld",  // the count never read
      "%1$@, %2$lld of %2$lld",  // the page read twice
      "%1$@, %2$lld of %4$lld",  // no fourth argument
      "%1$@, %lld of %lld",  // positional and plain mixed
      "%@, %d of %d",  // `%d` reads 32 bits
      "%lld, %@ of %lld",  // plain, out of order
    ] {
      #expect(try #require(FormatPieces(format)).problems(for: named) != [], "\(format)")
    }
    #expect(FormatPieces("50%") == nil)
    #expect(FormatPieces("%k") == nil)
  }

  @Test func filledIn() throws {
    #expect(
      try #require(FormatPieces("%1$@, %2$lld of %3$lld")).filled(with: named) == "Beach, 2 of 5")
    #expect(try #require(FormatPieces("%3$lld中%2$lld、%1$@")).filled(with: named) == "5中2、Beach")
    #expect(
      try #require(FormatPieces("%@: %lld%%")).filled(with: [.text("a"), .integer(7)]) == "a: 7%")
  }
}
