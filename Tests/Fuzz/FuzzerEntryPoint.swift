import CarouselFuzzKit

// libFuzzer's entry point for the carousel engine, built and run by `Scripts/fuzz` (not part of
// the Swift package): a broken promise traps, so libFuzzer saves the input that broke it.

/// Runs one fuzzer input through ``CarouselFuzzSession``; traps on a broken promise.
@_cdecl("LLVMFuzzerTestOneInput")
public func carouselFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  if let failure = CarouselFuzzSession.check(bytes) { fatalError(failure.description) }
  return 0
}
