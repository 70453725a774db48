import CarouselCore

/// What the renders of one carousel saw: when its slides build their content anew (the
/// generation their content is keyed by), and, for a collection that is not an array, the one
/// comparison of its IDs with the host's list that a render needs. The SwiftUI layer keeps it
/// in state and calls it while its body runs: no observed state, so calling it redraws nothing.
///
/// The rule: every render of the carousel by the view around it (a new `Carousel` value, made
/// when that view's body ran) builds the visible slides' content anew, as `ForEach` calls its
/// content for every render of its parent: the content closure may capture anything the app's
/// body read, and a closure cannot be compared. The one exception is the renders a reader makes
/// for the frames of a motion, when its content reads `proxy.position` (a frame pass of its
/// timeline, ``CarouselReaderModel/framePass``): those keep the content when the data is known
/// to be the same, and compare no IDs. The first render that is not such a frame builds the
/// content again, so a change the app made during the motion shows once the motion ends. The
/// carousel's own updates (a frame of its slides, a publish of its model) are no render of the
/// view around it and never build it.
///
/// ```swift
/// let renders = CarouselRenders<[Slide]>()
/// let first = renders.generation(of: CarouselRender(), data: slides, readerFrame: nil)  // 1
/// let second = renders.generation(of: CarouselRender(), data: slides, readerFrame: nil)  // 2
/// ```
@MainActor package final class CarouselRenders<Data: RandomAccessCollection> {
  /// The generation the slides' content is built for.
  package private(set) var generation = 0
  /// The last render's token, kept so that a new token can never be mistaken for it.
  private var last: CarouselRender?
  /// The last render's data, kept so that a frame's data can be compared with it.
  private var lastData: Data?
  /// The reader's frame pass the last frame render belonged to.
  private var lastReaderFrame: Int?
  /// For a collection that is not an array: the generation that last compared it with the
  /// host's list, and the last that found it different (`0`: none has).
  private var checkedGeneration: Int?
  private var lastDifference = 0

  /// No render yet.
  package init() {}

  /// The generation the slides build for in `render`, with `data`, inside a reader whose
  /// timeline is drawing the frame pass `readerFrame` (``CarouselReaderModel/framePass``;
  /// `nil` outside a reader or for any other pass).
  package func generation(of render: CarouselRender, data: Data, readerFrame: Int?) -> Int {
    guard render !== last else { return generation }
    last = render
    let isFrame = readerFrame != nil && readerFrame != lastReaderFrame
    if let readerFrame { lastReaderFrame = readerFrame }
    let keeps = isFrame && lastData.map { Data.isSameOnFrame($0, data) } == true
    lastData = data
    if !keeps { generation &+= 1 }
    return generation
  }

  /// For a collection that is not an array, compared with `host`'s list once per generation
  /// (none on a reader's frames, which keep it): the last generation that found it different
  /// from the host's list, `0` when none has. So equal values stay equal while the host shows
  /// the IDs, the stage's comparison sees each change once, and the render after the host took
  /// a change compares equal (no second pass to send the same list again). `nil` for arrays
  /// and ranges of their own IDs, which the stage compares itself (``CarouselItemIDs``).
  package func itemsCheck<ID: Hashable & Sendable>(
    data: Data, id: KeyPath<Data.Element, ID>, host: CarouselHost<ID, CarouselClock>
  ) -> Int? {
    guard !Data.isStandardArray, data.run(id: id) == nil else { return nil }
    if checkedGeneration != generation {
      checkedGeneration = generation
      if !host.shows(data.lazy.map { $0[keyPath: id] }) { lastDifference = generation }
    }
    return lastDifference
  }
}
