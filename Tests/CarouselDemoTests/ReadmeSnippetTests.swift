import Foundation
import Testing

/// The Swift code of the README and of the DocC article "Coming from Other Carousels" is real
/// code: every ```swift block is, character for character, in
/// `Examples/APIClient/ReadmeExamples.swift`, which `Scripts/swiftui-check --extra
/// Examples/APIClient` type-checks for iOS 17 and 18. The one exception is the package manifest
/// fragment, whose first line is `// Package.swift`.
@Suite struct ReadmeSnippetTests {
  static let documents = [
    "README.md",
    "Sources/CarouselUI/CarouselUI.docc/ComingFromOtherCarousels.md",
  ]

  @Test(arguments: documents)
  func everySwiftBlockIsInTheTypeCheckedExamples(_ document: String) throws {
    let root = RenderImageTests.packageRoot
    let text = try String(contentsOfFile: root + "/" + document, encoding: .utf8)
    let examples = try String(
      contentsOfFile: root + "/Examples/APIClient/ReadmeExamples.swift", encoding: .utf8)
    let blocks = Self.swiftBlocks(in: text).filter { !$0.hasPrefix("// Package.swift") }
    #expect(!blocks.isEmpty)
    for block in blocks {
      #expect(examples.contains(block), "\(document): not in ReadmeExamples.swift:\n\(block)")
    }
  }

  @Test func theREADMEShowsTheManifestWithTheProduct() throws {
    let text = try String(
      contentsOfFile: RenderImageTests.packageRoot + "/README.md", encoding: .utf8)
    let manifest = try #require(
      Self.swiftBlocks(in: text).first { $0.hasPrefix("// Package.swift") })
    #expect(manifest.contains(".package(url: \"https://"))
    #expect(manifest.contains("from: \"0.1.0\""))
    #expect(manifest.contains(".product(name: \"CarouselUI\", package: \"swift-carousel\")"))
  }

  /// The contents of each fenced block that opens with ```swift, without the fences.
  static func swiftBlocks(in text: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil {
        if line == "```swift" { current = [] }
      } else if line == "```" {
        blocks.append(current!.joined(separator: "\n"))
        current = nil
      } else {
        current!.append(line)
      }
    }
    return blocks
  }
}
