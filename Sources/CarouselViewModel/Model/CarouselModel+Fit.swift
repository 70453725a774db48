import CarouselCore

extension CarouselModel {
  /// The slots of `frame` whose content a carousel with `settings` measures: every drawn slot
  /// when the settings measure content (`CarouselSettings.measuredContentAxis`, a fitted
  /// carousel), none otherwise. The slides hand a change of it to ``slotsDrawn(_:)``.
  package func measuredSlots(of frame: CarouselFrame<ID>, settings: CarouselSettings)
    -> [CarouselSlot<ID>.Key]
  {
    guard settings.measuredContentAxis != nil else { return [] }
    return frame.slots.array.map(\.id)
  }

  /// The content of the slot `key`, offered its item's length along `axis` and none across it,
  /// measures `size`: the longest content across decides ``fittedContentLength`` (see
  /// `CarouselContentFit`).
  package func slotMeasured(
    _ key: CarouselSlot<ID>.Key, size: CarouselSize, axis: CarouselAxis
  ) {
    if contentFit.measured(axis == .horizontal ? size.height : size.width, of: key) {
      fittedContentLength = contentFit.length
    }
  }

  /// The slots drawn are now `keys` (``measuredSlots(of:settings:)``): the measures of the others
  /// no longer count.
  package func slotsDrawn(_ keys: [CarouselSlot<ID>.Key]) {
    if contentFit.drawn(keys) { fittedContentLength = contentFit.length }
  }

  /// Whether a change of ``fittedContentLength`` made now animates: not the first one (the
  /// carousel takes its fitted size at once when it appears), and not with Reduce Motion on.
  package var fitChangeAnimates: Bool {
    fittedContentLength != nil && !reducesMotion
  }
}
