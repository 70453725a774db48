/// A problem with the input the carousel was given, and what the carousel did about it.
///
/// Bad input never crashes and never loses state: each case has a defined outcome, described by
/// ``message``. The SwiftUI layer reports these as runtime warnings; the engine collects them in
/// `CarouselEngine.diagnostics`. Two diagnostics are equal when their messages are, so a
/// diagnostic about a NaN equals itself.
///
/// ```swift
/// AutoplayInterval.seconds(-1).diagnostic?.message
/// // "Carousel autoplay interval -1.0 s is not a positive finite number; autoplay is off."
/// ```
@usableFromInline package enum CarouselDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// The item list held the same ID more than once; only the first occurrence of each is shown.
  /// `count` is how many later occurrences were dropped.
  case duplicateIDs(count: Int)
  /// A run of IDs (`CarouselEngine.itemsChanged(run:at:)`), `lowerBound..<upperBound`, held
  /// more than `Int.max` IDs, a count an `Int` cannot hold; only its first `Int.max` are shown.
  case runTooLong(lowerBound: Int, upperBound: Int)
  /// The selection named an ID that is not in the item list; the carousel kept (or chose) a
  /// valid item instead.
  case selectionNotFound
  /// A selection by index (an index binding, a proxy's `scrollTo(index:)`) named a position
  /// outside the items; the current item was kept (and an index binding written back to it).
  case selectedIndexOutOfRange(index: Int, count: Int)
  /// A move by ID from code (a reader's proxy) named an ID of type `given`, while the
  /// carousel's IDs are of type `expected`; the current item was kept.
  case selectionOfAnotherType(given: String, expected: String)
  /// The autoplay interval was NaN, infinite, zero or negative: autoplay is off until a valid
  /// interval is set. `seconds` is the value given.
  case invalidInterval(seconds: Double)
  /// An item's own autoplay duration was NaN, infinite, zero or negative: that item waits for
  /// the interval instead. `item` describes the item's ID, `seconds` is the value given.
  case invalidItemDuration(item: String, seconds: Double)
  /// The delay after the user's moves before autoplay's next interval begins was negative; it
  /// counts as zero (autoplay resumes with a full interval). `seconds` is the value given.
  case invalidResumeDelay(seconds: Double)
  /// The autoplay interval was shorter than the minimum and was raised to it.
  case intervalRaised(fromSeconds: Double, toSeconds: Double)
  /// The leading and trailing insets together were longer than the viewport along the paging
  /// axis; both were scaled down, keeping their ratio, to fit it.
  case insetsExceedViewport(total: Double, viewport: Double)
  /// The margins across the paging axis (top and bottom of a horizontal carousel) together
  /// were longer than the viewport across it; both were scaled down, keeping their ratio, to
  /// fit it.
  case marginsExceedViewport(total: Double, viewport: Double)
  /// A size or length was NaN, infinite or negative; it was treated as zero. `name` says which.
  case invalidSize(name: String, value: Double)
  /// An item length of `span` of `count` columns (``CarouselItemLength/count(_:span:spacing:)``)
  /// had a count or a span below 1; each below 1 was raised to 1. `name` says which length
  /// ("item main length", "item cross length").
  case invalidItemColumns(name: String, count: Int, span: Int)
  /// Two updates in a row replaced every item ID. IDs minted anew on each update (a `UUID()` in
  /// a computed list) make every update a new list: each item's view and state is made anew.
  ///
  /// Reported once a run of such updates; an update that keeps an ID, or an empty list, ends the
  /// run. The same list sent again unchanged neither counts as a replacement nor ends the run: it
  /// is no update of the list (the carousel's view updates for reasons of its own, with the list
  /// it already had), so it tells nothing of how the IDs are made.
  case itemIDsReplacedOnEveryUpdate
  /// More than one carousel is on screen inside one reader: the reader, its proxy, indicators
  /// and buttons drive the first that appeared; the others keep their own state.
  case readerShared(carousels: Int)
  /// A control that shows a carousel's state (`control`: "CarouselIndicator",
  /// "CarouselPlaybackButton") is outside any carousel and reader, so it shows nothing.
  case controlOutsideCarousel(control: String)
  /// A move by ID from code (a reader's proxy, with an ID of type `given`) reached a carousel of
  /// fixed pages without tags, which has no IDs to move to; the current page was kept.
  case pagesWithoutIDs(given: String)
  /// A carousel of fixed pages selected by tag has pages, and none has a tag of the binding's
  /// type (`tagType`): swiping never writes the binding (a `.tag(1)` does not match a
  /// `Binding<Int?>`, nor an enum's raw value the enum). The pages are still shown and swiped.
  case noPageTagged(tagType: String)
  /// A target behavior (`CarouselConfiguration.targetBehavior`) picked item `index` of a
  /// finite carousel of `count` items, which has none there; the released drag settled on the
  /// nearest end, the first or the last item.
  case targetOutOfRange(index: Int, count: Int)

  /// A sentence for a developer: what was wrong and what the carousel did.
  @usableFromInline package var message: String {
    switch self {
    case .duplicateIDs(let count):
      return
        "Carousel items contain \(count) duplicate ID(s); only the first item with each ID is shown."
    case .runTooLong(let lowerBound, let upperBound):
      return "Carousel run \(lowerBound)..<\(upperBound) holds more IDs than an Int counts; only "
        + "the first \(Int.max) are shown."
    case .selectionNotFound:
      return
        "Carousel selection names an ID that is not among the items; a valid item was selected instead."
    case .selectedIndexOutOfRange(let index, let count):
      return "Carousel selection names index \(index), which is not among its \(count) items "
        + "(0 to \(count - 1)); the current item was kept."
    case .selectionOfAnotherType(let given, let expected):
      return "Carousel was asked to show an ID of type \(given), but its IDs are \(expected); "
        + "the current item was kept. Use scrollTo(index:) for a position."
    case .invalidInterval(let seconds):
      return
        "Carousel autoplay interval \(seconds) s is not a positive finite number; autoplay is off."
    case .invalidItemDuration(let item, let seconds):
      return "Carousel autoplay duration \(seconds) s of item \(item) is not a positive finite "
        + "number; that item waits for the interval."
    case .invalidResumeDelay(let seconds):
      return "Carousel autoplay resume delay \(seconds) s is negative; autoplay resumes after a "
        + "full interval, with no delay."
    case .intervalRaised(let from, let to):
      return "Carousel autoplay interval \(from) s is below the minimum; using \(to) s."
    case .insetsExceedViewport(let total, let viewport):
      return "Carousel insets of \(total) pt exceed the \(viewport) pt viewport; they were scaled "
        + "down to fit."
    case .marginsExceedViewport(let total, let viewport):
      return "Carousel margins of \(total) pt across the paging axis exceed the \(viewport) pt "
        + "viewport; they were scaled down to fit."
    case .invalidSize(let name, let value):
      return "Carousel \(name) \(value) is not a finite non-negative number; using 0."
    case .invalidItemColumns(let name, let count, let span):
      return "Carousel \(name) of span \(span) in a count of \(count) needs a count and a span "
        + "of at least 1; using a count of \(max(count, 1)) and a span of \(max(span, 1))."
    case .itemIDsReplacedOnEveryUpdate:
      return "Carousel item IDs were all replaced on two updates in a row. If you reload the "
        + "items on purpose, ignore this; if the list is computed, give its items stable IDs: a "
        + "UUID() made while computing it is new on every update, so every slide's view and "
        + "state is made anew each time."
    case .readerShared(let carousels):
      return "\(carousels) carousels are on screen in one CarouselReader; the reader drives the "
        + "first in the view tree, the others keep their own state. Mark the one it drives with "
        + ".carouselReaderTarget(), or give each carousel its own reader."
    case .controlOutsideCarousel(let control):
      return "\(control) is outside any Carousel and CarouselReader, so it shows nothing; put it "
        + "inside a CarouselReader with the carousel, or in a slide."
    case .pagesWithoutIDs(let given):
      return "Carousel pages have no tags, so there is no page with an ID of type \(given); the "
        + "current page was kept. Use scrollTo(index:), or tag the pages and bind the carousel's "
        + "selection to the tags."
    case .noPageTagged(let tagType):
      return "Carousel(selection:) pages have no tag of type \(tagType), so swiping never writes "
        + "the selection; tag each page with .tag(_:) of exactly the binding's type."
    case .targetOutOfRange(let index, let count):
      return "Carousel target behavior picked index \(index), which is not among its \(count) "
        + "items (0 to \(count - 1)); the drag settled on the \(index < 0 ? "first" : "last") item."
    }
  }

  /// The ``message``.
  @usableFromInline package var description: String { message }

  /// Whether the two diagnostics say the same thing (their ``message``s are equal).
  @usableFromInline package static func == (lhs: CarouselDiagnostic, rhs: CarouselDiagnostic)
    -> Bool
  {
    lhs.message == rhs.message
  }

  /// Hashes the ``message``.
  @usableFromInline package func hash(into hasher: inout Hasher) { hasher.combine(message) }
}
