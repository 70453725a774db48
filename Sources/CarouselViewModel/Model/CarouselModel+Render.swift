import CarouselCore

extension CarouselModel {
  /// One update of the carousel's stage for the render `render` (a token made when the view
  /// around it rendered it), with the app's `source`, the carousel `settings` and `environment`
  /// of this update, the `reader` it is inside (if any), the environment's `callbacks` and the
  /// type of the IDs a proxy moves it by (`idType`: `nil` for untagged pages): the stage's part
  /// of ``itemsBody(_:renders:settings:environment:scope:callbacks:idType:)``, run from the
  /// view's body. It changes nothing observed. It adopts the settings' clock (the first time), gives the model this update's
  /// connection (the binding to write, the names, the callbacks), and says what the stage's
  /// change handler compares and which generation the slides build for.
  func render<Data: RandomAccessCollection>(
    _ source: CarouselSource<Data, ID>, render: CarouselRender, renders: CarouselRenders<Data>,
    settings: CarouselSettings, environment: CarouselEnvironment,
    reader: CarouselReaderModel?, callbacks: CarouselCallbacks, idType: Any.Type?
  ) -> CarouselStageRender<Data, ID> {
    adopt(settings.clock.clock, idType: idType)
    swipesDismissKeyboard = settings.swipesDismissKeyboard
    let generation = renders.generation(
      of: render, data: source.data, readerFrame: reader?.framePass)
    let actions = source.actions.adding(callbacks)
    connect(
      CarouselConnection(
        data: source.data, id: source.id, selection: source.selection, actions: actions,
        untyped: callbacks))
    let items = CarouselItemIDs(
      data: source.data, id: source.id,
      check: renders.itemsCheck(data: source.data, id: source.id, host: host))
    renderedDataIsHosts = hostItems as? CarouselItemIDs<Data, ID> == items
    let input = CarouselStageInput(
      items: items, binding: source.selection?.bound, bindingWrites: bindingWrites,
      environment: environment,
      itemDurations: settings.itemDurations(of: ID.self), isReaderTarget: settings.isReaderTarget,
      selectedItemName: selectedItemName(in: source.data, id: source.id, name: actions.itemName))
    return CarouselStageRender(input: input, generation: generation)
  }
}
