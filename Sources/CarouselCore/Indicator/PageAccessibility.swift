/// The accessibility model of the page indicator, shaped like `UIPageControl`'s: the whole strip
/// is ONE adjustable element, read as "Page, 2 of 5", that moves one page per swipe up or down.
///
/// In SwiftUI, give the strip `.accessibilityElement(children: .ignore)`, this model's
/// ``label`` and ``value``, and an `.accessibilityAdjustableAction` that moves to
/// ``incremented()`` or ``decremented()`` when they are not nil.
///
/// ```swift
/// let model = PageAccessibility(count: 5, selectedIndex: 1, isLooping: false)
/// model.value  // "2 of 5"
/// model.value(naming: "Beach")  // "Beach, 2 of 5"
/// model.incremented()  // 2
/// ```
@usableFromInline package struct PageAccessibility: Hashable, Sendable {
  /// The number of items (negative counts became 0).
  @usableFromInline package let count: Int
  /// The current item: nil when there are no items, otherwise the given index clamped (finite)
  /// or wrapped (looping) into the items, with nil counting as the first item.
  @usableFromInline package let selectedIndex: Int?
  /// Whether adjusting past either end wraps around.
  @usableFromInline package let isLooping: Bool

  /// Creates the model for `count` items with `selectedIndex` current.
  @usableFromInline package init(count: Int, selectedIndex: Int?, isLooping: Bool) {
    self.count = max(count, 0)
    self.selectedIndex =
      self.count > 0
      ? normalizedItemIndex(selectedIndex, count: self.count, isLooping: isLooping) : nil
    self.isLooping = isLooping
  }

  /// The element's label: "Page" (English; the UI localizes it).
  @usableFromInline package var label: String { CarouselString.pageLabel.english }

  /// The element's value, like "2 of 5"; "" when there are no items.
  @usableFromInline package var value: String { value(naming: nil) }

  /// The element's value naming the current item, like "Beach, 2 of 4"; without a name (`nil`
  /// or empty) the plain ``value``, "2 of 4"; "" when there are no items, whatever the name.
  @usableFromInline package func value(naming itemName: String?) -> String {
    localizableValue(naming: itemName)?.english ?? ""
  }

  /// The element's value to localize: "2 of 5", or "Beach, 2 of 5" with a name (not `nil` or
  /// empty); nil when there are no items, for an empty value.
  package func localizableValue(naming itemName: String?) -> CarouselString? {
    guard let page else { return nil }
    guard let itemName, !itemName.isEmpty else { return .pageValue(page: page, count: count) }
    return .namedPageValue(name: itemName, page: page, count: count)
  }

  /// What VoiceOver announces after a three-finger swipe moved the carousel, as a paging scroll
  /// view does: "Page 2 of 5", or naming the item (a name that is not `nil` or empty) "Beach,
  /// page 2 of 5"; nil when there are no items.
  package func scrollAnnouncement(naming itemName: String?) -> CarouselString? {
    guard let page else { return nil }
    guard let itemName, !itemName.isEmpty else { return .pageScrolled(page: page, count: count) }
    return .namedPageScrolled(name: itemName, page: page, count: count)
  }

  /// The current item's place, counting from 1; nil when there are no items. `selectedIndex`
  /// is at most `count - 1`, so the sum stays within `Int`: 9223372036854775807 for the last of
  /// `Int.max` items.
  private var page: Int? { selectedIndex.map { $0 + 1 } }

  /// The item to show after an increment (swipe up): the next one, wrapping in a looping
  /// carousel; nil at the last item of a finite carousel, with a single item, or with none.
  @usableFromInline package func incremented() -> Int? { adjusted(forward: true) }

  /// The item to show after a decrement (swipe down): the previous one, wrapping in a looping
  /// carousel; nil at the first item of a finite carousel, with a single item, or with none.
  @usableFromInline package func decremented() -> Int? { adjusted(forward: false) }

  /// The neighbor of the selected item, one step forward or backward. Compares with the ends
  /// before stepping, so no sum can overflow, even at the last of `Int.max` items.
  private func adjusted(forward: Bool) -> Int? {
    guard let selectedIndex, count > 1 else { return nil }
    let last = count - 1
    if forward {
      if selectedIndex < last { return selectedIndex + 1 }
      return isLooping ? 0 : nil
    }
    if selectedIndex > 0 { return selectedIndex - 1 }
    return isLooping ? last : nil
  }
}
