// Foundation, not SwiftUI: built and tested on Linux too (CarouselUITests), where the package's
// strings are the same resources.
#if canImport(Foundation)
  import CarouselCore
  import Foundation

  extension CarouselString {
    /// This string in the app's language: the app's own definition of the key, else the
    /// package's, else the English text (the order is CarouselCore's
    /// ``CarouselString/format(definedBy:)``), filled in for the current locale.
    ///
    /// `Text(_:bundle:)` and `String(localized:bundle:)` look only in the bundle they are given,
    /// so with `.module` an app could never override a key; `Bundle.main` is asked here first.
    var localized: String {
      guard let format = format(definedBy: { $1.definition(of: $0) }) else { return english }
      return String(format: format, locale: .current, arguments: arguments.map(\.formatArgument))
    }
  }

  extension CarouselStringSource {
    /// A value no strings table defines: `localizedString(forKey:value:table:)` returns
    /// the `value` it is given when the table lacks the key (an empty one would return the key,
    /// which a table may define as itself).
    private static let undefined = "<CarouselUI: not defined>"

    /// The bundle whose strings this source is: the app's, or the package's resource bundle.
    private var bundle: Bundle {
      switch self {
      case .app: return .main
      case .package: return .module
      }
    }

    /// The bundle's definition of `key` in its `Carousel` table, for the language
    /// the bundle chooses (a package's bundle follows the app's, unless the app sets
    /// `CFBundleAllowMixedLocalizations`); nil when the table lacks the key.
    func definition(of key: String) -> String? {
      let value = bundle.localizedString(forKey: key, value: Self.undefined, table: Self.tableName)
      return value == Self.undefined ? nil : value
    }
  }

  extension CarouselStringArgument {
    /// The value for `String(format:)`: an integer as 64 bits, the size `%lld` reads, also where
    /// `Int` has 32 (watchOS on arm64_32).
    fileprivate var formatArgument: any CVarArg {
      switch self {
      case .integer(let value): return Int64(value)
      case .text(let value): return value
      }
    }
  }
#endif
