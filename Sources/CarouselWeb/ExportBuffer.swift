/// A fixed block of memory that the C functions write their lists and text into and a web page
/// reads: allocated once, never moved, so its address stays valid. Writes past the end are
/// dropped (a list is cut short, never a crash).
struct ExportBuffer<Element> {
  private let storage: UnsafeMutableBufferPointer<Element>
  /// How many elements were written since the last ``clear()``.
  private(set) var count = 0

  /// A buffer of `capacity` elements.
  init(capacity: Int) { storage = .allocate(capacity: capacity) }

  /// The address of the first element, as JavaScript takes it.
  var address: Double { Double(UInt(bitPattern: storage.baseAddress)) }

  /// Forgets what was written.
  mutating func clear() { count = 0 }

  /// Appends `element` if it fits.
  mutating func append(_ element: Element) {
    guard count < storage.count else { return }
    storage[count] = element
    count += 1
  }

  /// Appends `elements`, as many as fit.
  mutating func append(contentsOf elements: some Sequence<Element>) {
    for element in elements { append(element) }
  }

  /// The element at `index`, which must have been written.
  subscript(index: Int) -> Element {
    get { storage[index] }
    set { storage[index] = newValue }
  }
}

extension ExportBuffer<UInt8> {
  /// Replaces the contents with `string`'s UTF-8 bytes (as many as fit); returns how many.
  mutating func write(_ string: String) -> Double {
    clear()
    append(contentsOf: string.utf8)
    return Double(count)
  }
}
