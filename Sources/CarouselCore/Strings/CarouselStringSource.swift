/// Where the UI looks for the text of a ``CarouselString``, in the order of the cases: the
/// app's own strings first, so an app overrides any key by defining it, then the package's.
/// Both are the table ``tableName`` (`Carousel.strings`), not the app's `Localizable.strings`:
/// an app's own "Play" or "Page" there never changes a carousel by accident.
package enum CarouselStringSource: Hashable, Sendable, CaseIterable {
  /// The app's `Carousel` table (its main bundle).
  case app
  /// The package's `Carousel` table (CarouselUI's resource bundle).
  case package

  /// The name of the strings table both sources are looked up in: `Carousel.strings` (or a
  /// String Catalog `Carousel.xcstrings` in an app).
  package static let tableName = "Carousel"
}

extension CarouselString {
  /// The format to fill in with ``arguments``: the definition of ``key`` by the first source,
  /// in the order of ``CarouselStringSource``, that has one (`definition` returns nil when a
  /// source does not define the key, and is not asked again once one does); nil when none
  /// does, and the UI shows ``english``.
  package func format(
    definedBy definition: (_ key: String, _ source: CarouselStringSource) -> String?
  ) -> String? {
    for source in CarouselStringSource.allCases {
      if let format = definition(key, source) { return format }
    }
    return nil
  }
}
