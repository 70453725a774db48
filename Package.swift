// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "swift-carousel",
  defaultLocalization: "en",
  platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  products: [
    .library(name: "CarouselCore", targets: ["CarouselCore"]),
    .library(name: "CarouselUI", targets: ["CarouselUI"]),
    .executable(name: "carousel-demo", targets: ["carousel-demo"]),
    .executable(name: "carousel-bench", targets: ["carousel-bench"]),
  ],
  targets: [
    .target(name: "CarouselCore"),
    // The SwiftUI layer's logic: the model its views read (Observation), the binding
    // connection, ID erasure, callbacks, content generations, the reader and its proxy. Plain
    // Swift, built and tested on Linux; CarouselUI only translates SwiftUI's input into its calls.
    .target(name: "CarouselViewModel", dependencies: ["CarouselCore"]),
    // The UI's strings ship as resources (en, the base, and six translations) in a table of
    // their own, Carousel.strings, looked up after the app's own Carousel table, so an app can
    // redefine any of them and its Localizable.strings never does by accident.
    .target(
      name: "CarouselUI", dependencies: ["CarouselCore", "CarouselViewModel"],
      resources: [.process("Resources")]),
    .target(name: "CarouselDemoKit", dependencies: ["CarouselCore"]),
    .executableTarget(name: "carousel-demo", dependencies: ["CarouselDemoKit"]),
    .executableTarget(
      name: "carousel-bench",
      dependencies: ["CarouselCore", "CarouselViewModel", "CarouselFuzzKit"]),
    .target(
      name: "CarouselFuzzKit",
      dependencies: ["CarouselCore", "CarouselViewModel", "UpdateCycleDouble"]
    ),
    // The web playground's C functions and its SwiftUI code generator, built for WebAssembly by
    // Scripts/web (CarouselCore with Embedded Swift) and tested here.
    .target(name: "CarouselWeb", dependencies: ["CarouselCore"]),
    // The test double of SwiftUI's update cycle that drives CarouselViewModel as CarouselUI's
    // views do: test support, shared by the tests and the fuzz target.
    .target(
      name: "UpdateCycleDouble", dependencies: ["CarouselCore", "CarouselViewModel"],
      path: "Tests/UpdateCycleDouble"),
    // What the test targets share: the `.offThePool` trait (Swift Testing), `docValues` and the
    // custom style of the "Writing a Custom Style" articles, which their tests run.
    .target(name: "TestSupport", dependencies: ["CarouselCore"], path: "Tests/TestSupport"),
    .testTarget(
      name: "CarouselCoreTests", dependencies: ["CarouselCore", "UpdateCycleDouble", "TestSupport"]
    ),
    .testTarget(
      name: "CarouselViewModelTests",
      dependencies: ["CarouselCore", "CarouselViewModel", "UpdateCycleDouble", "TestSupport"]),
    .testTarget(name: "CarouselUITests", dependencies: ["CarouselUI"]),
    .testTarget(name: "CarouselDemoTests", dependencies: ["CarouselDemoKit", "TestSupport"]),
    .testTarget(name: "CarouselFuzzKitTests", dependencies: ["CarouselFuzzKit", "TestSupport"]),
    .testTarget(name: "CarouselWebTests", dependencies: ["CarouselWeb"]),
  ],
  swiftLanguageModes: [.v6]
)
