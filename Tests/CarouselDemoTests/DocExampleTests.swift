import Foundation
import Testing

/// Every example in a `///` comment and in a DocC article is real code: each ```swift block is,
/// line for line (leading spaces and blank lines aside, since a comment indents differently from
/// the function that holds it), in a file that is compiled:
/// - `Tests/<Target>/Docs/`, compiled and run by `swift test` on Linux;
/// - `Examples/APIClient/`, type-checked for iOS 17 and 18 (Debug and Release) by
///   `Scripts/swiftui-check --extra Examples/APIClient` in `.ci/run`.
/// A block whose first line is `// Package.swift` (a manifest fragment) is the one exception;
/// `ReadmeSnippetTests` checks the README's.
@Suite struct DocExampleTests {
  /// The folders whose Swift files' `///` comments hold examples.
  static let sourceFolders = [
    "Sources/CarouselCore", "Sources/CarouselViewModel", "Sources/CarouselUI",
    "Sources/CarouselDemoKit", "Sources/CarouselFuzzKit", "Sources/CarouselWeb",
  ]

  /// The DocC catalogs whose articles hold examples.
  static let catalogs = [
    "Sources/CarouselCore/CarouselCore.docc", "Sources/CarouselUI/CarouselUI.docc",
  ]

  /// An example: where it is written and its code.
  struct Example: CustomStringConvertible {
    var place: String
    var lines: [String]
    var description: String { place + ":\n" + lines.joined(separator: "\n") }
  }

  @Test(arguments: sourceFolders)
  func everyCommentExampleIsCompiled(_ folder: String) throws {
    let examples = try Self.files(under: folder, ending: ".swift").flatMap { path in
      Self.examples(in: try Self.read(path), at: path, commentPrefix: "///")
    }
    try Self.expectCompiled(examples)
  }

  @Test(arguments: catalogs)
  func everyArticleExampleIsCompiled(_ catalog: String) throws {
    let examples = try Self.files(under: catalog, ending: ".md").flatMap { path in
      Self.examples(in: try Self.read(path), at: path, commentPrefix: "")
    }
    #expect(!examples.isEmpty)
    try Self.expectCompiled(examples)
  }

  /// A fence in a comment that does not say `swift` would escape the check: every opening fence
  /// in a `///` comment says it.
  @Test(arguments: sourceFolders)
  func everyCommentFenceSaysSwift(_ folder: String) throws {
    for path in try Self.files(under: folder, ending: ".swift") {
      var open = false
      for (number, line) in try Self.read(path).split(separator: "\n").enumerated() {
        let text = line.trimmingCharacters(in: .whitespaces)
        guard text.hasPrefix("/// ```") else { continue }
        if !open {
          #expect(text == "/// ```swift", "\(path):\(number + 1): a fence without `swift`")
        }
        open.toggle()
      }
      #expect(!open, "\(path): a fence is not closed")
    }
  }

  /// The checker itself: a block is found with other indentation and blank lines, and not when
  /// one line differs or the lines are not together.
  @Test func aBlockIsFoundLineForLine() {
    let holder = Self.codeLines("func f() {\n  let a = 1\n\n  let b = a + 1\n  print(b)\n}")
    #expect(Self.contains(holder, ["let a = 1", "  let b = a + 1"]))
    #expect(!Self.contains(holder, ["let a = 1", "let b = a + 2"]))
    #expect(!Self.contains(holder, ["let a = 1", "print(b)"]))
    let comment = "  /// Text.\n  ///\n  /// ```swift\n  /// let a = 1\n  ///   .b\n  /// ```\n"
    let examples = Self.examples(in: comment, at: "f.swift", commentPrefix: "///")
    #expect(examples.map(\.lines) == [["let a = 1", "  .b"]])
  }

  // MARK: - Reading

  static let root = RenderImageTests.packageRoot

  /// The files that hold compiled examples, as lines without leading spaces or blank lines.
  static let holders: [(path: String, lines: [String])] = {
    let testDocs = ((try? files(under: "Tests", ending: ".swift")) ?? [])
      .filter { $0.contains("/Docs/") }
    let examples = (try? files(under: "Examples/APIClient", ending: ".swift")) ?? []
    return (testDocs + examples).map { path in
      (path, codeLines((try? read(path)) ?? ""))
    }
  }()

  static func expectCompiled(_ examples: [Example]) throws {
    #expect(!holders.isEmpty)
    for example in examples where example.lines.first != "// Package.swift" {
      let lines = codeLines(example.lines.joined(separator: "\n"))
      let found = holders.contains { contains($0.lines, lines) }
      #expect(found, "not compiled in Tests/*/Docs/ or Examples/APIClient/: \(example)")
    }
  }

  /// The ```swift blocks of a text, each line without the comment prefix and the one space after
  /// it.
  static func examples(in text: String, at path: String, commentPrefix: String) -> [Example] {
    var examples: [Example] = []
    var current: Example?
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      var content = line.drop { $0 == " " }
      guard content.hasPrefix(commentPrefix) else {
        current = nil
        continue
      }
      content = content.dropFirst(commentPrefix.count)
      if !commentPrefix.isEmpty, content.first == " " { content = content.dropFirst() }
      if current == nil {
        if content == "```swift" { current = Example(place: "\(path):\(number + 1)", lines: []) }
      } else if content == "```" {
        examples.append(current!)
        current = nil
      } else {
        current!.lines.append(String(content))
      }
    }
    return examples
  }

  static func codeLines(_ text: String) -> [String] {
    text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
  }

  /// Whether `lines` is a run of consecutive lines of `holder`.
  static func contains(_ holder: [String], _ lines: [String]) -> Bool {
    let wanted = codeLines(lines.joined(separator: "\n"))
    guard !wanted.isEmpty, wanted.count <= holder.count else { return wanted.isEmpty }
    return (0...(holder.count - wanted.count)).contains { start in
      holder[start..<(start + wanted.count)].elementsEqual(wanted)
    }
  }

  static func read(_ path: String) throws -> String {
    try String(contentsOfFile: root + "/" + path, encoding: .utf8)
  }

  /// The files under a folder of the package whose names end so, as paths from the root.
  static func files(under folder: String, ending suffix: String) throws -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: root + "/" + folder)
    let names = (enumerator?.allObjects as? [String]) ?? []
    return names.filter { $0.hasSuffix(suffix) }.sorted().map { folder + "/" + $0 }
  }
}
