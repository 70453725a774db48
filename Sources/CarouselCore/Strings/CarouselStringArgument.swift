/// A value that fills in a specifier of a ``CarouselString``: an integer for `%lld`, text for
/// `%@`.
package enum CarouselStringArgument: Hashable, Sendable {
  /// An integer, such as a page number or a count (`%lld`).
  case integer(Int)
  /// Text, such as an item's name (`%@`).
  case text(String)
}
