import CarouselCore
import Testing

/// Every setting a configuration stores counts in its `==`, which the engine's `configure` relies
/// on (an equal configuration changes nothing, so a setting left out of `==` would be ignored
/// whenever it alone changed). The stored settings are found by reflection (`Mirror`), not
/// listed: a setting added to `CarouselConfiguration` or to its layout settings is checked here
/// without being named, and `everyStoredSettingHasAChange` fails until it has a change below.
@Suite struct CarouselConfigurationStoredSettingsTests {
  private static let base = CarouselConfiguration(
    style: .peek, viewportWidth: 390, viewportHeight: 260, spacing: 12, peek: 28,
    leadingInset: 4, trailingInset: 6, itemMainLength: 300, itemCrossLength: 200)

  /// One change of each stored setting, by the name reflection gives it.
  private static let changes: [String: @Sendable (inout CarouselConfiguration) -> Void] = [
    "autoplay": { $0.autoplay = .seconds(3) },
    "autoplayResumeDelay": { $0.autoplayResumeDelay = .seconds(2) },
    "autoplayOptions": { $0.autoplayOptions = .stopsAtEnd },
    "visibleItemsThreshold": { $0.visibleItemsThreshold = 1 },
    "reportsVisibleItemsWhileMoving": { $0.reportsVisibleItemsWhileMoving = true },
    "spring": { $0.spring = .bouncy },
    "drag": { $0.drag.allowsMultiPageFlicks = true },
    "style": { $0.style = PeekCarouselStyle(peek: 40) },
    "isLooping": { $0.layout.isLooping = true },
    "viewportWidth": { $0.layout.viewportWidth = 391 },
    "viewportHeight": { $0.layout.viewportHeight = 261 },
    "mainItemLength": { $0.layout.mainItemLength = .fraction(0.8) },
    "crossItemLength": { $0.layout.crossItemLength = nil },
    "spacing": { $0.layout.spacing = nil },
    "peek": { $0.layout.peek = 29 },
    "leadingInset": { $0.layout.leadingInset = 5 },
    "trailingInset": { $0.layout.trailingInset = 7 },
    "axis": { $0.layout.axis = .vertical },
    "layoutDirection": { $0.layout.layoutDirection = .rightToLeft },
    "alignment": { $0.layout.alignment = .leading },
    "margins": { $0.layout.margins.top = 1 },
    "safeAreaInsets": { $0.layout.safeAreaInsets.bottom = 1 },
    "targetBehavior": { $0.targetBehavior = AnyCarouselTargetBehavior(StaysPut()) },
  ]

  /// A target behavior of another type than the default's, so that reflection, which prints the
  /// box's type, sees the change.
  private struct StaysPut: CarouselTargetBehavior {
    func updateTarget(_ target: inout CarouselTarget, context: CarouselTargetContext) {
      target.index = context.origin
    }
  }

  /// The stored settings of `configuration`, each with its name and value, as reflection finds
  /// them: its stored properties, with the settings of each group it stores them in
  /// (`CarouselConfiguration.Settings`, `CarouselLayoutContext.Settings`) in place of the group.
  private static func storedSettings(of configuration: CarouselConfiguration)
    -> [(name: String, value: Any)]
  {
    func settings(in value: Any) -> [(name: String, value: Any)] {
      Mirror(reflecting: value).children.flatMap { child in
        child.value is CarouselConfiguration.Settings
          || child.value is CarouselLayoutContext.Settings
          ? settings(in: child.value) : [(name: settingName(child.label), value: child.value)]
      }
    }
    return settings(in: configuration)
  }

  /// The name of the setting a stored property holds: its label, without the underscore of a
  /// property wrapper's storage (`_spacing` stores `spacing` as `NaNEqual`).
  private static func settingName(_ label: String?) -> String {
    guard let label else { return "?" }
    return label.hasPrefix("_") ? String(label.dropFirst()) : label
  }

  /// The names of the stored settings, found by reflection.
  private static let settingNames = storedSettings(of: base).map(\.name)

  @Test func everyStoredSettingHasAChange() {
    for name in Self.settingNames {
      #expect(Self.changes[name] != nil, "no change for the stored setting \(name): add one")
    }
    #expect(Set(Self.changes.keys) == Set(Self.settingNames), "a change names no setting")
  }

  /// A configuration that differs from `base` in one stored setting alone is not equal to it.
  @Test(arguments: settingNames) func eachStoredSettingCountsInEquality(name: String) throws {
    let change = try #require(Self.changes[name], "no change for \(name)")
    var changed = Self.base
    change(&changed)
    let before = Self.storedSettings(of: Self.base)
    let after = Self.storedSettings(of: changed)
    let differing = zip(before, after).filter { before, after in
      String(describing: before.value) != String(describing: after.value)
    }.map(\.0.name)
    #expect(differing == [name], "the change must change \(name) alone")
    #expect(changed != Self.base, "\(name) is left out of ==")
    #expect(Self.base != changed, "\(name) is left out of ==")
    #expect(changed == changed)
  }

  /// Every stored number, insets or item length is held so that NaN equals NaN (`NaNEqual`): a
  /// bare one would compare NaN unequal to itself, and a configuration holding it would
  /// reconfigure the engine every time it is re-sent.
  @Test func everyStoredLengthComparesNaNEqualToNaN() {
    let bareTypes: [Any.Type] = [
      Double.self, Double?.self, CarouselEdgeInsets.self, CarouselItemLength?.self,
    ]
    for (name, value) in Self.storedSettings(of: Self.base) {
      let isBare = bareTypes.contains { $0 == type(of: value) }
      #expect(!isBare, "\(name) is a bare \(type(of: value)): store it as NaNEqual")
    }
  }
}
