import CarouselCore

extension CarouselModel {
  /// The stage's one change handler: the previous render's input and this render's (the same
  /// value on the first render, as `onChange(of:initial: true)` gives it). A move the binding
  /// asks for animates unless the update's transaction disables animations
  /// (``noteTransaction(disablesAnimations:animating:)``), Reduce Motion is on, or it is the
  /// first list (the host's rule). A change of the items made inside an animation (the app's
  /// `withAnimation { items.remove(at: 1) }`) is given to the host inside that animation, so the
  /// update it causes carries it: the slots it inserts run the items' transitions, and, when the
  /// carousel rests, the next frame drawn lets the slots move to their new places with it
  /// (``CarouselSlidesFrame/placesEdit``). A first list never animates.
  /// The host hears, in this order: the environment's changes (so a binding's move made in the
  /// same update as Reduce Motion turning on jumps), the items' own waits, the items and the
  /// binding, the reader mark, and the selected item's name.
  ///
  /// A move the binding (or a new list) started in an update whose transaction carries an
  /// animation follows it (``CarouselAnimationRequest``).
  ///
  /// The binding is compared with what the host last wrote or read, not with the previous
  /// render's value: an app that sets it back inside a callback (a veto) renders the value the
  /// carousel had before its move, which the previous render read too, and still moves it back.
  package func stageInputChanged<Data: RandomAccessCollection>(
    from old: CarouselStageInput<Data, ID>, to new: CarouselStageInput<Data, ID>
  ) {
    let isFirst = old == new
    let (animated, animation, animating) = takeUpdateTransaction()
    let settleBefore = engine.motionEnd
    defer { followAnimation(animation, ofSettleStartedSince: settleBefore) }
    environmentChanged(from: isFirst ? nil : old.environment, to: new.environment)
    if isFirst || old.itemDurations != new.itemDurations {
      let durations = new.itemDurations
      send { $0.itemDurationsChanged(durations, at: $1) }
    }
    let binding = new.binding
    if isFirst || old.items != new.items {
      hostItems = new.items
      // The render that made `new` drew the data now given: its slots' offsets find their
      // elements.
      renderedDataIsHosts = true
      // A first list never animates: the host's rule (its host is new with the model).
      let edit = isFirst ? nil : animating
      var changes = CarouselHostChanges()
      (edit ?? { $0() }) {
        if let run = new.items.run, let model = self as? CarouselModel<Int> {
          // A run's IDs are `Int`s (``Swift/RandomAccessCollection/run(id:)``): the cast holds.
          let binding = binding.flatMap { $0 as? CarouselBoundSelection<Int> }
          changes = model.send {
            $0.itemsChanged(run: run, binding: binding, animated: animated, at: $1)
          }
        } else {
          changes = itemsChanged(new.items.hostIDs, binding: binding, animated: animated)
        }
        // Inside the edit's animation too: the measured lengths follow their items by ID.
        if measuresItemLengths {
          measuredLengths.keep(only: host.engine.itemIDs)
          changes.formUnion(itemLengthsChanged())
        }
      }
      // Only an edit that changed what the slides draw redraws them: another would leave the
      // mark for a later, unrelated frame.
      editPlacementWaits = edit != nil && changes.contains(.stage)
    } else if let binding {
      send { $0.bindingChanged(binding, animated: animated, at: $1) }
    }
    if !isFirst, old.isReaderTarget != new.isReaderTarget {
      reader?.carouselMarked(self, isTarget: new.isReaderTarget)
    }
    if let name = new.selectedItemName, isFirst || old.selectedItemName != name {
      send { $0.itemNamed(name.name, id: name.id, at: $1) }
    }
  }

  /// Sends the host a new list of IDs. Specialized for the ID types apps use most: the model is
  /// generic code that runs unspecialized (an app's `ID` is known only in its own module), and
  /// indexing a list is the one step whose cost grows with the count, where hashing through
  /// `Hashable`'s witnesses costs several times a specialized loop (`carousel-bench
  /// --swiftui-path`); an unspecialized call checks the type at run time and takes the
  /// specialized code.
  @_specialize(where ID == Int)
  @_specialize(where ID == String)
  private func itemsChanged(
    _ ids: [ID], binding: CarouselBoundSelection<ID>?, animated: Bool
  ) -> CarouselHostChanges {
    send { $0.itemsChanged(ids, binding: binding, animated: animated, at: $1) }
  }

