import CarouselCore

/// What `CarouselItemsView`'s body draws and hands its handlers, for one update
/// (``CarouselModel/itemsBody(_:renders:settings:environment:scope:callbacks:idType:)``): the
/// stage's one change handler's input and the generation the slides build for, how the stage
/// lays out the slides and the indicator, and what the stage's container carries.
package struct CarouselItemsBody<Data: RandomAccessCollection, ID: Hashable & Sendable> {
  /// The stage's change handler's input, and the slides' content generation.
  package let stage: CarouselStageRender<Data, ID>
  /// How the stage sizes and places the slides and the built-in indicator.
  package let arrangement: CarouselStageArrangement
  /// How many keyboard dismissals the stage's dismissal view carries out
  /// (`CarouselKeyboardDismissalCount`); `nil` when swipes do not dismiss the keyboard: then the
  /// stage has no such view.
  package let keyboardDismissals: Int?
  /// Whether the stage answers VoiceOver's Magic Tap: only while the carousel has autoplay to
  /// play or pause, so that otherwise it reaches the app's own handler (or the system's).
  package let answersMagicTap: Bool
  /// The built-in indicator's sort priority within the stage (an indicator above the slides is
  /// read before them).
  package let indicatorSortPriority: Double
  /// The reader the carousel is inside (its appearances go there), if any.
  package let reader: CarouselReaderModel?
  /// Whether the carousel is marked as its reader's target.
  package let isReaderTarget: Bool
  /// Where the carousel is written among its reader's carousels: the value of the preference
  /// the reader collects in the view tree's order (empty outside a reader).
  package let readerOrder: [ObjectIdentifier]
}

extension CarouselModel {
  /// What `CarouselItemsView`'s body draws for `rendered` (the carousel's source and the
  /// render's token), with `renders` (its state), the carousel `settings` and `environment` of
  /// this update, the `scope` it is in (its reader), the environment's `callbacks` and the type
  /// of the IDs a proxy moves it by (`idType`: `nil` for untagged pages). It reads the model's
  /// observed ``bindingWrites``, ``container`` and ``fittedContentLength`` (and
  /// ``keyboardDismissals`` when swipes dismiss the keyboard), so the view redraws when one of
  /// them changes; it changes nothing observed (see ``render(_:render:renders:settings:environment:reader:callbacks:idType:)``).
  package func itemsBody<Data: RandomAccessCollection>(
    _ rendered: CarouselRendered<Data, ID>, renders: CarouselRenders<Data>,
    settings: CarouselSettings, environment: CarouselEnvironment, scope: CarouselScope,
    callbacks: CarouselCallbacks, idType: Any.Type?
  ) -> CarouselItemsBody<Data, ID> {
    let stage = render(
      rendered.source, render: rendered.render, renders: renders, settings: settings,
      environment: environment, reader: scope.reader, callbacks: callbacks, idType: idType)
    let container = container
    return CarouselItemsBody(
      stage: stage,
      arrangement: settings.arrangement(
        itemCount: container.itemCount, fittedContentLength: fittedContentLength),
      keyboardDismissals: settings.swipesDismissKeyboard ? keyboardDismissals : nil,
      answersMagicTap: container.answersMagicTap,
      indicatorSortPriority: settings.indicatorPlacement == .above ? 1 : 0,
      reader: scope.reader, isReaderTarget: settings.isReaderTarget,
      readerOrder: scope.reader == nil ? [] : [ObjectIdentifier(self)])
  }
}
