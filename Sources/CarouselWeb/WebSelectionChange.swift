import CarouselCore

/// A selection change as the host reports it: from one item to another (`nil`: none, before
/// the first item arrived or after the last left), and what moved it.
package struct WebSelectionChange: Hashable, Sendable {
  /// The item selected before, by index; `nil` for none.
  package var from: Int?
  /// The item selected now, by index; `nil` for none.
  package var to: Int?
  /// What moved the selection.
  package var cause: CarouselSelectionCause

  /// A change from `from` to `to` by `cause`.
  package init(from: Int?, to: Int?, cause: CarouselSelectionCause) {
    self.from = from
    self.to = to
    self.cause = cause
  }
}