  /// Tells the host what changed from `old` (`nil`: everything is new) to `new`.
  private func environmentChanged(from old: CarouselEnvironment?, to new: CarouselEnvironment) {
    reducesMotion = new.reduceMotion
    if old?.reduceMotion != new.reduceMotion {
      send { $0.reduceMotionChanged(new.reduceMotion, at: $1) }
    }
    if old?.voiceOver != new.voiceOver { send { $0.voiceOverChanged(new.voiceOver, at: $1) } }
    if old?.scene != new.scene { send { $0.sceneChanged(to: new.scene, at: $1) } }
    if old?.swipesAllowed != new.swipesAllowed {
      send { $0.swipesChanged(allowed: new.swipesAllowed, at: $1) }
    }
    if old?.pagingAllowed != new.pagingAllowed {
      send { $0.pagingChanged(allowed: new.pagingAllowed, at: $1) }
    }
  }

  /// The selected item's name, looked up in this render's `data` with the app's `name` (`nil`
  /// when the app does not name items, or there is none).
  package func selectedItemName<Data: RandomAccessCollection>(
    in data: Data, id: KeyPath<Data.Element, ID>, name: ((Data.Element) -> String?)?
  ) -> CarouselItemName<ID>? {
    // The host's stage, not the observed one: a render that names the selected item needs no
    // redraw when the selection moves (the model names a newly selected item itself).
    guard let name, let selected = host.stage.selectedID else { return nil }
    let element = data.element(showing: selected, atOffset: offset(of: selected), id: id)
    return CarouselItemName(id: selected, name: element.flatMap(name))
  }

  /// The slides' size, safe area or reading direction changed (and on the first layout).
  package func configurationChanged(_ configuration: CarouselConfiguration) {
    send { $0.configure(configuration, at: $1) }
    isConfigured = true
    // Items that take their content's length now, or no longer: the host takes the measures,
    // or drops them (and so does the model: measured again if they take it again).
    if !measuresItemLengths, !measuredLengths.isEmpty { measuredLengths = .init() }
    if measuresItemLengths != hostHasMeasuredLengths { itemLengthsChanged() }
  }

  /// A view that shows the carousel appeared, inside `reader` (or none), marked as its target or
  /// not.
  package func appeared(in reader: CarouselReaderModel?, isTarget: Bool) {
    // Until the slides' reader has said what the window shows of them, the carousel's appearing
    // waits: a carousel that appears below the fold must not autoplay or log items for one update.
    if shownBoundsKnown {
      send { $0.appeared(at: $1) }
    } else {
      appearancesWaitingForBounds += 1
    }
    reader?.carouselAppeared(self, isTarget: isTarget)
  }

  /// A view that shows the carousel disappeared from `reader` (or none).
  package func disappeared(from reader: CarouselReaderModel?) {
    if appearancesWaitingForBounds > 0 {
      appearancesWaitingForBounds -= 1
    } else {
      send { $0.disappeared(at: $1) }
    }
    reader?.carouselDisappeared(self)
  }

  /// The part of the slides an enclosing scroll view shows changed (`nil`: no scroll view
  /// encloses them): see `CarouselHost.shownBoundsChanged(_:at:)`. Every frame of a scroll
  /// calls it, for every carousel in the scroll view: bounds that change nothing the host
  /// decides from them are kept in the host in place (`CarouselHost.keepShownBounds(_:at:)`),
  /// with no event, so nothing is rebuilt, published or called back; the others are an event.
  package func shownBoundsChanged(_ bounds: CarouselRect?) {
    if !storage.host.pointee.keepShownBounds(bounds, at: now) {
      send { $0.shownBoundsChanged(bounds, at: $1) }
    }
    shownBoundsKnown = true
    for _ in 0..<appearancesWaitingForBounds { send { $0.appeared(at: $1) } }
    appearancesWaitingForBounds = 0
  }

  /// A frame drawn while the carousel moves found other items in view (see
  /// `CarouselHost.movingItemsInViewKey(of:)`).
  package func movingItemsInViewChanged() {
    send { $0.movingItemsInViewChanged(at: $1) }
  }

  /// The frame timeline found the motion over (see ``endsMotion(_:)``).
  package func motionEnded() {
    send { $0.motionEnded(at: $1) }
  }

  /// The driver's one wait: sleeps on the clock until the stage's driver deadline (autoplay's
  /// next advance or the motion's end, so a motion ends with no frame drawn), then ticks. A new
  /// deadline or the view going away cancels the task that runs it, and then it does nothing.
  package func runDriver() async {
    if await CarouselDriver.waitForDeadline(driver.deadline, on: clock) { tick() }
  }

  /// The driver woke at the stage's deadline.
  package func tick() {
    send { $0.tick(at: $1) }
  }

  /// Which element VoiceOver pages the carousel with, when its built-in indicator is drawn in
  /// `style`: the indicator, a stand-in over the slides when it is hidden and no indicator of
  /// the app's pages it, or none.
  package func pagerElement(_ style: CarouselIndicatorStyle) -> CarouselPagerElement {
    let element = indicator.pagerElement(style)
    return element == .standIn && appPagers > 0 ? .none : element
  }
}
