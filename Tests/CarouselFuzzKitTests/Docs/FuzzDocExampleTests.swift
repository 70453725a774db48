import CarouselFuzzKit
import Testing

/// The examples of the fuzz kit's documentation: a fuzz target's body, run on a few inputs that
/// pass.
@Suite struct FuzzDocExampleTests {
  static let inputs: [[UInt8]] = [[], [0], [1, 2, 3, 4, 5, 6, 7, 8], Array(0...255)]

  static func fuzzEngine(_ bytes: [UInt8]) {
    if let failure = CarouselFuzzSession.check(bytes) { fatalError(failure.description) }
  }

  @MainActor static func fuzzScreen(_ bytes: [UInt8]) {
    if let failure = ScreenFuzzSession.check(bytes) { fatalError(failure.description) }
  }

  @Test(arguments: inputs) func engineSession(_ bytes: [UInt8]) {
    Self.fuzzEngine(bytes)
    #expect(CarouselFuzzSession.check(bytes) == nil)
  }

  @MainActor @Test(arguments: inputs) func screenSession(_ bytes: [UInt8]) {
    Self.fuzzScreen(bytes)
    #expect(ScreenFuzzSession.check(bytes) == nil)
  }
}
