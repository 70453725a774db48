import CarouselCore
import CarouselViewModel
import Observation
import Testing

/// What a proxy reads is observed: a view that reads it (a subview the proxy was handed to,
/// finding B5: it never updated, the proxy holding one unchanging reference) is told when it
/// changes, and only then.
@MainActor @Suite struct ProxyObservationTests {
  /// A reader holding a carousel over five items, on screen.
  static func readerAndModel() -> (CarouselReaderModel, CarouselModel<Int>) {
    let reader = CarouselReaderModel(reportDiagnostics: { _ in }, afterUpdate: { $0() })
    let model = CarouselModel<Int>(reportDiagnostics: { _ in })
    model.send { $0.itemsChanged(Array(0..<5), binding: nil, at: $1) }
    model.appeared(in: reader, isTarget: false)
    return (reader, model)
  }

  /// Whether reading `read` and then running `change` tells the reader of the read.
  static func tells(_ read: @escaping () -> Void, when change: () -> Void) -> Bool {
    let told = Told()
    withObservationTracking(read) { told.value = true }
    change()
    return told.value
  }

  final class Told: @unchecked Sendable {
    var value = false
  }

  @Test func aReadOfTheSelectedIndexIsToldWhenItMoves() {
    let (reader, model) = Self.readerAndModel()
    let proxy = CarouselProxy(reader: reader)
    #expect(proxy.selectedIndex == 0)
    #expect(Self.tells({ _ = proxy.selectedIndex }, when: { proxy.next(animated: false) }))
    #expect(proxy.selectedIndex == 1)
    #expect(
      Self.tells(
        { _ = proxy.count },
        when: {
          model.send { $0.itemsChanged(Array(0..<3), binding: nil, at: $1) }
        }))
    #expect(proxy.count == 3)
  }

  @Test func aReadIsNotToldForWhatItDoesNotShow() {
    let (reader, model) = Self.readerAndModel()
    let proxy = CarouselProxy(reader: reader)
    // A finger on a carousel without autoplay changes nothing the proxy exposes.
    #expect(!Self.tells({ _ = proxy.selectedIndex }, when: { model.touchWatcherChanged(.began) }))
  }

  @Test func aReadIsToldWhenAnotherCarouselTakesTheReaderOver() {
    let (reader, first) = Self.readerAndModel()
    let proxy = CarouselProxy(reader: reader)
    let second = CarouselModel<Int>(reportDiagnostics: { _ in })
    second.send { $0.itemsChanged(Array(0..<9), binding: nil, at: $1) }
    second.appeared(in: reader, isTarget: true)
    #expect(proxy.count == 9)
    #expect(Self.tells({ _ = proxy.count }, when: { second.disappeared(from: reader) }))
    #expect(proxy.count == 5)
    _ = first
  }
}
