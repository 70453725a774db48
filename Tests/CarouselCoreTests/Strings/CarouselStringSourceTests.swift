import CarouselCore
import Testing

@Suite struct CarouselStringSourceTests {
  @Test func theAppComesFirst() {
    #expect(CarouselStringSource.allCases == [.app, .package])
  }

  @Test func theFirstSourceThatDefinesTheKeyWins() {
    let string = CarouselString.pageValue(page: 2, count: 5)
    let both = string.format { _, source in
      source == .app ? "App %1$lld/%2$lld" : "%1$lld of %2$lld"
    }
    #expect(both == "App %1$lld/%2$lld")
    let packageOnly = string.format { _, source in source == .app ? nil : "%1$lld von %2$lld" }
    #expect(packageOnly == "%1$lld von %2$lld")
    let appOnly = string.format { _, source in source == .app ? "%1$lld sur %2$lld" : nil }
    #expect(appOnly == "%1$lld sur %2$lld")
    #expect(string.format { _, _ in nil } == nil)  // the UI shows `english`
  }

  /// An empty definition is a definition: an app may blank a string out.
  @Test func anEmptyDefinitionCounts() {
    #expect(CarouselString.play.format { _, source in source == .app ? "" : "Play" } == "")
  }

  @Test func eachSourceIsAskedForTheKeyInOrderAndNoFurther() {
    var asked: [(String, CarouselStringSource)] = []
    _ = CarouselString.pause.format { key, source in
      asked.append((key, source))
      return nil
    }
    #expect(asked.map(\.0) == ["Pause", "Pause"])
    #expect(asked.map(\.1) == [.app, .package])
    asked = []
    _ = CarouselString.pause.format { key, source in
      asked.append((key, source))
      return "Anhalten"
    }
    #expect(asked.map(\.1) == [.app])
  }
}
