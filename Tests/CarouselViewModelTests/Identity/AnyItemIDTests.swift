import CarouselViewModel
import Testing

/// `AnyItemID`: erasing an ID and casting it back are inverse for every ID type, an erased one
/// included (finding B1: fixed pages use `AnyItemID` as their ID type, and a tag binding was never
/// written because `typed(as: AnyItemID.self)` looked for an `AnyItemID` inside the tag).
@Suite struct AnyItemIDTests {
  enum Step: Hashable, Sendable { case welcome, form, done }
  struct Key: Hashable, Sendable { let value: String }

  @Test func eachIDTypeRoundTrips() {
    #expect(AnyItemID(3).typed(as: Int.self) == 3)
    #expect(AnyItemID("a").typed(as: String.self) == "a")
    #expect(AnyItemID(Step.form).typed(as: Step.self) == .form)
    #expect(AnyItemID(Key(value: "k")).typed(as: Key.self) == Key(value: "k"))
    #expect(AnyItemID(Optional(2)).typed(as: Int?.self) == .some(2))
  }

  @Test func anErasedIDRoundTripsAsItself() {
    let tag = AnyItemID(Step.form)
    #expect(AnyItemID(tag) == tag)
    #expect(AnyItemID(tag).typed(as: AnyItemID.self) == tag)
    #expect(tag.typed(as: AnyItemID.self)?.typed(as: Step.self) == .form)
  }

  @Test func anIDOfAnotherTypeIsNil() {
    #expect(AnyItemID(3).typed(as: String.self) == nil)
    #expect(AnyItemID(Step.done).typed(as: Int.self) == nil)
    #expect(AnyItemID(3) != AnyItemID("3"))
  }

  /// The selection a tag binding makes writes a page's tag back to the binding (B1).
  @MainActor @Test func aTagSelectionWritesTheTag() {
    var step = Step.welcome
    let selection = CarouselSelection<AnyItemID>.tag(get: { step }, set: { step = $0 })
    #expect(selection.bound == .id(AnyItemID(Step.welcome)))
    selection.write(.id(AnyItemID(Step.form)))
    #expect(step == .form)
    selection.write(.id(AnyItemID(7)))
    #expect(step == .form)
  }
}
