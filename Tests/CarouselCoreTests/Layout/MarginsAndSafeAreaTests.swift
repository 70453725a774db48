import CarouselCore
import Testing
import UpdateCycleDouble

/// Margins (along the paging axis they are insets, across it they inset the item) and the safe
/// area (kept by the styles that respect it, filled under by a full-bleed page), for every
/// style, finite and looping, on both axes and in both reading directions.
@Suite struct MarginsAndSafeAreaTests {
  /// Whether each built-in style keeps a plain carousel (no peek, inset, margin or item
  /// length given) inside the safe area: the page styles fill the frame.
  static let respectsThePlainSafeArea: [CarouselStyleName: Bool] = [
    .paged: false, .peek: true, .scale: false, .fade: false, .rotation: false,
    .coverFlow: true, .stack: true, .ring: true,
  ]

  /// 390 points along the axis, 260 across, page 2 of 5.
  private func context(
    _ orientation: Orientation, isLooping: Bool = false,
    margins: CarouselEdgeInsets = .zero, safeArea: CarouselEdgeInsets = .zero
  ) -> CarouselLayoutContext {
    var context = orientedContext(orientation, count: 5, page: 2, isLooping: isLooping)
    (context.margins, context.safeAreaInsets) = (margins, safeArea)
    return context
  }

  /// Insets of `leading` and `trailing` across a carousel on `axis`.
  private func across(_ axis: CarouselAxis, _ leading: Double, _ trailing: Double)
    -> CarouselEdgeInsets
  {
    axis == .horizontal
      ? CarouselEdgeInsets(top: leading, bottom: trailing)
      : CarouselEdgeInsets(leading: leading, trailing: trailing)
  }

  /// Insets of `leading` and `trailing` along a carousel on `axis`.
  private func along(_ axis: CarouselAxis, _ leading: Double, _ trailing: Double)
    -> CarouselEdgeInsets
  {
    axis == .horizontal
      ? CarouselEdgeInsets(leading: leading, trailing: trailing)
      : CarouselEdgeInsets(top: leading, bottom: trailing)
  }

  /// The cross offset as drawn for a shift of `value` toward the cross axis's trailing edge:
  /// mirrored on a right-to-left vertical carousel, whose cross axis leads from the right.
  private func drawnAcross(_ value: Double, _ orientation: Orientation)
    -> Double
  {
    orientation == (.vertical, .rightToLeft) ? -value : value
  }

  @Test(arguments: CarouselStyleName.allCases)
  func crossMarginsInsetTheItemAndMoveItOffCenter(name: CarouselStyleName) {
    for orientation in everyOrientation {
      for isLooping in [false, true] {
        let context = context(
          orientation, isLooping: isLooping, margins: across(orientation.0, 20, 0))
        let geometry = name.style.geometry(in: context)
        #expect(geometry.itemCrossLength == 240, "\(name) \(orientation)")
        #expect(geometry.crossShift == 10)
        let items = name.style.visibleItems(in: context)
        #expect(!items.isEmpty)
        for item in items {
          #expect(item.crossOffset == drawnAcross(10, orientation), "\(name) \(orientation)")
        }
        // A given cross length is centered between the margins.
        var given = context
        given.itemCrossLength = 100
        #expect(name.style.geometry(in: given).itemCrossLength == 100)
        let focused = name.style.visibleItems(in: given).first { $0.isFocused }
        #expect(focused?.crossOffset == drawnAcross(10, orientation))
      }
    }
  }

