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

  /// The manifest names the product, and resolves as written: a version only once the
  /// changelog lists it as released (with a date), the main branch until then.
  @Test func theREADMEShowsTheManifestWithTheProduct() throws {
    let root = RenderImageTests.packageRoot
    let text = try String(contentsOfFile: root + "/README.md", encoding: .utf8)
    let changelog = try String(contentsOfFile: root + "/CHANGELOG.md", encoding: .utf8)
    let manifest = try #require(
      Self.swiftBlocks(in: text).first { $0.hasPrefix("// Package.swift") })
    #expect(manifest.contains(".package(url: \"https://"))
    #expect(manifest.contains(".product(name: \"CarouselUI\", package: \"swift-carousel\")"))
    let requirement = manifest.split(separator: "\n").first { $0.contains(".package(url:") }
    let line = String(try #require(requirement))
    if let version = line.firstMatch(of: /from: "([0-9.]+)"/)?.1 {
      let heading = changelog.split(separator: "\n").first { $0.hasPrefix("## \(version) ") }
      #expect(heading.map { !$0.contains("unreleased") } == true, "\(version) is not released")
    } else {
      #expect(line.contains("branch: \"main\""))
    }
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
