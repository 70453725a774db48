import CarouselFuzzKit

// libFuzzer's entry point for the carousel engine, built and run by `Scripts/fuzz` (not part of
// the Swift package): a broken promise traps, so libFuzzer saves the input that broke it.

/// Runs one fuzzer input through ``CarouselFuzzSession`` (the engine) and, when its first byte's
/// top bit is set, through ``ScreenFuzzSession`` (the SwiftUI layer's model, through the update
/// cycle's double, which draws every frame of a motion: about a hundredth of the engine's speed,
/// so half the inputs keep the engine's pace); traps on a broken promise. libFuzzer calls it on
/// the main thread.
@_cdecl("LLVMFuzzerTestOneInput")
public func carouselFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  if let failure = CarouselFuzzSession.check(bytes) { fatalError(failure.description) }
  guard let first = bytes.first, first & 0x80 != 0 else { return 0 }
  let screen = MainActor.assumeIsolated { ScreenFuzzSession.check(Array(bytes.dropFirst())) }
  if let failure = screen { fatalError(failure.description) }
  return 0
}
