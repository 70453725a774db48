import CarouselFuzzKit
import Foundation
import TestSupport
import Testing

/// Every input the fuzzer kept (`Tests/Fuzz/Corpus`, grown and minimized by `Scripts/fuzz`) runs
/// again through the same harness, so each input it ever found stays a test.
@Suite struct CorpusReplayTests {
  /// The corpus folder, found from this file's path.
  private static let corpus = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fuzz/Corpus")

  private static func corpusFiles() -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []
    return names.filter { !$0.hasPrefix(".") }.sorted().map { corpus.appendingPathComponent($0) }
  }

  @Test func theCorpusIsThere() {
    #expect(Self.corpusFiles().count >= 100)
  }

  /// The corpus through the SwiftUI layer's model too, driven through the update cycle's double
  /// as the fuzz target drives it (the inputs whose first byte's top bit is set): every tenth of
  /// them (each step may draw a motion's frames).
  @MainActor @Test func everyTenthScreenInputKeepsTheScreensPromises() throws {
    let inputs = try Self.corpusFiles().map { [UInt8](try Data(contentsOf: $0)) }
      .filter { ($0.first ?? 0) & 0x80 != 0 }
    for (index, bytes) in inputs.enumerated() where index % 10 == 0 {
      let failure = ScreenFuzzSession.check(Array(bytes.dropFirst()))
      #expect(failure == nil, "input \(index): \(failure?.description ?? "")")
    }
  }

  @Test(.offThePool) func everyCorpusInputKeepsEveryPromise() throws {
    for file in Self.corpusFiles() {
      let bytes = [UInt8](try Data(contentsOf: file))
      let failure = CarouselFuzzSession.check(bytes)
      #expect(failure == nil, "\(file.lastPathComponent): \(failure?.description ?? "")")
    }
  }
}
