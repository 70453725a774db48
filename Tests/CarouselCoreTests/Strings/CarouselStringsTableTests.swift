import CarouselCore
import Foundation
import Testing

/// CarouselUI's `Carousel.strings` files, read from the source tree: every language defines
/// exactly CarouselCore's keys, each with specifiers for the key's arguments, and English says
/// what CarouselCore's English says.
@Suite("Carousel.strings") struct CarouselStringsTableTests {
  /// The languages every release ships.
  static let requiredLanguages = ["en", "de", "fr", "es", "ja", "zh-Hans", "ar"]

  /// Sources/CarouselUI/Resources in this checkout.
  static let resources: URL = {
    var components = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    components.removeLast(4)  // Tests/CarouselCoreTests/Strings/CarouselStringsTableTests.swift
    return URL(fileURLWithPath: components.joined(separator: "/") + "/Sources/CarouselUI/Resources")
  }()

  /// The languages there: the names of its `.lproj` folders.
  static let languages: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: resources.path)) ?? []
    return names.filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(".lproj".count)) }
      .sorted()
  }()

  /// The entries of a language's `Carousel.strings`.
  static func table(of language: String) throws -> StringsTable {
    let url = resources.appendingPathComponent("\(language).lproj/Carousel.strings")
    return try StringsTable(parsing: String(contentsOf: url, encoding: .utf8))
  }

  @Test func everyRequiredLanguageIsThere() {
    #expect(Set(Self.requiredLanguages).subtracting(Self.languages) == [])
  }

  @Test(arguments: languages)
  func exactlyTheCoresKeysOnce(language: String) throws {
    let keys = try Self.table(of: language).entries.map(\.key)
    let expected = Set(everyCarouselString.map(\.key))
    #expect(expected.subtracting(keys) == [], "missing in \(language)")
    #expect(Set(keys).subtracting(expected) == [], "not CarouselCore's, in \(language)")
    #expect(keys.count == Set(keys).count, "defined twice in \(language)")
  }

  @Test(arguments: languages)
  func everyValueReadsTheKeysArguments(language: String) throws {
    let values = Dictionary(
      try Self.table(of: language).entries.map { ($0.key, $0.value) },
      uniquingKeysWith: { first, _ in first })
    for string in everyCarouselString {
      guard let value = values[string.key] else { continue }  // exactlyTheCoresKeysOnce fails
      #expect(!value.isEmpty, "\(language): \(string.key)")
      guard let pieces = FormatPieces(value) else {
        Issue.record("\(language): \(string.key): unreadable format \(value)")
        continue
      }
      #expect(pieces.problems(for: string.arguments) == [], "\(language): \(string.key)")
      // Positional, so a translation can reorder the arguments.
      #expect(pieces.specifiers.allSatisfy { $0.position != nil }, "\(language): \(string.key)")
    }
  }

  @Test func englishIsTheCoresEnglish() throws {
    let values = Dictionary(
      try Self.table(of: "en").entries.map { ($0.key, $0.value) },
      uniquingKeysWith: { first, _ in first })
    for string in everyCarouselString {
      let value = try #require(values[string.key], "\(string.key)")
      let pieces = try #require(FormatPieces(value), "\(value)")
      #expect(pieces.filled(with: string.arguments) == string.english)
    }
  }
}
