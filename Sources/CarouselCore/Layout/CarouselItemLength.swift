/// The length of an item along (or across) the paging axis: in points, or relative to the room
/// the carousel leaves for its items, as SwiftUI's `containerRelativeFrame` sizes a scroll
/// view's items.
///
/// The *room* along the paging axis is the viewport's length less the leading and trailing
/// insets, the main-axis margins and, for a style that respects it, the safe area (see
/// ``CarouselLayoutStyle/respectsSafeArea(in:)``): the container less its safe area and content
/// margins, as `containerRelativeFrame` reads a scroll view. Across the paging axis it is the
/// viewport's cross length less the cross-axis margins and the safe area likewise. The peek is
/// not taken from it: with a relative length, what the item leaves of the room is what peeks.
///
/// ```swift
/// Carousel(photos) { photo in PhotoCard(photo) }
///   .carouselItemLength(.fraction(0.8))  // 312 of a 390-point room
/// Carousel(photos) { photo in PhotoCard(photo) }
///   .carouselItemLength(.count(3, span: 2))  // two of three columns
/// Carousel(photos) { photo in PhotoCard(photo) }
///   .carouselItemLength(.points(280))  // 280 points, whatever the room
/// ```
///
/// Resolving one is a few arithmetic operations, done each frame with the rest of the layout, so
/// the engine, the web playground and the demo get the same answer. Bad values never crash: see
/// each form.
public struct CarouselItemLength: Hashable, Sendable, ExpressibleByFloatLiteral,
  ExpressibleByIntegerLiteral
{
  /// The form the length was given in.
  private enum Form: Hashable, Sendable {
    case points(Double)
    case fraction(Double)
    case count(Int, span: Int, spacing: Double?)
    case fitted
  }

  private let form: Form

  private init(_ form: Form) { self.form = form }

  /// `length` points, whatever the room (NaN, infinite and negative count as 0, like every
  /// length of the layout; above 10^9 points it is lowered to that).
  public static func points(_ length: Double) -> CarouselItemLength {
    CarouselItemLength(.points(length))
  }

  /// `fraction` of the room: `0.8` is four fifths of it, as
  /// `containerRelativeFrame(.horizontal) { length, _ in length * 0.8 }`. A fraction above 1 is
  /// longer than the room; NaN, infinite and negative fractions count as 0 (a diagnostic says
  /// so).
  public static func fraction(_ fraction: Double) -> CarouselItemLength {
    CarouselItemLength(.fraction(fraction))
  }

  /// `span` of `count` columns that fill the room with `spacing` between them, SwiftUI's
  /// `containerRelativeFrame(_:count:span:spacing:)`:
  /// `(room - spacing × (count - 1)) / count × span + spacing × (span - 1)`, so that `count`
  /// items of span 1 fill the room exactly.
  ///
  /// - Parameters:
  ///   - count: How many columns the room is divided into; below 1 counts as 1 (a diagnostic
  ///     says so).
  ///   - span: How many columns the item takes; below 1 counts as 1 (a diagnostic says so),
  ///     more than `count` makes it longer than the room.
  ///   - spacing: The gap the size assumes between columns; `nil` (the default) takes the
  ///     carousel's spacing, so that the items line up with their gaps. When the carousel has
  ///     no spacing of its own (`CarouselConfiguration.spacing` is `nil`), a spacing given
  ///     here is also the gap between the items along the paging axis, so `count: 3, spacing:
  ///     12` alone lays out three items 12 points apart, as a `containerRelativeFrame` inside an
  ///     `HStack(spacing: 12)` does.
  public static func count(_ count: Int, span: Int = 1, spacing: Double? = nil)
    -> CarouselItemLength
  {
    CarouselItemLength(.count(count, span: span, spacing: spacing))
  }

  /// Each item as long as its content along the paging axis: the content's ideal length, as
  /// SwiftUI's `fixedSize(horizontal:vertical:)` gives a view its ideal size, and as a
  /// `LazyHStack` lays out children with their own `.frame(width:)` or intrinsic width (filter
  /// chips as wide as their text, a row of mixed cards). The carousel measures each drawn
  /// item's content and lays the row out at those lengths (``CarouselVisibleItem/mainLength``);
  /// paging stops on items as with any length.
  ///
  /// An item is measured when it is first drawn: until then it takes the average of the items
  /// measured so far, and before any is measured, the style's own length (as without a length),
  /// so the first frame is laid out with estimates. Only the row styles (peek and paged) lay
  /// items out at their own lengths; the other styles treat `.fitted` as no length. Across the
  /// paging axis (`cross:`) it fills the room, as no length does: fit the carousel to its
  /// content across with `carouselSizing(.fitted)`.
  ///
  /// ```swift
  /// .carouselItemLength(.fitted)
  /// ```
  public static var fitted: CarouselItemLength { CarouselItemLength(.fitted) }

  /// A length of `value` points: `.carouselItemLength(280)`.
  public init(floatLiteral value: Double) { self.init(.points(value)) }

  /// A length of `value` points: `.carouselItemLength(280)`.
  public init(integerLiteral value: Int) { self.init(.points(Double(value))) }

  /// The length in points when it was given in points (``points(_:)``), as given; otherwise
  /// `nil`: what `CarouselConfiguration.itemMainLength` reads.
  package var points: Double? {
    if case .points(let length) = form { return length }
    return nil
  }

  /// The gap this length asks the items to keep when the carousel gives none: the spacing of
  /// ``count(_:span:spacing:)``, when given; otherwise `nil`.
  package var preferredSpacing: Double? {
    if case .count(_, _, let spacing) = form { return spacing }
    return nil
  }

  /// Whether the items take their content's own length (``fitted``).
  package var isFitted: Bool { form == .fitted }

  /// The length in points for a room of `room` points and items `spacing` points apart (the
  /// carousel's spacing, used by ``count(_:span:spacing:)`` without one): finite, not negative,
  /// at most 10^9 points. A room that is not a valid length counts as 0. `nil` for ``fitted``,
  /// which no room decides: the layout then takes the style's own length, as without one.
  ///
  /// ```swift
  /// CarouselItemLength.count(3, span: 2).resolved(inRoom: 366, spacing: 12)  // 240
  /// ```
  package func resolved(inRoom room: Double, spacing: Double) -> Double? {
    let room = LayoutMath.sanitizedLength(room)
    switch form {
    case .fitted:
      return nil
    case .points(let length):
      return LayoutMath.sanitizedLength(length)
    case .fraction(let fraction):
      // Each factor at most 10^9, so the product is finite.
      return LayoutMath.sanitizedLength(LayoutMath.sanitizedLength(fraction) * room)
    case .count(let count, let span, let given):
      let gap = LayoutMath.sanitizedLength(given ?? spacing)
      // In `Double` from the start: `count - 1` of `Int.min` would trap, and a count near
      // `Int.max` only makes columns of no length. Every term stays finite (at most ~10^46).
      let columns = Double(Swift.max(count, 1))
      let spanned = Double(Swift.max(span, 1))
      let length = (room - gap * (columns - 1)) / columns * spanned + gap * (spanned - 1)
      // Gaps longer than the room make a negative length: no length, as a frame cannot be
      // shorter than nothing.
      return LayoutMath.sanitizedLength(length)
    }
  }

  /// The room from which this length resolves to `length` points with items `spacing` apart:
  /// the inverse of ``resolved(inRoom:spacing:)``, for the ideal size (how long a carousel asks
  /// to be so that its item is `length` long). `nil` for ``points(_:)`` and ``fitted``, which no
  /// room changes;
  /// a fraction or a count and span that is not usable counts as the whole room (a fraction
  /// of 1, one column), so that the ideal size stays that of a `length`-point item. Finite, not
  /// negative, at most 10^9 points.
  package func room(giving length: Double, spacing: Double) -> Double? {
    let length = LayoutMath.sanitizedLength(length)
    switch form {
    case .points, .fitted:
      return nil
    case .fraction(let fraction):
      let share = fraction.isFinite && fraction > 0 ? fraction : 1
      return LayoutMath.sanitizedLength(length / share)
    case .count(let count, let span, let given):
      let gap = LayoutMath.sanitizedLength(given ?? spacing)
      let columns = Double(Swift.max(count, 1))
      let spanned = Double(Swift.max(span, 1))
      // length = (room - gap (c - 1)) / c × s + gap (s - 1), solved for the room.
      let room = (length - gap * (spanned - 1)) * columns / spanned + gap * (columns - 1)
      return LayoutMath.sanitizedLength(room)
    }
  }

  /// The corrections resolving this length makes, for a length called `name` ("item main
  /// length"): a length or a spacing that is not a valid length, a fraction that is not a
  /// finite non-negative number, a count or span below 1.
  package func diagnostics(name: String) -> [CarouselDiagnostic] {
    switch form {
    case .points(let length):
      return LayoutMath.isValidLength(length) ? [] : [.invalidSize(name: name, value: length)]
    case .fraction(let fraction):
      return LayoutMath.isValidLength(fraction)
        ? [] : [.invalidSize(name: name + " fraction", value: fraction)]
    case .count(let count, let span, let spacing):
      var found: [CarouselDiagnostic] = []
      if count < 1 || span < 1 {
        found.append(.invalidItemColumns(name: name, count: count, span: span))
      }
      if let spacing, !LayoutMath.isValidLength(spacing) {
        found.append(.invalidSize(name: name + " spacing", value: spacing))
      }
      return found
    case .fitted:
      return []
    }
  }
}

