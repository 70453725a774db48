// swift-tools-version: 6.0

// An app package (Xcode and Swift Playgrounds read it; SwiftPM on Linux does not, since
// AppleProductTypes ships only with Apple's tools). It shows each kind of carousel, one
// screen each, with CarouselUI, which it takes from this repository by path.

import AppleProductTypes
import PackageDescription

let package = Package(
  name: "CarouselGallery",
  platforms: [
    .iOS("17.0")
  ],
  products: [
    .iOSApplication(
      name: "CarouselGallery",
      targets: ["AppModule"],
      bundleIdentifier: "com.example.CarouselGallery",
      displayVersion: "1.0",
      bundleVersion: "1",
      appIcon: .placeholder(icon: .images),
      accentColor: .presetColor(.indigo),
      supportedDeviceFamilies: [
        .pad,
        .phone,
      ],
      supportedInterfaceOrientations: [
        .portrait,
        .landscapeRight,
        .landscapeLeft,
        .portraitUpsideDown(.when(deviceFamilies: [.pad])),
      ]
    )
  ],
  dependencies: [
    // Named, so the product reference below holds whatever the checkout's folder is called.
    .package(name: "swift-carousel", path: "../..")
  ],
  targets: [
    .executableTarget(
      name: "AppModule",
      dependencies: [
        .product(name: "CarouselUI", package: "swift-carousel")
      ],
      path: "."
    )
  ],
  swiftLanguageModes: [.v6]
)
