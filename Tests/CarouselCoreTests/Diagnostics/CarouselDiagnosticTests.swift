import CarouselCore
import Testing

@Suite struct CarouselDiagnosticTests {
  /// The sentences a developer reads as runtime warnings from a view layer's host.
  @Test func hostDiagnosticsSayWhatHappenedAndWhatToDo() {
    #expect(
      CarouselDiagnostic.itemIDsReplacedOnEveryUpdate.message
        == "Carousel item IDs were all replaced on two updates in a row. If you reload the "
        + "items on purpose, ignore this; if the list is computed, give its items stable IDs: a "
        + "UUID() made while computing it is new on every update, so every slide's view and "
        + "state is made anew each time.")
    #expect(
      CarouselDiagnostic.readerShared(carousels: 2).message
        == "2 carousels are on screen in one CarouselReader; the reader drives the first in the "
        + "view tree, the others keep their own state. Mark the one it drives with "
        + ".carouselReaderTarget(), or give each carousel its own reader.")
    #expect(
      CarouselDiagnostic.selectedIndexOutOfRange(index: 7, count: 3).message
        == "Carousel selection names index 7, which is not among its 3 items (0 to 2); the "
        + "current item was kept.")
    #expect(
      CarouselDiagnostic.selectionOfAnotherType(given: "Int", expected: "String").message
        == "Carousel was asked to show an ID of type Int, but its IDs are String; the current "
        + "item was kept. Use scrollTo(index:) for a position.")
    #expect(
      CarouselDiagnostic.controlOutsideCarousel(control: "CarouselIndicator").message
        == "CarouselIndicator is outside any Carousel and CarouselReader, so it shows nothing; "
        + "put it inside a CarouselReader with the carousel, or in a slide.")
  }
}
