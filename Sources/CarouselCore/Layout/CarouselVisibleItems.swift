/// The items one frame draws, as a collection that SwiftUI's `ForEach` takes directly: at most
/// ``CarouselLayoutGeometry/maximumVisibleSlots`` items, stored inline, so building, copying and
/// iterating it never allocates on the heap.
///
/// ``CarouselLayoutStyle/visibleItems(in:)`` gives the items in page order; draw them back to
/// front with ``inPaintOrder()``.
///
/// ```swift
/// for item in style.visibleItems(in: context).inPaintOrder() {
///   draw(item)  // back to front: the focused item last
/// }
/// ```
@usableFromInline package struct CarouselVisibleItems: RandomAccessCollection, Sendable, Equatable {
  /// A visible item.
  @usableFromInline package typealias Element = CarouselVisibleItem
  /// A position in the collection: `0..<count`.
  @usableFromInline package typealias Index = Int
  /// The positions of the items: `0..<count`.
  @usableFromInline package typealias Indices = Range<Int>

  /// The most items the collection holds: ``CarouselLayoutGeometry/maximumVisibleSlots``, the
  /// most any frame shows.
  package static var capacity: Int { CarouselLayoutGeometry.maximumVisibleSlots }

  /// The items, inline; only the first ``count`` are meaningful.
  @usableFromInline var storage: Storage
  /// How many items there are, in `0...capacity`.
  @usableFromInline package private(set) var count: Int

  /// An empty collection.
  @usableFromInline package init() {
    let empty = CarouselVisibleItems.placeholder
    storage = (
      empty, empty, empty, empty, empty, empty, empty, empty,
      empty, empty, empty, empty, empty, empty, empty, empty
    )
    count = 0
    assert(MemoryLayout<Storage>.stride == Self.capacity * Self.stride, "room for capacity items")
  }

  // Inlinable, like the subscript: a call into the module takes the collection as a value, and
  // a value this large is copied whole (1.8 KB) for every call made on a stored property, as an
  // iterator makes on every step; inlined, a step reads one item.

  /// `0`.
  @inlinable package var startIndex: Int { 0 }
  /// ``count``: one past the last item.
  @inlinable package var endIndex: Int { count }

  /// The item at `position`, which must be in `0..<count`.
  @inlinable package subscript(position: Int) -> CarouselVisibleItem {
    precondition(position >= 0 && position < count, "CarouselVisibleItems index out of range")
    // One element read straight from the tuple: reading through `withUnsafeBytes(of:)` here
    // would copy the whole storage first (a getter has no `inout` access to it).
    switch position {
    case 0: return storage.0
    case 1: return storage.1
    case 2: return storage.2
    case 3: return storage.3
    case 4: return storage.4
    case 5: return storage.5
    case 6: return storage.6
    case 7: return storage.7
    case 8: return storage.8
    case 9: return storage.9
    case 10: return storage.10
    case 11: return storage.11
    case 12: return storage.12
    case 13: return storage.13
    case 14: return storage.14
    default: return storage.15
    }
  }

  /// The same items sorted back to front: by ``CarouselVisibleItem/zIndex``, then the item
  /// farther from the focus first, then by ``CarouselVisibleItem/page``, a total order. Draw them
  /// in this order (SwiftUI draws equal `zIndex` in `ForEach` order). An insertion sort, in place
  /// on a copy: no allocation.
  @usableFromInline package func inPaintOrder() -> CarouselVisibleItems {
    var sorted = self
    sorted.sortInPaintOrder()
    return sorted
  }

  /// Sorts the items back to front in place, as ``inPaintOrder()`` returns them: for a frame
  /// built in its own storage, which is then not copied.
  @inlinable mutating func sortInPaintOrder() {
    let count = count
    withUnsafeMutableBytes(of: &storage) { bytes in
      func item(_ slot: Int) -> CarouselVisibleItem {
        bytes.load(fromByteOffset: slot * Self.stride, as: CarouselVisibleItem.self)
      }
      func store(_ item: CarouselVisibleItem, at slot: Int) {
        bytes.storeBytes(of: item, toByteOffset: slot * Self.stride, as: CarouselVisibleItem.self)
      }
      var next = 1
      while next < count {
        let moving = item(next)
        var slot = next
        while slot > 0 {
          let before = item(slot - 1)
          guard moving.isPainted(before: before) else { break }
          store(before, at: slot)
          slot -= 1
        }
        store(moving, at: slot)
        next += 1
      }
    }
  }

  /// Whether both hold the same items in the same order.
  @usableFromInline package static func == (lhs: CarouselVisibleItems, rhs: CarouselVisibleItems)
    -> Bool
  {
    lhs.elementsEqual(rhs)
  }

  /// Adds `item` at the end; the layout never produces more than ``capacity`` items.
  @usableFromInline package mutating func append(_ item: CarouselVisibleItem) {
    precondition(count < Self.capacity, "more than \(Self.capacity) visible items")
    let position = count
    count += 1
    withUnsafeMutableBytes(of: &storage) { bytes in
      bytes.storeBytes(of: item, toByteOffset: position * Self.stride, as: Element.self)
    }
  }

  /// Room for ``capacity`` items: a homogeneous tuple, laid out like a C array.
  @usableFromInline typealias Storage = (
    CarouselVisibleItem, CarouselVisibleItem, CarouselVisibleItem, CarouselVisibleItem,
    CarouselVisibleItem, CarouselVisibleItem, CarouselVisibleItem, CarouselVisibleItem,
    CarouselVisibleItem, CarouselVisibleItem, CarouselVisibleItem, CarouselVisibleItem,
    CarouselVisibleItem, CarouselVisibleItem, CarouselVisibleItem, CarouselVisibleItem
  )

  /// The distance in bytes between stored items.
  @usableFromInline static var stride: Int { MemoryLayout<CarouselVisibleItem>.stride }

  /// What fills the unused slots.
  @usableFromInline static var placeholder: CarouselVisibleItem {
    CarouselVisibleItem(
      index: 0, page: 0, lap: 0, offset: 0, isFocused: false, axis: .horizontal, mainOffset: 0,
      crossOffset: 0, scale: 0, opacity: 0,
      rotation: CarouselRotation(angle: 0, axis: CarouselRotationAxis(x: 0, y: 1, z: 0)),
      zIndex: 0)
  }
}
