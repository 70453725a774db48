/// How a carousel sizes itself across its paging axis (its height when it pages horizontally,
/// its width when it pages vertically). Along the paging axis it always takes the length it is
/// offered.
///
/// - ``flexible`` (the default): the carousel takes the cross length it is offered, as a
///   `GeometryReader` does, and its slides fill what the built-in indicator leaves of it. Where
///   no length is offered (a `List` row, a vertical `ScrollView`) it takes an ideal one (200
///   points of item, plus the margins). Flexible slides (a `Color`, a resizable image filling
///   its frame) need this, and so does a `.frame(height:)` the app gives: the frame covers the
///   slides and the indicator's strip together.
/// - ``fitted``: the carousel's slides are as tall as their tallest content, as a horizontal
///   `ScrollView` hugs its content's height. Each item's content is offered its length along
///   the axis and no length across it (what `fixedSize(horizontal: false, vertical: true)` gives
///   it), the tallest of the items drawn (the selected one and those within reach) sets the
///   slides' length, the margins across are added, and the indicator's strip below. It ignores
///   the length offered across, as `fixedSize` does, and follows Dynamic Type and data changes.
///   Until the first item is measured (and while there is none) the carousel is flexible.
///
/// The names follow SwiftUI's sizing options (`presentationSizing(.fitted)`, `.flexible`).
///
/// ```swift
/// Carousel(themes) { theme in ThemeSwatch(theme) }
///   .carouselSizing(.fitted)  // as tall as the swatches, plus the dots
/// ```
public enum CarouselSizing: String, Hashable, Sendable, CaseIterable {
  /// Takes the cross length offered (or an ideal one where none is); the default.
  case flexible
  /// Takes its slides' tallest content across, plus the margins and the indicator's strip.
  case fitted
}
