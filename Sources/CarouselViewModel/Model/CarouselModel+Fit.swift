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

  /// The content of the slot `key` measures `size` (offered its item's length along `axis` and
  /// none across it; with items that take their content's length, none along it either): the
  /// longest content across decides ``fittedContentLength`` (see `CarouselContentFit`), and the
  /// length along `axis` is the item's own when the items take their content's
  /// (`CarouselItemLength.fitted`; by item ID, see `CarouselMeasuredLengths`). The host hears
  /// of a length only when it changed.
  package func slotMeasured(
    _ key: CarouselSlot<ID>.Key, size: CarouselSize, axis: CarouselAxis
  ) {
    let isHorizontal = axis == .horizontal
    if contentFit.measured(isHorizontal ? size.height : size.width, of: key) {
      fittedContentLength = contentFit.length
    }
    // Kept only while the items take their content's length, or before the host is first
    // configured (a measure can come first; the configuration then keeps or drops it): a
    // carousel that only fits its height keeps no measure per item it ever drew.
    guard measuresItemLengths || !isConfigured else { return }
    if measuredLengths.measured(isHorizontal ? size.width : size.height, of: key.id),
      measuresItemLengths
    {
      itemLengthsChanged()
    }
  }

  /// Whether the host's configuration makes each item as long as its content
  /// (`CarouselItemLength.fitted`).
  var measuresItemLengths: Bool {
    host.engine.configuration.layout.mainItemLength?.isFitted == true
  }

  /// Hands the host the measured lengths of its items by index (the others at the estimate,
  /// see `CarouselMeasuredLengths`) when the items take their content's length, none
  /// otherwise. O(n): called only when a measure, the list or the configuration changed.
  @discardableResult
  func itemLengthsChanged() -> CarouselHostChanges {
    hostHasMeasuredLengths = measuresItemLengths
    let lengths = hostHasMeasuredLengths ? measuredLengths.lengths(for: host.engine.itemIDs) : nil
    return send { $0.itemLengthsChanged(lengths, at: $1) }
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