  @Test(arguments: CarouselStyleName.allCases)
  func marginsAlongTheAxisAreInsets(name: CarouselStyleName) {
    for orientation in everyOrientation {
      for isLooping in [false, true] {
        let margins = context(
          orientation, isLooping: isLooping, margins: along(orientation.0, 30, 6))
        var insets = context(orientation, isLooping: isLooping)
        (insets.leadingInset, insets.trailingInset) = (30, 6)
        #expect(
          name.style.visibleItems(in: margins) == name.style.visibleItems(in: insets),
          "\(name) \(orientation) \(isLooping)")
        let geometry = name.style.geometry(in: margins)
        #expect(geometry.leadingInset == 30)
        #expect(geometry.trailingInset == 6)
        // They add to the insets.
        var both = margins
        both.leadingInset = 4
        #expect(name.style.geometry(in: both).leadingInset == 34)
      }
    }
  }

  @Test func marginsLongerThanTheViewportAreScaledDownWithADiagnostic() {
    let context = context(
      (.horizontal, .leftToRight), margins: CarouselEdgeInsets(top: 300, bottom: 100))
    #expect(context.diagnostics == [.marginsExceedViewport(total: 400, viewport: 260)])
    let geometry = PeekCarouselStyle().geometry(in: context)
    #expect(isClose(geometry.crossLeadingInset, 195))
    #expect(isClose(geometry.crossTrailingInset, 65))
    #expect(geometry.itemCrossLength == 0)
    #expect(
      CarouselDiagnostic.marginsExceedViewport(total: 400, viewport: 260).message
        == "Carousel margins of 400.0 pt across the paging axis exceed the 260.0 pt viewport; "
        + "they were scaled down to fit.")
    // Along the axis, margins and insets exceed the viewport together.
    var alongAxis = self.context((.horizontal, .leftToRight), margins: along(.horizontal, 300, 0))
    alongAxis.trailingInset = 200
    #expect(alongAxis.diagnostics == [.insetsExceedViewport(total: 500, viewport: 390)])
  }

  @Test func badMarginsAreReportedAndCountAsNone() {
    let context = context(
      (.horizontal, .leftToRight),
      margins: CarouselEdgeInsets(top: .nan, leading: -2, bottom: .infinity, trailing: 5))
    #expect(
      context.diagnostics == [
        .invalidSize(name: "top margin", value: .nan),
        .invalidSize(name: "leading margin", value: -2),
        .invalidSize(name: "bottom margin", value: .infinity),
      ])
    let geometry = PeekCarouselStyle().geometry(in: context)
    #expect(geometry.leadingInset == 0)
    #expect(geometry.trailingInset == 5)
    #expect(geometry.itemCrossLength == 260)
  }

  /// A phone in landscape, the carousel full-screen: 844 × 390 with the notch's 47 points on
  /// both sides (the safe area is symmetric there) and the home indicator's 21 at the bottom.
  static let landscape = CarouselEdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47)

  @Test(arguments: CarouselStyleName.allCases)
  func eachStyleKeepsOrFillsTheSafeArea(name: CarouselStyleName) throws {
    let respects = try #require(Self.respectsThePlainSafeArea[name] as Bool?)
    for isLooping in [false, true] {
      let context = CarouselLayoutContext(
        count: 5, isLooping: isLooping,
        viewportWidth: 844, viewportHeight: 390, safeAreaInsets: Self.landscape
      ).positioned(at: CarouselPosition(page: 2))
      let geometry = name.style.geometry(in: context)
      #expect(geometry.respectsSafeArea == respects, "\(name)")
      #expect(geometry.leadingInset == (respects ? 47 : 0), "\(name)")
      #expect(geometry.trailingInset == (respects ? 47 : 0), "\(name)")
      #expect(geometry.itemCrossLength == (respects ? 369 : 390), "\(name)")
      let focused = name.style.visibleItems(in: context).first { $0.isFocused }
      #expect(focused?.mainOffset == 0, "\(name)")
      #expect(focused?.crossOffset == (respects ? -10.5 : 0), "\(name)")
    }
  }

  @Test func aPeekingCarouselKeepsItsPeeksInsideTheSafeArea() {
    for direction in [CarouselLayoutDirection.leftToRight, .rightToLeft] {
      let context = CarouselLayoutContext(
        count: 5, viewportWidth: 844, viewportHeight: 390,
        layoutDirection: direction, safeAreaInsets: Self.landscape
      ).positioned(at: CarouselPosition(page: 2))
      let geometry = PeekCarouselStyle().geometry(in: context)
      // 844 - 2 × 47 - 2 × (28 + 12).
      #expect(geometry.itemMainLength == 670)
      let items = PeekCarouselStyle().visibleItems(in: context)
      #expect(items.map(\.index) == [1, 2, 3])
      // The next item's near edge is 28 points inside the safe area's edge: 422 - 47 - 28.
      let sign: Double = direction == .rightToLeft ? -1 : 1
      let next = items.last.map { sign * $0.mainOffset - $0.scale * 670 / 2 }
      #expect(next.map { isClose($0, 347) } == true, "\(direction)")
    }
  }

  @Test func aNotchOnOneSideMovesTheFocusAwayFromItMirroredRightToLeft() {
    // The notch on the leading side only: the focused item moves toward the trailing side by
    // half of it, drawn to the left in a right-to-left layout, whose leading edge is the right.
    for (direction, drawn) in [(CarouselLayoutDirection.leftToRight, 23.5), (.rightToLeft, -23.5)] {
      let context = CarouselLayoutContext(
        count: 5, viewportWidth: 844, viewportHeight: 390,
        layoutDirection: direction, safeAreaInsets: CarouselEdgeInsets(leading: 47)
      ).positioned(at: CarouselPosition(page: 2))
      let focused = PeekCarouselStyle().visibleItems(in: context).first { $0.isFocused }
      #expect(focused?.mainOffset == drawn, "\(direction)")
    }
  }

  @Test func aVerticalCarouselReadsTheTopAndBottomAlongItsAxis() {
    for direction in [CarouselLayoutDirection.leftToRight, .rightToLeft] {
      let context = CarouselLayoutContext(
        count: 3, viewportWidth: 390, viewportHeight: 844,
        axis: .vertical, layoutDirection: direction,
        safeAreaInsets: CarouselEdgeInsets(top: 59, leading: 10, bottom: 34, trailing: 0)
      ).positioned(at: CarouselPosition(page: 1))
      let geometry = PeekCarouselStyle().geometry(in: context)
      #expect(geometry.leadingInset == 59)
      #expect(geometry.trailingInset == 34)
      #expect(geometry.itemMainLength == 844 - 93 - 80)
      #expect(geometry.itemCrossLength == 380)
      let focused = PeekCarouselStyle().visibleItems(in: context).first { $0.isFocused }
      #expect(focused?.mainOffset == 12.5)
      // The leading side is the left, or the right in a right-to-left layout.
      #expect(focused?.crossOffset == (direction == .leftToRight ? 5 : -5))
    }
  }

  @Test func aPageThatLeavesRoomRespectsTheSafeArea() {
    let plain = CarouselLayoutContext(
      count: 5, viewportWidth: 844, viewportHeight: 390, safeAreaInsets: Self.landscape)
    var changes: [(String, CarouselLayoutContext)] = []
    var peek = plain
    peek.peek = 20
    changes.append(("peek", peek))
    var inset = plain
    inset.trailingInset = 8
    changes.append(("inset", inset))
    for edge in [\CarouselEdgeInsets.top, \.leading, \.bottom, \.trailing] {
      var margin = plain
      margin.margins[keyPath: edge] = 8
      changes.append(("margin \(edge)", margin))
    }
    var main = plain
    main.mainItemLength = .fraction(0.9)
    changes.append(("main length", main))
    var cross = plain
    cross.itemCrossLength = 300
    changes.append(("cross length", cross))
    var leading = plain
    leading.alignment = .leading
    changes.append(("leading", leading))
    for name in [CarouselStyleName.paged, .scale, .fade, .rotation] {
      #expect(!name.style.geometry(in: plain).respectsSafeArea, "\(name)")
      for (change, context) in changes {
        #expect(name.style.geometry(in: context).respectsSafeArea, "\(name) \(change)")
      }
      // Spacing alone leaves no room at rest: the page still fills the frame.
      var spaced = plain
      spaced.spacing = 10
      #expect(!name.style.geometry(in: spaced).respectsSafeArea, "\(name)")
    }
    // A relative length is a share of the room inside the safe area, as containerRelativeFrame
    // subtracts it: (844 - 94) × 0.9.
    #expect(PagedCarouselStyle().geometry(in: main).itemMainLength == 675)
  }

  @Test func hostileSafeAreasNeverCrashAndAreNotReported() {
    let values: [Double] = [
      .nan, .infinity, -.infinity, -1, 0, 1e300, .greatestFiniteMagnitude, 1e9, 500,
    ]
    var random = SeededGenerator(seed: 42)
    for name in CarouselStyleName.allCases {
      for isLooping in [false, true] {
        for orientation in everyOrientation {
          for alignment in CarouselAlignment.allCases {
            for _ in 0..<12 {
              let safeArea = CarouselEdgeInsets(
                top: values[random.below(values.count)],
                leading: values[random.below(values.count)],
                bottom: values[random.below(values.count)],
                trailing: values[random.below(values.count)])
              var context = context(orientation, isLooping: isLooping, safeArea: safeArea)
              context.alignment = alignment
              context.peek = 10
              context.position = CarouselPosition(page: random.below(7) - 1, fraction: 0.3)
              #expect(context.diagnostics.isEmpty)
              let geometry = name.style.geometry(in: context)
              let lengths = [
                geometry.leadingInset, geometry.trailingInset, geometry.crossLeadingInset,
                geometry.crossTrailingInset, geometry.itemMainLength, geometry.itemCrossLength,
                geometry.mainRoom, geometry.crossRoom,
              ]
              #expect(
                lengths.allSatisfy { $0.isFinite && $0 >= 0 }, "\(name) \(safeArea) \(lengths)")
              // Scaled down to fit, to within rounding.
              #expect(geometry.leadingInset + geometry.trailingInset <= 390 + 1e-9)
              #expect(geometry.crossLeadingInset + geometry.crossTrailingInset <= 260 + 1e-9)
              #expect(geometry.focusShift.isFinite && geometry.crossShift.isFinite)
              for item in name.style.visibleItems(in: context) {
                let numbers = [item.mainOffset, item.crossOffset, item.scale, item.opacity]
                #expect(numbers.allSatisfy { $0.isFinite }, "\(name) \(safeArea)")
              }
            }
          }
        }
      }
    }
  }

  @Test func aHugeSafeAreaLeavesNoRoomButAFiniteFrame() {
    let context = CarouselLayoutContext(
      count: 5, viewportWidth: 390, viewportHeight: 260,
      safeAreaInsets: CarouselEdgeInsets(top: 1e300, leading: .greatestFiniteMagnitude))
    let geometry = PeekCarouselStyle().geometry(in: context)
    // 10^9 each, scaled down to fit the viewport with the other side's 0.
    #expect(isClose(geometry.leadingInset, 390))
    #expect(isClose(geometry.crossLeadingInset, 260))
    #expect(geometry.itemMainLength == 0)
    #expect(geometry.itemCrossLength == 0)
    #expect(isClose(geometry.focusShift, 195))
  }

  @Test func theIdealSizeLeavesTheSafeAreaOut() {
    for name in CarouselStyleName.allCases {
      var configuration = CarouselConfiguration(style: name.style, peek: 10)
      let without = configuration.idealSlidesSize(count: 5)
      configuration.layout.safeAreaInsets = Self.landscape
      #expect(configuration.idealSlidesSize(count: 5) == without, "\(name)")
    }
  }
}
