import CarouselCore
import Testing
import UpdateCycleDouble

/// `value` rounded to four decimals, so literal expectations can be written like 0.3333.
private func rounded(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }

/// A dot's slot, emphasis and scale, rounded to four decimals (its index is compared apart, as
/// a `Double` cannot hold indices near `Int.max`).
private func row(_ dot: PageIndicatorDot) -> [Double] {
  [rounded(dot.slot), rounded(dot.emphasis), rounded(dot.scale)]
}

/// One literal expectation for a huge count: the dots of a default indicator (7 dots) at
/// `page` + `fraction` in item space.
struct HugeIndicatorCase: Sendable, CustomTestStringConvertible {
  let count: Int
  let isLooping: Bool
  let direction: CarouselLayoutDirection
  let page: Int
  let fraction: Double
  /// The dots' item indices, in slot order.
  let indices: [Int]
  /// Each dot's slot, emphasis and scale (rounded to four decimals), in slot order.
  let rows: [[Double]]

  var testDescription: String {
    "count \(count) loop \(isLooping) \(direction) at \(page) + \(fraction)"
  }
}

/// The first item, the last item, halfway between the last two items, halfway while the
/// window scrolls, and (looping) halfway from the last item back to the first, for counts
/// 2^62, `Int.max - 1` and `Int.max`: the same strips as 20 items show, with the indices near
/// the end.
private let hugeCases: [HugeIndicatorCase] = [
  // 2^62: finite, first item.
  HugeIndicatorCase(
    count: 4_611_686_018_427_387_904, isLooping: false, direction: .leftToRight,
    page: 0, fraction: 0,
    indices: [
      0, 1, 2, 3, 4, 5, 6,
    ],
    rows: [
      [0, 1, 1], [1, 0, 1], [2, 0, 1], [3, 0, 1], [4, 0, 1], [5, 0, 0.6667], [6, 0, 0.3333],
    ]),
  // 2^62: finite, last item.
  HugeIndicatorCase(
    count: 4_611_686_018_427_387_904, isLooping: false, direction: .leftToRight,
    page: 4_611_686_018_427_387_903, fraction: 0,
    indices: [
      4_611_686_018_427_387_897, 4_611_686_018_427_387_898, 4_611_686_018_427_387_899,
      4_611_686_018_427_387_900, 4_611_686_018_427_387_901, 4_611_686_018_427_387_902,
      4_611_686_018_427_387_903,
    ],
    rows: [
      [0, 0, 0.3333], [1, 0, 0.6667], [2, 0, 1], [3, 0, 1], [4, 0, 1], [5, 0, 1], [6, 1, 1],
    ]),
  // 2^62: finite, past the last item: clamped to it.
  HugeIndicatorCase(
    count: 4_611_686_018_427_387_904, isLooping: false, direction: .leftToRight,
    page: 4_611_686_018_427_387_903, fraction: 0.5,
    indices: [
      4_611_686_018_427_387_897, 4_611_686_018_427_387_898, 4_611_686_018_427_387_899,
      4_611_686_018_427_387_900, 4_611_686_018_427_387_901, 4_611_686_018_427_387_902,
      4_611_686_018_427_387_903,
    ],
    rows: [
      [0, 0, 0.3333], [1, 0, 0.6667], [2, 0, 1], [3, 0, 1], [4, 0, 1], [5, 0, 1], [6, 1, 1],
    ]),
  // 2^62: finite, halfway between the last two items.
  HugeIndicatorCase(
    count: 4_611_686_018_427_387_904, isLooping: false, direction: .leftToRight,
    page: 4_611_686_018_427_387_902, fraction: 0.5,
    indices: [
      4_611_686_018_427_387_897, 4_611_686_018_427_387_898, 4_611_686_018_427_387_899,
      4_611_686_018_427_387_900, 4_611_686_018_427_387_901, 4_611_686_018_427_387_902,
      4_611_686_018_427_387_903,
    ],
    rows: [
      [0, 0, 0.3333], [1, 0, 0.6667], [2, 0, 1], [3, 0, 1], [4, 0, 1], [5, 0.5, 1], [6, 0.5, 1],
    ]),
  // 2^62: finite, halfway while the window scrolls.
  HugeIndicatorCase(
    count: 4_611_686_018_427_387_904, isLooping: false, direction: .leftToRight,
    page: 4_611_686_018_427_387_901, fraction: 0.5,
    indices: [
      4_611_686_018_427_387_896, 4_611_686_018_427_387_897, 4_611_686_018_427_387_898,
      4_611_686_018_427_387_899, 4_611_686_018_427_387_900, 4_611_686_018_427_387_901,
      4_611_686_018_427_387_902, 4_611_686_018_427_387_903,
    ],
    rows: [
      [-0.5, 0, 0.1667], [0.5, 0, 0.5], [1.5, 0, 0.8333], [2.5, 0, 1], [3.5, 0, 1], [4.5, 0.5, 1],
      [5.5, 0.5, 0.6667], [6.5, 0, 0.5],
    ]),
  // 2^62: finite, last item, right to left.
  HugeIndicatorCase(
    count: 4_611_686_018_427_387_904, isLooping: false, direction: .rightToLeft,
    page: 4_611_686_018_427_387_903, fraction: 0,
    indices: [
      4_611_686_018_427_387_903, 4_611_686_018_427_387_902, 4_611_686_018_427_387_901,
      4_611_686_018_427_387_900, 4_611_686_018_427_387_899, 4_611_686_018_427_387_898,
      4_611_686_018_427_387_897,
    ],
    rows: [
      [0, 1, 1], [1, 0, 1], [2, 0, 1], [3, 0, 1], [4, 0, 1], [5, 0, 0.6667], [6, 0, 0.3333],
    ]),
  // 2^62: looping, first item.
  HugeIndicatorCase(
    count: 4_611_686_018_427_387_904, isLooping: true, direction: .leftToRight,
    page: 0, fraction: 0,
    indices: [
      4_611_686_018_427_387_901, 4_611_686_018_427_387_902, 4_611_686_018_427_387_903, 0, 1, 2, 3,
    ],
    rows: [
      [0, 0, 0.3333], [1, 0, 0.6667], [2, 0, 1], [3, 1, 1], [4, 0, 1], [5, 0, 0.6667],
      [6, 0, 0.3333],
    ]),
  // 2^62: looping, last item.
  HugeIndicatorCase(
    count: 4_611_686_018_427_387_904, isLooping: true, direction: .leftToRight,
    page: 4_611_686_018_427_387_903, fraction: 0,
    indices: [
      4_611_686_018_427_387_900, 4_611_686_018_427_387_901, 4_611_686_018_427_387_902,
      4_611_686_018_427_387_903, 0, 1, 2,
    ],
    rows: [
      [0, 0, 0.3333], [1, 0, 0.6667], [2, 0, 1], [3, 1, 1], [4, 0, 1], [5, 0, 0.6667],
      [6, 0, 0.3333],
    ]),
  // 2^62: looping, halfway from the last item back to the first.
  HugeIndicatorCase(
    count: 4_611_686_018_427_387_904, isLooping: true, direction: .leftToRight,
    page: 4_611_686_018_427_387_903, fraction: 0.5,
    indices: [
      4_611_686_018_427_387_900, 4_611_686_018_427_387_901, 4_611_686_018_427_387_902,
      4_611_686_018_427_387_903, 0, 1, 2, 3,
    ],
    rows: [
      [-0.5, 0, 0.1667], [0.5, 0, 0.5], [1.5, 0, 0.8333], [2.5, 0.5, 1], [3.5, 0.5, 1],
      [4.5, 0, 0.8333], [5.5, 0, 0.5], [6.5, 0, 0.1667],
    ]),
  // 2^62: looping, halfway between the last two items.
  HugeIndicatorCase(
    count: 4_611_686_018_427_387_904, isLooping: true, direction: .leftToRight,
    page: 4_611_686_018_427_387_902, fraction: 0.5,
    indices: [
      4_611_686_018_427_387_899, 4_611_686_018_427_387_900, 4_611_686_018_427_387_901,
      4_611_686_018_427_387_902, 4_611_686_018_427_387_903, 0, 1, 2,
    ],
    rows: [
      [-0.5, 0, 0.1667], [0.5, 0, 0.5], [1.5, 0, 0.8333], [2.5, 0.5, 1], [3.5, 0.5, 1],
      [4.5, 0, 0.8333], [5.5, 0, 0.5], [6.5, 0, 0.1667],
    ]),
  // 2^62: looping, halfway from the last item back to the first, right to left.
  HugeIndicatorCase(
    count: 4_611_686_018_427_387_904, isLooping: true, direction: .rightToLeft,
    page: 4_611_686_018_427_387_903, fraction: 0.5,
    indices: [
      3, 2, 1, 0, 4_611_686_018_427_387_903, 4_611_686_018_427_387_902, 4_611_686_018_427_387_901,
      4_611_686_018_427_387_900,
    ],
    rows: [
      [-0.5, 0, 0.1667], [0.5, 0, 0.5], [1.5, 0, 0.8333], [2.5, 0.5, 1], [3.5, 0.5, 1],
      [4.5, 0, 0.8333], [5.5, 0, 0.5], [6.5, 0, 0.1667],
    ]),
  // Int.max - 1: finite, first item.
  HugeIndicatorCase(
    count: 9_223_372_036_854_775_806, isLooping: false, direction: .leftToRight,
    page: 0, fraction: 0,
    indices: [
      0, 1, 2, 3, 4, 5, 6,
    ],
    rows: [
      [0, 1, 1], [1, 0, 1], [2, 0, 1], [3, 0, 1], [4, 0, 1], [5, 0, 0.6667], [6, 0, 0.3333],
    ]),
  // Int.max - 1: finite, last item.
  HugeIndicatorCase(
    count: 9_223_372_036_854_775_806, isLooping: false, direction: .leftToRight,
    page: 9_223_372_036_854_775_805, fraction: 0,
    indices: [
      9_223_372_036_854_775_799, 9_223_372_036_854_775_800, 9_223_372_036_854_775_801,
      9_223_372_036_854_775_802, 9_223_372_036_854_775_803, 9_223_372_036_854_775_804,
      9_223_372_036_854_775_805,
    ],
    rows: [
      [0, 0, 0.3333], [1, 0, 0.6667], [2, 0, 1], [3, 0, 1], [4, 0, 1], [5, 0, 1], [6, 1, 1],
    ]),
  // Int.max - 1: finite, past the last item: clamped to it.
  HugeIndicatorCase(
    count: 9_223_372_036_854_775_806, isLooping: false, direction: .leftToRight,
    page: 9_223_372_036_854_775_805, fraction: 0.5,
    indices: [
      9_223_372_036_854_775_799, 9_223_372_036_854_775_800, 9_223_372_036_854_775_801,
      9_223_372_036_854_775_802, 9_223_372_036_854_775_803, 9_223_372_036_854_775_804,
      9_223_372_036_854_775_805,
    ],
    rows: [
      [0, 0, 0.3333], [1, 0, 0.6667], [2, 0, 1], [3, 0, 1], [4, 0, 1], [5, 0, 1], [6, 1, 1],
    ]),
  // Int.max - 1: finite, halfway between the last two items.
  HugeIndicatorCase(
    count: 9_223_372_036_854_775_806, isLooping: false, direction: .leftToRight,
    page: 9_223_372_036_854_775_804, fraction: 0.5,
    indices: [
      9_223_372_036_854_775_799, 9_223_372_036_854_775_800, 9_223_372_036_854_775_801,
      9_223_372_036_854_775_802, 9_223_372_036_854_775_803, 9_223_372_036_854_775_804,
      9_223_372_036_854_775_805,
    ],
    rows: [
      [0, 0, 0.3333], [1, 0, 0.6667], [2, 0, 1], [3, 0, 1], [4, 0, 1], [5, 0.5, 1], [6, 0.5, 1],
    ]),
  // Int.max - 1: finite, halfway while the window scrolls.
  HugeIndicatorCase(
    count: 9_223_372_036_854_775_806, isLooping: false, direction: .leftToRight,
    page: 9_223_372_036_854_775_803, fraction: 0.5,
    indices: [
      9_223_372_036_854_775_798, 9_223_372_036_854_775_799, 9_223_372_036_854_775_800,
      9_223_372_036_854_775_801, 9_223_372_036_854_775_802, 9_223_372_036_854_775_803,
      9_223_372_036_854_775_804, 9_223_372_036_854_775_805,
    ],
    rows: [
      [-0.5, 0, 0.1667], [0.5, 0, 0.5], [1.5, 0, 0.8333], [2.5, 0, 1], [3.5, 0, 1], [4.5, 0.5, 1],
      [5.5, 0.5, 0.6667], [6.5, 0, 0.5],
    ]),
  // Int.max - 1: finite, last item, right to left.
  HugeIndicatorCase(
    count: 9_223_372_036_854_775_806, isLooping: false, direction: .rightToLeft,
    page: 9_223_372_036_854_775_805, fraction: 0,
    indices: [
      9_223_372_036_854_775_805, 9_223_372_036_854_775_804, 9_223_372_036_854_775_803,
      9_223_372_036_854_775_802, 9_223_372_036_854_775_801, 9_223_372_036_854_775_800,
      9_223_372_036_854_775_799,
    ],
    rows: [
      [0, 1, 1], [1, 0, 1], [2, 0, 1], [3, 0, 1], [4, 0, 1], [5, 0, 0.6667], [6, 0, 0.3333],
    ]),
  // Int.max - 1: looping, first item.
  HugeIndicatorCase(
    count: 9_223_372_036_854_775_806, isLooping: true, direction: .leftToRight,
    page: 0, fraction: 0,
    indices: [
      9_223_372_036_854_775_803, 9_223_372_036_854_775_804, 9_223_372_036_854_775_805, 0, 1, 2, 3,
    ],
    rows: [
      [0, 0, 0.3333], [1, 0, 0.6667], [2, 0, 1], [3, 1, 1], [4, 0, 1], [5, 0, 0.6667],
      [6, 0, 0.3333],
    ]),
  // Int.max - 1: looping, last item.
  HugeIndicatorCase(
    count: 9_223_372_036_854_775_806, isLooping: true, direction: .leftToRight,
    page: 9_223_372_036_854_775_805, fraction: 0,
    indices: [
      9_223_372_036_854_775_802, 9_223_372_036_854_775_803, 9_223_372_036_854_775_804,
      9_223_372_036_854_775_805, 0, 1, 2,
    ],
    rows: [
      [0, 0, 0.3333], [1, 0, 0.6667], [2, 0, 1], [3, 1, 1], [4, 0, 1], [5, 0, 0.6667],
      [6, 0, 0.3333],
    ]),
  // Int.max - 1: looping, halfway from the last item back to the first.
  HugeIndicatorCase(
    count: 9_223_372_036_854_775_806, isLooping: true, direction: .leftToRight,
    page: 9_223_372_036_854_775_805, fraction: 0.5,
    indices: [
      9_223_372_036_854_775_802, 9_223_372_036_854_775_803, 9_223_372_036_854_775_804,
      9_223_372_036_854_775_805, 0, 1, 2, 3,
    ],
    rows: [
      [-0.5, 0, 0.1667], [0.5, 0, 0.5], [1.5, 0, 0.8333], [2.5, 0.5, 1], [3.5, 0.5, 1],
      [4.5, 0, 0.8333], [5.5, 0, 0.5], [6.5, 0, 0.1667],
    ]),
  // Int.max - 1: looping, halfway between the last two items.
  HugeIndicatorCase(
    count: 9_223_372_036_854_775_806, isLooping: true, direction: .leftToRight,
    page: 9_223_372_036_854_775_804, fraction: 0.5,
    indices: [
      9_223_372_036_854_775_801, 9_223_372_036_854_775_802, 9_223_372_036_854_775_803,
      9_223_372_036_854_775_804, 9_223_372_036_854_775_805, 0, 1, 2,
    ],
    rows: [
      [-0.5, 0, 0.1667], [0.5, 0, 0.5], [1.5, 0, 0.8333], [2.5, 0.5, 1], [3.5, 0.5, 1],
      [4.5, 0, 0.8333], [5.5, 0, 0.5], [6.5, 0, 0.1667],
    ]),
  // Int.max - 1: looping, halfway from the last item back to the first, right to left.
  HugeIndicatorCase(
    count: 9_223_372_036_854_775_806, isLooping: true, direction: .rightToLeft,
    page: 9_223_372_036_854_775_805, fraction: 0.5,
    indices: [
      3, 2, 1, 0, 9_223_372_036_854_775_805, 9_223_372_036_854_775_804, 9_223_372_036_854_775_803,
      9_223_372_036_854_775_802,
    ],
    rows: [
      [-0.5, 0, 0.1667], [0.5, 0, 0.5], [1.5, 0, 0.8333], [2.5, 0.5, 1], [3.5, 0.5, 1],
      [4.5, 0, 0.8333], [5.5, 0, 0.5], [6.5, 0, 0.1667],
    ]),
  // Int.max: finite, first item.
  HugeIndicatorCase(
    count: 9_223_372_036_854_775_807, isLooping: false, direction: .leftToRight,
    page: 0, fraction: 0,
    indices: [
      0, 1, 2, 3, 4, 5, 6,
    ],
    rows: [
      [0, 1, 1], [1, 0, 1], [2, 0, 1], [3, 0, 1], [4, 0, 1], [5, 0, 0.6667], [6, 0, 0.3333],
    ]),
  // Int.max: finite, last item.
  HugeIndicatorCase(
    count: 9_223_372_036_854_775_807, isLooping: false, direction: .leftToRight,
    page: 9_223_372_036_854_775_806, fraction: 0,
    indices: [
      9_223_372_036_854_775_800, 9_223_372_036_854_775_801, 9_223_372_036_854_775_802,
      9_223_372_036_854_775_803, 9_223_372_036_854_775_804, 9_223_372_036_854_775_805,
      9_223_372_036_854_775_806,
    ],
    rows: [
      [0, 0, 0.3333], [1, 0, 0.6667], [2, 0, 1], [3, 0, 1], [4, 0, 1], [5, 0, 1], [6, 1, 1],
    ]),
  // Int.max: finite, past the last item: clamped to it.
  HugeIndicatorCase(
    count: 9_223_372_036_854_775_807, isLooping: false, direction: .leftToRight,
    page: 9_223_372_036_854_775_806, fraction: 0.5,
    indices: [
      9_223_372_036_854_775_800, 9_223_372_036_854_775_801, 9_223_372_036_854_775_802,
      9_223_372_036_854_775_803, 9_223_372_036_854_775_804, 9_223_372_036_854_775_805,
      9_223_372_036_854_775_806,
    ],
    rows: [
      [0, 0, 0.3333], [1, 0, 0.6667], [2, 0, 1], [3, 0, 1], [4, 0, 1], [5, 0, 1], [6, 1, 1],
    ]),
  // Int.max: finite, halfway between the last two items.
  HugeIndicatorCase(
    count: 9_223_372_036_854_775_807, isLooping: false, direction: .leftToRight,
    page: 9_223_372_036_854_775_805, fraction: 0.5,
    indices: [
      9_223_372_036_854_775_800, 9_223_372_036_854_775_801, 9_223_372_036_854_775_802,
      9_223_372_036_854_775_803, 9_223_372_036_854_775_804, 9_223_372_036_854_775_805,
      9_223_372_036_854_775_806,
    ],
    rows: [
      [0, 0, 0.3333], [1, 0, 0.6667], [2, 0, 1], [3, 0, 1], [4, 0, 1], [5, 0.5, 1], [6, 0.5, 1],
    ]),
  // Int.max: finite, halfway while the window scrolls.
  HugeIndicatorCase(
    count: 9_223_372_036_854_775_807, isLooping: false, direction: .leftToRight,
    page: 9_223_372_036_854_775_804, fraction: 0.5,
    indices: [
      9_223_372_036_854_775_799, 9_223_372_036_854_775_800, 9_223_372_036_854_775_801,
      9_223_372_036_854_775_802, 9_223_372_036_854_775_803, 9_223_372_036_854_775_804,
      9_223_372_036_854_775_805, 9_223_372_036_854_775_806,
    ],
    rows: [
      [-0.5, 0, 0.1667], [0.5, 0, 0.5], [1.5, 0, 0.8333], [2.5, 0, 1], [3.5, 0, 1], [4.5, 0.5, 1],
      [5.5, 0.5, 0.6667], [6.5, 0, 0.5],
    ]),
  // Int.max: finite, last item, right to left.
  HugeIndicatorCase(
    count: 9_223_372_036_854_775_807, isLooping: false, direction: .rightToLeft,
    page: 9_223_372_036_854_775_806, fraction: 0,
    indices: [
      9_223_372_036_854_775_806, 9_223_372_036_854_775_805, 9_223_372_036_854_775_804,
      9_223_372_036_854_775_803, 9_223_372_036_854_775_802, 9_223_372_036_854_775_801,
      9_223_372_036_854_775_800,
    ],
    rows: [
      [0, 1, 1], [1, 0, 1], [2, 0, 1], [3, 0, 1], [4, 0, 1], [5, 0, 0.6667], [6, 0, 0.3333],
    ]),
  // Int.max: looping, first item.
  HugeIndicatorCase(
    count: 9_223_372_036_854_775_807, isLooping: true, direction: .leftToRight,
    page: 0, fraction: 0,
    indices: [
      9_223_372_036_854_775_804, 9_223_372_036_854_775_805, 9_223_372_036_854_775_806, 0, 1, 2, 3,
    ],
    rows: [
      [0, 0, 0.3333], [1, 0, 0.6667], [2, 0, 1], [3, 1, 1], [4, 0, 1], [5, 0, 0.6667],
      [6, 0, 0.3333],
    ]),
  // Int.max: looping, last item.
  HugeIndicatorCase(
    count: 9_223_372_036_854_775_807, isLooping: true, direction: .leftToRight,
    page: 9_223_372_036_854_775_806, fraction: 0,
    indices: [
      9_223_372_036_854_775_803, 9_223_372_036_854_775_804, 9_223_372_036_854_775_805,
      9_223_372_036_854_775_806, 0, 1, 2,
    ],
    rows: [
      [0, 0, 0.3333], [1, 0, 0.6667], [2, 0, 1], [3, 1, 1], [4, 0, 1], [5, 0, 0.6667],
      [6, 0, 0.3333],
    ]),
  // Int.max: looping, halfway from the last item back to the first.
  HugeIndicatorCase(
    count: 9_223_372_036_854_775_807, isLooping: true, direction: .leftToRight,
    page: 9_223_372_036_854_775_806, fraction: 0.5,
    indices: [
      9_223_372_036_854_775_803, 9_223_372_036_854_775_804, 9_223_372_036_854_775_805,
      9_223_372_036_854_775_806, 0, 1, 2, 3,
    ],
    rows: [
      [-0.5, 0, 0.1667], [0.5, 0, 0.5], [1.5, 0, 0.8333], [2.5, 0.5, 1], [3.5, 0.5, 1],
      [4.5, 0, 0.8333], [5.5, 0, 0.5], [6.5, 0, 0.1667],
    ]),
  // Int.max: looping, halfway between the last two items.
  HugeIndicatorCase(
    count: 9_223_372_036_854_775_807, isLooping: true, direction: .leftToRight,
    page: 9_223_372_036_854_775_805, fraction: 0.5,
    indices: [
      9_223_372_036_854_775_802, 9_223_372_036_854_775_803, 9_223_372_036_854_775_804,
      9_223_372_036_854_775_805, 9_223_372_036_854_775_806, 0, 1, 2,
    ],
    rows: [
      [-0.5, 0, 0.1667], [0.5, 0, 0.5], [1.5, 0, 0.8333], [2.5, 0.5, 1], [3.5, 0.5, 1],
      [4.5, 0, 0.8333], [5.5, 0, 0.5], [6.5, 0, 0.1667],
    ]),
  // Int.max: looping, halfway from the last item back to the first, right to left.
  HugeIndicatorCase(
    count: 9_223_372_036_854_775_807, isLooping: true, direction: .rightToLeft,
    page: 9_223_372_036_854_775_806, fraction: 0.5,
    indices: [
      3, 2, 1, 0, 9_223_372_036_854_775_806, 9_223_372_036_854_775_805, 9_223_372_036_854_775_804,
      9_223_372_036_854_775_803,
    ],
    rows: [
      [-0.5, 0, 0.1667], [0.5, 0, 0.5], [1.5, 0, 0.8333], [2.5, 0.5, 1], [3.5, 0.5, 1],
      [4.5, 0, 0.8333], [5.5, 0, 0.5], [6.5, 0, 0.1667],
    ]),
]

