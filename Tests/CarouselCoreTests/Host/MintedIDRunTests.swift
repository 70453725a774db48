import CarouselCore
import Testing

/// Issue 21: what ends, and what does not end, a run of updates that each replace every item
/// ID, the run whose second update reports ``CarouselDiagnostic/itemIDsReplacedOnEveryUpdate``.
@Suite struct MintedIDRunTests {
  /// A host given `lists` one update a second, from 0 s, and the diagnostics taken after each.
  private func diagnostics(_ lists: [[String]]) -> [[CarouselDiagnostic]] {
    var host = CarouselHost<String, ManualClock>(at: at(0))
    host.configure(.testing(), at: at(0))
    host.appeared(at: at(0))
    return lists.enumerated().map { second, list in
      host.itemsChanged(list, selecting: nil, at: at(Double(second)))
      return host.takeDiagnostics()
    }
  }

  private let warned: [CarouselDiagnostic] = [.itemIDsReplacedOnEveryUpdate]

  /// An empty list between two replacements ends the run: the list after it is a first load,
  /// and only the second replacement after that is reported.
  @Test func anEmptyListEndsARun() {
    #expect(
      diagnostics([["a", "b"], ["c", "d"], [], ["e", "f"], ["g", "h"], ["i", "j"]])
        == [[], [], [], [], [], warned])
  }

  /// The list re-sent unchanged (a view updated for another reason) is no update of the list:
  /// it neither counts as a replacement nor ends the run, wherever it comes.
  @Test func anIdenticalReSendNeitherCountsNorEndsTheRun() {
    #expect(
      diagnostics([["a", "b"], ["c", "d"], ["c", "d"], ["e", "f"]]) == [[], [], [], warned])
    #expect(
      diagnostics([["a", "b"], ["c", "d"], ["c", "d"], ["c", "d"], ["e", "f"]])
        == [[], [], [], [], warned])
    #expect(
      diagnostics([["a", "b"], ["a", "b"], ["c", "d"], ["a", "b"]]) == [[], [], [], warned])
  }
}
