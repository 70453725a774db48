import CarouselCore
import Testing

@Suite struct CarouselDiagnosticTests {
  /// The sentences a developer reads as runtime warnings from a view layer's host.
  @Test func hostDiagnosticsSayWhatHappenedAndWhatToDo() {
    #expect(
      CarouselDiagnostic.itemIDsReplacedOnEveryUpdate.message
        == "Carousel item IDs were all replaced on two updates in a row, which resets the "
        + "carousel each time; give items stable IDs (not a UUID() made in a computed list).")
    #expect(
      CarouselDiagnostic.readerShared(carousels: 2).message
        == "2 carousels are on screen in one CarouselReader; the reader drives the first that "
        + "appeared, the others keep their own state. Give each carousel its own reader.")
    #expect(
      CarouselDiagnostic.controlOutsideCarousel(control: "CarouselIndicator").message
        == "CarouselIndicator is outside any Carousel and CarouselReader, so it shows nothing; "
        + "put it inside a CarouselReader with the carousel, or in a slide.")
  }
}