extension CarouselItemLength: NaNEquatable {
  /// Whether two lengths mean the same: the same form with the same numbers, NaN equal to NaN
  /// (as `CarouselConfiguration`'s `==` compares lengths). Allocates nothing.
  @usableFromInline package func isSame(as other: CarouselItemLength) -> Bool {
    switch (form, other.form) {
    case (.points(let lhs), .points(let rhs)), (.fraction(let lhs), .fraction(let rhs)):
      return Numerics.isSame(lhs, rhs)
    case (
      .count(let lhsCount, let lhsSpan, let lhsSpacing), .count(let count, let span, let spacing)
    ):
      return lhsCount == count && lhsSpan == span && Numerics.isSame(lhsSpacing, spacing)
    case (.fitted, .fitted):
      return true
    default:
      return false
    }
  }

  /// Feeds the form and its numbers to `hasher`, every NaN as the same NaN.
  @usableFromInline package func hashSame(into hasher: inout Hasher) {
    switch form {
    case .points(let length):
      hasher.combine(0)
      length.hashSame(into: &hasher)
    case .fraction(let fraction):
      hasher.combine(1)
      fraction.hashSame(into: &hasher)
    case .count(let count, let span, let spacing):
      hasher.combine(2)
      hasher.combine(count)
      hasher.combine(span)
      spacing.hashSame(into: &hasher)
    case .fitted:
      hasher.combine(3)
    }
  }
}
