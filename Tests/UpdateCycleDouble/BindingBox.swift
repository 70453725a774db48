/// The app's selection, as a `Binding` to `@State` holds it: a box the app may set at any time,
/// also inside a carousel's callback (SWIFTUI-UPDATE-RULES K6: write state in callbacks).
///
/// Whether a write is read back before the next update is not documented (the rules' "must not
/// assume" 4; K4 says state may be written from anywhere, U1 that views see it at the next
/// update): `writesVisibleAtOnce` picks one outcome, and the tests run both. Either way, the next
/// update (``commit()``) holds the last value written.
@MainActor package final class BindingBox<Value: Equatable> {
  /// What reads see before the next update when writes are not visible at once: the value as of
  /// the last update.
  package private(set) var committed: Value
  /// A write not yet visible.
  private var pending: Value?
  /// Whether a write is read back at once.
  package let writesVisibleAtOnce: Bool
  /// How many times the box was written, by anyone.
  package private(set) var writes = 0

  /// A box holding `value`.
  package init(_ value: Value, writesVisibleAtOnce: Bool) {
    committed = value
    self.writesVisibleAtOnce = writesVisibleAtOnce
  }

  /// What a read (the binding's `wrappedValue` getter) returns now.
  package var value: Value { pending ?? committed }

  /// What a read returns now, as the outcome picked says: the last write when writes are visible
  /// at once, else the value as of the last update.
  package var read: Value { writesVisibleAtOnce ? value : committed }

  /// A write (the binding's setter).
  package func set(_ newValue: Value) {
    writes += 1
    pending = newValue
  }

  /// Whether a write has not landed yet.
  package var hasPendingWrite: Bool { pending != nil }

  /// The next update began: the last write lands. Whether anything was written since the last
  /// update, and whether the value changed (the view that owns the state renders again when it
  /// changed; K7: after an equal write it may or may not).
  @discardableResult
  package func commit() -> (wrote: Bool, changed: Bool) {
    guard let pending else { return (false, false) }
    let changed = pending != committed
    committed = pending
    self.pending = nil
    return (true, changed)
  }
}
