/// The check of a carousel of fixed pages selected by tag, made whenever its pages change: the
/// one rule behind `CarouselDiagnostic.noPageTagged(tagType:)`.
///
/// ```swift
/// TagSelectionCheck.diagnostic(pageCount: 3, taggedCount: 0, tagType: "Step")
/// // .noPageTagged(tagType: "Step")
/// ```
package enum TagSelectionCheck {
  /// The diagnostic for `pageCount` pages of which `taggedCount` have a tag of the binding's
  /// type `tagType`: reported only when there are pages and none is tagged, since a page left
  /// untagged on purpose (an intro page the binding never names) is allowed.
  package static func diagnostic(pageCount: Int, taggedCount: Int, tagType: String)
    -> CarouselDiagnostic?
  {
    pageCount > 0 && taggedCount <= 0 ? .noPageTagged(tagType: tagType) : nil
  }
}