/// Counts whose arithmetic used to pass through a `Double` or overflow.
private let hugeCounts: [Int] = [4_611_686_018_427_387_904, 9_223_372_036_854_775_806, Int.max]

@Suite("PageIndicator at huge counts")
struct PageIndicatorHugeCountTests {
  @Test(arguments: hugeCases)
  func literalDotsNearTheEnds(_ expected: HugeIndicatorCase) {
    let indicator = PageIndicator(
      count: expected.count, isLooping: expected.isLooping, layoutDirection: expected.direction)
    let dots = indicator.dots(
      at: CarouselPosition(page: expected.page, fraction: expected.fraction))
    #expect(dots.map(\.index) == expected.indices)
    #expect(dots.map(row) == expected.rows)
  }

  /// Before item-space positions, `Double(count) - 1` rounded to `count` at 2^62 and the last
  /// page showed no dots; at `Int.max` converting the window start back to `Int` trapped.
  @Test func progressOnTheLastItem() {
    let last62 = PageIndicator(count: 1 << 62, isLooping: false)
    // The last item as a `Double` is 2^62 (2^62 - 1 rounds up): one past the last item, clamped.
    let lastProgress = Double((1 << 62) - 1)
    #expect(lastProgress == 4.611_686_018_427_387_904e18)
    #expect(
      last62.dots(progress: lastProgress).map(\.index) == [
        4_611_686_018_427_387_897, 4_611_686_018_427_387_898, 4_611_686_018_427_387_899,
        4_611_686_018_427_387_900, 4_611_686_018_427_387_901, 4_611_686_018_427_387_902,
        4_611_686_018_427_387_903,
      ])
    #expect(last62.dots(progress: lastProgress).map(\.emphasis) == [0, 0, 0, 0, 0, 0, 1])
    let lastMax = PageIndicator(count: .max, isLooping: false)
    // 2^63 is past `Int.max`: it saturates, and is clamped to the last item.
    #expect(
      lastMax.dots(progress: 9.223_372_036_854_775_808e18).map(\.index) == [
        9_223_372_036_854_775_800, 9_223_372_036_854_775_801, 9_223_372_036_854_775_802,
        9_223_372_036_854_775_803, 9_223_372_036_854_775_804, 9_223_372_036_854_775_805,
        9_223_372_036_854_775_806,
      ])
    #expect(
      lastMax.dots(progress: .greatestFiniteMagnitude)
        == lastMax.dots(at: CarouselPosition(page: .max - 1)))
    // Looping, 1e308 saturates to `Int.max`, which wraps to item 0 of `Int.max` items.
    let loopingMax = PageIndicator(count: .max, isLooping: true)
    #expect(
      loopingMax.dots(progress: 1e308).map(\.index) == [
        9_223_372_036_854_775_804, 9_223_372_036_854_775_805, 9_223_372_036_854_775_806, 0, 1, 2,
        3,
      ])
    // `Int.min` saturated wraps to item `Int.max - 1`, the last one.
    #expect(
      loopingMax.dots(progress: -1e308).map(\.index) == [
        9_223_372_036_854_775_803, 9_223_372_036_854_775_804, 9_223_372_036_854_775_805,
        9_223_372_036_854_775_806, 0, 1, 2,
      ])
  }

  /// Around either end, a huge strip is the strip of 20 items with the indices moved to the
  /// end: bit for bit, at any fraction, because only offsets within the window are `Double`s.
  @Test(arguments: [false, true])
  func hugeCountsLookLikeTwentyItemsShifted(isLooping: Bool) {
    let seed: UInt64 = 0x0B16_C0DE
    var generator = SeededGenerator(seed: seed)
    for count in hugeCounts {
      for direction in CarouselLayoutDirection.allCases {
        let small = PageIndicator(count: 20, isLooping: isLooping, layoutDirection: direction)
        let huge = PageIndicator(count: count, isLooping: isLooping, layoutDirection: direction)
        for sequence in 0..<200 {
          let fraction = sequence == 0 ? 0 : Double.random(in: 0..<1, using: &generator)
          // Near the end: items 14...19 of 20 are items count - 6...count - 1.
          let fromEnd = Int.random(in: 1...6, using: &generator)
          let nearEnd = small.dots(at: CarouselPosition(page: 20 - fromEnd, fraction: fraction))
          let shiftedEnd = nearEnd.map { $0.moved(from: 20, to: count, ifAtLeast: 8) }
          #expect(
            Array(huge.dots(at: CarouselPosition(page: count - fromEnd, fraction: fraction)))
              == shiftedEnd,
            "seed \(seed), \(sequence): count \(count) at count - \(fromEnd) + \(fraction)")
          // Near the start: items 0...5 are the same items, and looping shows the end before.
          let page = Int.random(in: 0...5, using: &generator)
          let nearStart = small.dots(at: CarouselPosition(page: page, fraction: fraction))
          let shiftedStart = nearStart.map { $0.moved(from: 20, to: count, ifAtLeast: 10) }
          #expect(
            Array(huge.dots(at: CarouselPosition(page: page, fraction: fraction)))
              == shiftedStart,
            "seed \(seed), \(sequence): count \(count) at \(page) + \(fraction)")
        }
      }
    }
  }

  /// `maximumVisibleDots` is capped, so a strip of `Int.max` items and `Int.max` visible dots is
  /// 1,000 dots, not an allocation that can never succeed.
  @Test(arguments: [false, true])
  func theStripHasAtMostAThousandDots(isLooping: Bool) {
    let indicator = PageIndicator(count: .max, isLooping: isLooping, maximumVisibleDots: .max)
    #expect(indicator.maximumVisibleDots == 1_000)
    #expect(indicator.visibleDotCount == 1_000)
    let first = indicator.dots(at: CarouselPosition(page: 0))
    #expect(first.count == 1_000)
    #expect(first.map(\.slot) == (0..<1_000).map(Double.init))
    #expect(first.filter { $0.emphasis == 1 }.map(\.index) == [0])
    let last = indicator.dots(at: CarouselPosition(page: .max - 1, fraction: 0.5))
    #expect(last.count == (isLooping ? 1_001 : 1_000))
    let emphasized: [Int] = last.filter { $0.emphasis > 0 }.map(\.index)
    let expected: [Int] = isLooping ? [9_223_372_036_854_775_806, 0] : [9_223_372_036_854_775_806]
    #expect(emphasized == expected)
    #expect(
      PageIndicator(count: 9, isLooping: isLooping, maximumVisibleDots: 1_000).maximumVisibleDots
        == 1_000)
    #expect(
      PageIndicator(count: 9, isLooping: isLooping, maximumVisibleDots: 1_001).maximumVisibleDots
        == 1_000)
    #expect(
      PageIndicator(count: 9, isLooping: isLooping, maximumVisibleDots: .min).maximumVisibleDots
        == 3)
    // 999 capsules of 7 with 999 gaps of 7, and the current one 22 long: 14,008.
    #expect(!indicator.prefersCompactForm(availableLength: 14_008, dots: .capsules))
    #expect(indicator.prefersCompactForm(availableLength: 14_007.9, dots: .capsules))
  }

  /// A single dot has no gap, and the longest spacing is 10^9 points (an infinite one is 0).
  @Test func aSingleDotNeedsNoSpacing() {
    let single = PageIndicator(count: 1, isLooping: false)
    let wide = CarouselDots(size: 7, currentLength: 7, spacing: 1e300)
    #expect(single.prefersCompactForm(availableLength: 5, dots: wide))
    #expect(!single.prefersCompactForm(availableLength: 7, dots: wide))
    let two = PageIndicator(count: 2, isLooping: false)
    #expect(two.prefersCompactForm(availableLength: 1e9 + 13, dots: wide))
    #expect(!two.prefersCompactForm(availableLength: 1e9 + 14, dots: wide))
    let infinite = CarouselDots(size: 7, currentLength: 7, spacing: .infinity)
    #expect(!two.prefersCompactForm(availableLength: 14, dots: infinite))
  }

  @Test func compactLabelsOfHugeCounts() {
    let finite = PageIndicator(count: .max, isLooping: false)
    #expect(
      finite.compactLabel(selectedIndex: .max) == "9223372036854775807 / 9223372036854775807")
    #expect(finite.compactLabel(selectedIndex: .min) == "1 / 9223372036854775807")
    let looping = PageIndicator(count: .max, isLooping: true)
    #expect(looping.compactLabel(selectedIndex: .max) == "1 / 9223372036854775807")
    #expect(
      looping.compactLabel(selectedIndex: -1) == "9223372036854775807 / 9223372036854775807")
    #expect(
      looping.compactLabel(selectedIndex: .min) == "9223372036854775807 / 9223372036854775807")
    #expect(
      PageIndicator(count: 1 << 62, isLooping: true).compactLabel(selectedIndex: .max)
        == "4611686018427387904 / 4611686018427387904")
  }
}

extension PageIndicatorDot {
  /// The dot with its index moved from a strip of `oldCount` items to one of `newCount` when it
  /// is at least `threshold` (an item near the end), else unchanged.
  fileprivate func moved(from oldCount: Int, to newCount: Int, ifAtLeast threshold: Int)
    -> PageIndicatorDot
  {
    let movedIndex = index >= threshold ? newCount - (oldCount - index) : index
    return PageIndicatorDot(index: movedIndex, slot: slot, emphasis: emphasis, scale: scale)
  }
}
