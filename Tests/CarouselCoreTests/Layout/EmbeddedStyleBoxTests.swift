import Foundation
import Testing

/// The Embedded build (the web playground) holds a style in `AnyCarouselLayoutStyle`, a box that
/// must forward every requirement of `CarouselLayoutStyle`: one it misses silently takes the
/// protocol's default there, and only there, where no test of the style runs. The box is not
/// compiled in this build, so its source is read: every requirement the protocol declares must
/// be declared by the box's `StyleBox` protocol and by the wrapper itself.
@Suite struct EmbeddedStyleBoxTests {
  private static let layout = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources/CarouselCore/Layout")

  /// The names of the `func`s and `var`s declared in the body of the declaration that starts
  /// with `header` in `file`.
  private func requirements(of header: String, in file: String) throws -> Set<String> {
    let source = try String(
      contentsOf: Self.layout.appendingPathComponent(file), encoding: .utf8)
    let start = try #require(source.range(of: header))
    var depth = 0
    var body = ""
    for character in source[start.upperBound...] {
      if character == "{" { depth += 1 }
      if character == "}" {
        depth -= 1
        if depth == 0 { break }
      }
      // Only the declaration's own members, not their bodies.
      if depth == 1 { body.append(character) }
    }
    let pattern = try NSRegularExpression(pattern: #"(?:func|var)\s+(\w+)"#)
    let range = NSRange(body.startIndex..., in: body)
    return Set(
      pattern.matches(in: body, range: range).compactMap {
        Range($0.range(at: 1), in: body).map { String(body[$0]) }
      })
  }

  @Test func theBoxForwardsEveryRequirement() throws {
    let protocolRequirements = try requirements(
      of: "public protocol CarouselLayoutStyle", in: "CarouselLayoutStyle.swift")
    #expect(protocolRequirements.count >= 11)
    #expect(protocolRequirements.contains("attributes"))
    let box = try requirements(
      of: "private protocol StyleBox", in: "AnyCarouselLayoutStyle.swift")
    let wrapper = try requirements(
      of: "public struct AnyCarouselLayoutStyle", in: "AnyCarouselLayoutStyle.swift")
    #expect(protocolRequirements.subtracting(box) == [])
    #expect(protocolRequirements.subtracting(wrapper) == [])
  }
}
