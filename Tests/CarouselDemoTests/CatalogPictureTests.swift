import CarouselCore
import CarouselDemoKit
import Foundation
import Testing

/// The DocC catalogs show every style as a picture: each is the render command's output for
/// that style (the loop at the end of `docs/images/generate.sh`), the same in both catalogs.
@Suite struct CatalogPictureTests {
  private static let catalogs = [
    "Sources/CarouselCore/CarouselCore.docc/Resources",
    "Sources/CarouselUI/CarouselUI.docc/Resources",
  ]

  @Test(arguments: CarouselStyleName.allCases)
  func eachCatalogShowsTheStyle(_ style: CarouselStyleName) throws {
    let options = try RenderOptions(arguments: [
      "--style", style.rawValue, "--count", "6", "--position", "2.3",
    ])
    let rendered = SVGRenderer.render(options)
    for catalog in Self.catalogs {
      let path = "\(RenderImageTests.packageRoot)/\(catalog)/style-\(style.rawValue).svg"
      let committed = try String(contentsOfFile: path, encoding: .utf8)
      #expect(committed == rendered, "\(path): regenerate with docs/images/generate.sh")
    }
  }
}
