import CarouselDemoKit
import Foundation
import Testing

/// The README's pictures are the render command's output: each line of
/// `docs/images/generate.sh` must still print its committed file byte for byte.
@Suite struct RenderImageTests {
  /// One picture: its render arguments and its path from the package root.
  struct Picture: CustomStringConvertible, Sendable {
    let arguments: [String]
    let path: String
    var description: String { path }
  }

  static let packageRoot: String = {
    var components = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    components.removeLast(3)  // Tests/CarouselDemoTests/RenderImageTests.swift
    return components.joined(separator: "/")
  }()

  /// The pictures listed in the generating script, one `swift run carousel-demo render ...`
  /// line each.
  static let pictures: [Picture] = {
    let prefix = "swift run carousel-demo render "
    let script =
      (try? String(contentsOfFile: packageRoot + "/docs/images/generate.sh", encoding: .utf8)) ?? ""
    return script.split(separator: "\n").filter { $0.hasPrefix(prefix) }.map { line in
      let parts = line.dropFirst(prefix.count).split(separator: " > ")
      return Picture(
        arguments: parts[0].split(separator: " ").map(String.init), path: String(parts[1]))
    }
  }()

  @Test func theScriptListsTheREADMEPictures() {
    #expect(Self.pictures.count == 9)
    #expect(Self.pictures.filter { $0.arguments.contains("--frames") }.count == 2)
  }

  @Test(arguments: pictures)
  func committedPictureMatchesTheCommand(_ picture: Picture) throws {
    let options = try RenderOptions(arguments: picture.arguments)
    let committed = try String(
      contentsOfFile: Self.packageRoot + "/" + picture.path, encoding: .utf8)
    #expect(SVGRenderer.render(options) == committed, "regenerate with docs/images/generate.sh")
  }
}
