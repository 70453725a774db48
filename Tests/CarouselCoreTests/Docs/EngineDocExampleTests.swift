import CarouselCore
import TestSupport
import Testing

/// The examples of the engine's documentation (`Engine/`, `Items/`, `Clock/`, `Autoplay/`,
/// `Gesture/CarouselDrag`), run.
@Suite struct EngineDocExampleTests {
  struct Slide: Identifiable {
    let id: Int
  }

  struct Chip {
    let title: String
  }

  @Test func engine() {
    let values = docValues {
      let clock = ManualClock()
      var carousel = CarouselEngine<String, ManualClock>(
        items: ["Mountains", "Beach", "City"],
        configuration: CarouselConfiguration(autoplay: .seconds(3)), at: clock.now)
      carousel.appeared(at: clock.now)
      clock.advance(by: .seconds(3))
      carousel.tick(at: clock.now)
      carousel.selectedID  // "Beach"
    }
    #expect(values[0] as? String? == "Beach")
  }

  @Test func configuration() {
    var configuration = CarouselConfiguration()
    configuration.style = .peek
    configuration.layout.isLooping = true
    configuration.autoplay = .seconds(3)
    configuration.layout.viewportWidth = 390
    configuration.layout.viewportHeight = 260
    #expect(
      configuration
        == CarouselConfiguration(
          style: .peek, isLooping: true, autoplay: .seconds(3), viewportWidth: 390,
          viewportHeight: 260))
    #expect(configuration != CarouselConfiguration())
  }

  @Test func aRunOfDays() {
    let clock = ManualClock()
    let values = docValues {
      var days = CarouselEngine<Int, ManualClock>(items: [Int](), at: clock.now)
      days.itemsChanged(run: -1_000_000..<1_000_000, at: clock.now)
      days.select(0, animated: false, at: clock.now)
      days.selectedIndex  // 1_000_000
      days.itemsChanged(run: -5..<1_000_000_000, at: clock.now)
      days.selectedIndex  // 5: day 0 stays selected
    }
    #expect(values as? [Int?] == [1_000_000, 5])
  }

  @Test func itemLengths() {
    let clock = ManualClock()
    let chips = [Chip(title: "All"), Chip(title: "Favorites")]
    var carousel = CarouselEngine<Int, ManualClock>(
      items: [0, 1],
      configuration: CarouselConfiguration(style: .peek, viewportWidth: 390, viewportHeight: 260),
      at: clock.now)
    carousel.itemLengthsChanged(chips.map { Double($0.title.count) * 9 + 24 }, at: clock.now)
    #expect(carousel.visibleItems(at: clock.now).map(\.mainLength) == [51, 105])
  }

  @Test func continuousEngine() {
    let slides = [Slide(id: 1), Slide(id: 2)]
    var carousel = ContinuousCarouselEngine<Slide.ID>(items: slides.map(\.id), at: .now)
    carousel.appeared(at: .now)
    #expect(carousel.selectedID == 1)
  }

  @Test func itemList() {
    let clock = ManualClock()
    var carousel = CarouselEngine<Int, ManualClock>(items: [Int](), at: clock.now)
    let values = docValues {
      carousel.itemsChanged(run: -1_000_000..<1_000_000, at: clock.now)
      carousel.itemIDs.count  // 2_000_000
      carousel.itemIDs[3]  // -999_997
    }
    #expect(values as? [Int] == [2_000_000, -999_997])
  }

  @Test func items() {
    let values = docValues {
      var items = CarouselItems(["a", "b", "c", "d"], selecting: "c")
      items.update(["a", "c", "e"])  // true: the list changed; "c" survived and stays selected
      items.selectedIndex  // 1
      items.update(["a", "c", "e"])  // false: the same list changes nothing
      items.update(["a", "e"])  // true: "c" was removed; "e", which followed it, takes over
      items.selectedID  // "e"
    }
    #expect(values[0] as? Bool == true)
    #expect(values[1] as? Int? == 1)
    #expect(values[2] as? Bool == false)
    #expect(values[3] as? Bool == true)
    #expect(values[4] as? String? == "e")
  }

  struct Day: CarouselRunID {
    var number: Int
    init(runValue: Int) { number = runValue }
    var runValue: Int? { number }
  }

  @Test func runID() {
    let clock = ManualClock()
    var days = CarouselEngine<Day, ManualClock>(items: [Day](), at: clock.now)
    days.itemsChanged(run: 10..<20, at: clock.now)
    #expect(days.itemIDs[2] == Day(runValue: 12))
  }

  @Test func carouselClock() {
    let values = docValues {
      let manual = ManualClock()
      let clock = CarouselClock(manual)
      var carousel = CarouselEngine<Int, CarouselClock>(items: [1, 2, 3], at: clock.now)
      manual.advance(by: .seconds(1))
      clock.now  // 1 second after the clock was wrapped
      carousel.appeared(at: clock.now)
    }
    #expect((values[0] as? CarouselClock.Instant)?.offset == .seconds(1))
  }

  @Test func autoplay() {
    let clock = ManualClock()
    let values = docValues {
      var autoplay = Autoplay<ManualClock>(itemCount: 5)
      autoplay.handle(.appeared, at: clock.now)  // nextDeadline: 0 s + 3 s
      clock.advance(by: .seconds(3))
      autoplay.tick(at: clock.now)  // 1, and nextDeadline: 6 s
      autoplay.handle(.touchBegan, at: clock.now)  // nextDeadline: nil
      autoplay.nextDeadline == nil
    }
    #expect(values[0] as? Int? == 1)
    #expect(values[1] as? Bool == true)
    // The deadlines between the steps.
    let start = ManualClock()
    var autoplay = Autoplay<ManualClock>(itemCount: 5)
    autoplay.handle(.appeared, at: start.now)
    #expect(autoplay.nextDeadline?.offset == .seconds(3))
    start.advance(by: .seconds(3))
    #expect(autoplay.tick(at: start.now) == 1)
    #expect(autoplay.nextDeadline?.offset == .seconds(6))
  }

  @Test func autoplayEvent() {
    let clock = ManualClock()
    var autoplay = Autoplay<ManualClock>(itemCount: 5)
    autoplay.handle(.appeared, at: clock.now)
    autoplay.handle(.touchBegan, at: clock.now)
    clock.advance(by: .seconds(1))
    autoplay.handle(.touchEnded(onItem: 3), at: clock.now)  // nextDeadline: now + 3 s
    #expect(autoplay.nextDeadline?.offset == .seconds(4))
  }

  @Test func autoplayInterval() {
    let values = docValues {
      AutoplayInterval.seconds(5).duration  // .seconds(5)
      AutoplayInterval(seconds: 0.1).duration  // .milliseconds(500), with a diagnostic
      AutoplayInterval(seconds: .nan).duration  // nil: autoplay off
    }
    #expect(values as? [Duration?] == [.seconds(5), .milliseconds(500), nil])
  }

  @Test func scenePhase() {
    let clock = ManualClock()
    var carousel = CarouselEngine<Int, ManualClock>(
      items: [1, 2, 3], configuration: CarouselConfiguration(autoplay: .seconds(3)), at: clock.now)
    carousel.appeared(at: clock.now)
    #expect(carousel.nextDeadline != nil)
    carousel.sceneChanged(to: .background, at: clock.now)  // nextDeadline: nil
    #expect(carousel.nextDeadline == nil)
  }

  @Test func drag() {
    let clock = ManualClock()
    var configuration = CarouselConfiguration()
    configuration.layout.viewportWidth = 390
    var carousel = CarouselEngine<Int, ManualClock>(
      items: [1, 2, 3], configuration: configuration, at: clock.now)
    carousel.appeared(at: clock.now)
    carousel.dragChanged(CarouselDrag(translationX: -120, translationY: 4), at: clock.now)
    carousel.dragEnded(
      CarouselDrag(translationX: -150, translationY: 6, velocityX: -900, velocityY: 0),
      at: clock.now)
    clock.advance(by: .seconds(2))
    carousel.tick(at: clock.now)
    #expect(carousel.selectedIndex == 1)
  }
}
