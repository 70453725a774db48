import CarouselFuzzKit

// The fuzz harness as WebAssembly: Tests/Web/fuzz-replay.mjs writes each corpus file into the
// input buffer and runs it through `CarouselFuzzSession.check`, the same promises `swift test`
// checks natively (CorpusReplayTests), here with a 32-bit `Int`. Built by Tests/Web/run.

nonisolated(unsafe) private var input = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 0)
nonisolated(unsafe) private var report = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 4_096)

/// Makes room for `count` input bytes; returns their address.
@_expose(wasm, "fuzz_input") @_cdecl("fuzz_input")
public func fuzzInput(_ count: Double) -> Double {
  let count = Int(max(min(count, 0x1p20), 0))  // NaN becomes 0
  if input.count < count {
    input.deallocate()
    input = .allocate(capacity: count)
  }
  return Double(UInt(bitPattern: input.baseAddress))
}

/// The address of the failure report `fuzz_check` writes.
@_expose(wasm, "fuzz_report") @_cdecl("fuzz_report")
public func fuzzReport() -> Double { Double(UInt(bitPattern: report.baseAddress)) }

/// Runs the first `count` input bytes as one fuzz session; 0 when every promise held, else the
/// length of the failure's description in the report buffer.
@_expose(wasm, "fuzz_check") @_cdecl("fuzz_check")
public func fuzzCheck(_ count: Double) -> Double {
  let bytes = Array(input.prefix(Int(max(min(count, Double(input.count)), 0))))
  guard let failure = CarouselFuzzSession.check(bytes) else { return 0 }
  var length = 0
  for byte in failure.description.utf8 where length < report.count {
    report[length] = byte
    length += 1
  }
  return Double(max(length, 1))
}
