import CarouselDemoKit
import Testing

@Suite struct DemoKitTests {
  @Test func versionNamesTheCommand() {
    #expect(DemoKit.version.hasPrefix("carousel-demo"))
  }
}
