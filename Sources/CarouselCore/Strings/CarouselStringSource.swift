/// Where the UI looks for the text of a ``CarouselString``, in the order of the cases: the
/// app's own strings first, so an app overrides any key by defining it, then the package's.
package enum CarouselStringSource: Hashable, Sendable, CaseIterable {
  /// The app's `Localizable.strings` (its main bundle).
  case app
  /// The package's `Localizable.strings` (CarouselUI's resource bundle).
  case package
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
