import CarouselCore
import Testing

/// `CarouselConfiguration.==`, which the engine runs on every `configure` (a SwiftUI view sends
/// one per update, during a drag per frame): every setting counts, and a NaN length equals
/// itself, so re-sending a configuration with a bad length changes nothing.
@Suite struct CarouselConfigurationEqualityTests {
  private static let base = CarouselConfiguration(
    style: .peek, viewportWidth: 390, viewportHeight: 260, spacing: 12, peek: 28,
    leadingInset: 4, trailingInset: 6, itemMainLength: 300, itemCrossLength: 200)

  /// Each length changed by itself.
  private static let lengthChanges: [(String, @Sendable (inout CarouselConfiguration) -> Void)] = [
    ("viewportWidth", { $0.layout.viewportWidth = 391 }),
    ("viewportHeight", { $0.layout.viewportHeight = 261 }),
    ("leadingInset", { $0.layout.leadingInset = 5 }),
    ("trailingInset", { $0.layout.trailingInset = 7 }),
    ("spacing", { $0.layout.spacing = nil }),
    ("peek", { $0.layout.peek = 29 }),
    ("itemMainLength", { $0.layout.itemMainLength = nil }),
    ("itemCrossLength", { $0.layout.itemCrossLength = 201 }),
  ]

  @Test(arguments: 0..<8) func everyLengthCounts(change: Int) {
    var changed = Self.base
    Self.lengthChanges[change].1(&changed)
    #expect(changed != Self.base, "\(Self.lengthChanges[change].0)")
    #expect(Self.base != changed, "\(Self.lengthChanges[change].0)")
  }

  @Test func everyOtherSettingCounts() {
    var changes = [CarouselConfiguration](repeating: Self.base, count: 8)
    changes[0].style = PeekCarouselStyle(peek: 40)
    changes[1].layout.axis = .vertical
    changes[2].layout.layoutDirection = .rightToLeft
    changes[3].layout.isLooping = true
    changes[4].autoplay = .seconds(3)
    changes[5].spring = .bouncy
    changes[6].drag = DragResolver(allowsMultiPageFlicks: true)
    changes[7].autoplayResumeDelay = .seconds(2)
    for changed in changes { #expect(changed != Self.base) }
    #expect(Self.base == Self.base)
  }

  @Test func nanEqualsNaNInEveryLength() {
    let nan = CarouselConfiguration(
      viewportWidth: .nan, viewportHeight: .nan, spacing: .nan, peek: .nan, leadingInset: .nan,
      trailingInset: .nan, itemMainLength: .nan, itemCrossLength: .nan)
    #expect(nan == nan)
    var optionalNil = nan
    optionalNil.layout.spacing = nil
    #expect(optionalNil != nan)
  }

  /// The container-relative settings: alignment, every edge of the margins and of the safe
  /// area, each form and number of an item length.
  @Test func everyRelativeLayoutSettingCounts() {
    var changes = [CarouselConfiguration](repeating: Self.base, count: 15)
    changes[0].layout.alignment = .leading
    changes[1].layout.margins.top = 1
    changes[2].layout.margins.leading = 1
    changes[3].layout.margins.bottom = 1
    changes[4].layout.margins.trailing = 1
    changes[5].layout.safeAreaInsets.top = 1
    changes[6].layout.safeAreaInsets.leading = 1
    changes[7].layout.safeAreaInsets.bottom = 1
    changes[8].layout.safeAreaInsets.trailing = 1
    changes[9].layout.mainItemLength = .fraction(300)
    changes[10].layout.mainItemLength = .count(3)
    changes[11].layout.crossItemLength = .fraction(0.5)
    changes[12].layout.crossItemLength = nil
    var counted = Self.base
    counted.layout.mainItemLength = .count(3)
    changes[13] = counted
    changes[13].layout.mainItemLength = .count(3, span: 2)
    changes[14] = counted
    changes[14].layout.mainItemLength = .count(3, spacing: 4)
    for (index, changed) in changes.enumerated() {
      #expect(changed != Self.base, "change \(index)")
      #expect(Self.base != changed, "change \(index)")
    }
    #expect(changes[13] != counted)
    #expect(changes[14] != counted)
    #expect(counted == counted)
  }

  @Test func nanEqualsNaNInTheRelativeLayoutSettings() {
    let nan = CarouselConfiguration(
      margins: CarouselEdgeInsets(top: .nan, leading: .nan, bottom: .nan, trailing: .nan),
      safeAreaInsets: CarouselEdgeInsets(top: .nan, leading: .nan, bottom: .nan, trailing: .nan),
      mainItemLength: .fraction(.nan), crossItemLength: .count(2, spacing: .nan))
    #expect(nan == nan)
    var points = nan
    points.layout.mainItemLength = .points(.nan)
    #expect(points == points)
    #expect(points != nan)
  }

  /// Styles compare by type and parameters: one type with the same parameters is equal, another
  /// type is not, except that a style whose instance casts to the first one's type (a subclass
  /// of a class style) compares by the first one's `==`; so a configuration with the superclass
  /// style equals one with the subclass's, and not the other way round.
  @Test func stylesCompareByTypeAndParameters() {
    func configuration(_ style: any CarouselLayoutStyle) -> CarouselConfiguration {
      CarouselConfiguration(style: style, viewportWidth: 390, viewportHeight: 260)
    }
    #expect(configuration(.peek) == configuration(PeekCarouselStyle()))
    #expect(configuration(.peek) != configuration(PeekCarouselStyle(peek: 40)))
    #expect(configuration(.peek) != configuration(.paged))
    #expect(configuration(.paged) != configuration(.peek))
    #expect(configuration(ClassStyle(tilt: 1)) == configuration(ClassStyle(tilt: 1)))
    #expect(configuration(ClassStyle(tilt: 1)) != configuration(ClassStyle(tilt: 2)))
    #expect(configuration(ClassStyle(tilt: 1)) == configuration(SubclassStyle(tilt: 1)))
    #expect(configuration(SubclassStyle(tilt: 1)) != configuration(ClassStyle(tilt: 1)))
    #expect(configuration(ClassStyle(tilt: 2)) != configuration(SubclassStyle(tilt: 1)))
    #expect(configuration(ClassStyle(tilt: 1)) != configuration(.paged))
  }
}

/// A style that is a class, compared by its one parameter.
private class ClassStyle: CarouselLayoutStyle, @unchecked Sendable {
  let tilt: Double

  init(tilt: Double) { self.tilt = tilt }

  static func == (lhs: ClassStyle, rhs: ClassStyle) -> Bool { lhs.tilt == rhs.tilt }

  func attributes(forOffset offset: Double, in geometry: CarouselLayoutGeometry)
    -> CarouselItemAttributes
  {
    PagedCarouselStyle().attributes(forOffset: offset, in: geometry)
  }
}

/// A subclass of ``ClassStyle``, which compares as its superclass does.
private final class SubclassStyle: ClassStyle, @unchecked Sendable {}
