import CarouselCore
import Testing

/// The engine's list of IDs in both forms: an array kept as given, and a run read by position.
@Suite struct CarouselItemListTests {
  @Test func anArrayListReadsTheArray() {
    let list = CarouselItemList(["a", "b", "c"])
    #expect(list.count == 3)
    #expect(list.startIndex == 0)
    #expect(list.endIndex == 3)
    #expect(list[1] == "b")
    #expect(Array(list) == ["a", "b", "c"])
    #expect(Array(list.reversed()) == ["c", "b", "a"])
    #expect(list.run == nil)
  }

  @Test func aRunListMakesEachIDAsItIsRead() {
    let list = CarouselItemList(ItemRun<Int>(-2..<3))
    #expect(list.count == 5)
    #expect(list.endIndex == 5)
    #expect(Array(list) == [-2, -1, 0, 1, 2])
    #expect(list[4] == 2)
    #expect(list.run?.lowerBound == -2)
    #expect(list.firstIndex(of: 1) == 3)
  }

  /// A billion IDs by position, at no cost in memory: the first, the last and one between.
  @Test func aBillionItemRunIsReadByPosition() {
    let list = CarouselItemList(ItemRun<Int>(0..<1_000_000_000))
    #expect(list.count == 1_000_000_000)
    #expect(list[0] == 0)
    #expect(list[999_999_999] == 999_999_999)
    #expect(list[123_456_789] == 123_456_789)
    #expect(list.last == 999_999_999)
  }

  /// Lists are equal when they hold the same IDs in order, whatever their form; two empty runs
  /// are equal whatever their bounds.
  @Test func listsAreEqualWhenTheirIDsAre() {
    let run = CarouselItemList(ItemRun<Int>(3..<6))
    #expect(run == CarouselItemList(ItemRun<Int>(3..<6)))
    #expect(run == CarouselItemList([3, 4, 5]))
    #expect(CarouselItemList([3, 4, 5]) == run)
    #expect(run != CarouselItemList(ItemRun<Int>(3..<7)))
    #expect(run != CarouselItemList(ItemRun<Int>(2..<5)))
    #expect(run != CarouselItemList([3, 5, 4]))
    #expect(run != CarouselItemList([3, 4]))
    #expect(CarouselItemList(ItemRun<Int>(5..<5)) == CarouselItemList(ItemRun<Int>(-9..<(-9))))
    #expect(CarouselItemList(ItemRun<Int>(5..<5)) == CarouselItemList([Int]()))
    #expect(
      CarouselItemList(ItemRun<Int>(Int.min..<Int.max))
        == CarouselItemList(ItemRun<Int>(Int.min..<(-1))))
  }

  /// A position outside a run traps, as an array's does, rather than making an ID of an integer
  /// the run does not hold.
  @Test(.timeLimit(.minutes(2))) func aPositionOutsideARunTraps() async {
    await #expect(processExitsWith: .failure) {
      _ = CarouselItemList(ItemRun<Int>(0..<3))[3]
    }
    await #expect(processExitsWith: .failure) {
      _ = CarouselItemList(ItemRun<Int>(0..<3))[-1]
    }
  }
}
