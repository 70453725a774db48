import CarouselCore
import CarouselViewModel

/// A `CarouselReader`'s views in the double: its body (`CarouselReaderModel.body()`), its
/// timeline's content (`timelinePass(at:)`, then the app's content with the proxy), a subview
/// of the content handed the proxy, and the app's controls in the content (a `CarouselIndicator`
/// and a `CarouselPlaybackButton`), each tracked as its view is.
@MainActor final class ScreenReaderViews {
  let reader: CarouselReaderModel
  private let body = TrackedBody<CarouselReaderBody>()
  private let content = TrackedBody<CarouselProxy>()
  private let subview = TrackedBody<String>()
  /// The date of the timeline's last pass.
  private var lastDate: Double?
  private var lastSubviewDate: Double?

  // The controls: the carousel each shows (`CarouselControlTargetView` reads the reader's
  // holder), and each one's views for that carousel (a new identity per carousel).
  private let indicatorTarget = TrackedBody<(any CarouselModelProtocol)?>()
  private let playbackTarget = TrackedBody<(any CarouselModelProtocol)?>()
  private var indicatorViews: ScreenIndicatorViews?
  private var playbackButton: TrackedBody<CarouselPlaybackButtonBody>?

  /// What runs after the update (a custom indicator's reads are told then).
  private let afterUpdate: CarouselAfterUpdate

  init(reader: CarouselReaderModel, afterUpdate: @escaping CarouselAfterUpdate) {
    self.reader = reader
    self.afterUpdate = afterUpdate
  }

  /// How many times the content ran.
  var contentRuns: Int { content.runs }
  /// How many times any control's body ran.
  var controlRuns: Int {
    indicatorTarget.runs + playbackTarget.runs + (indicatorViews?.runs ?? 0)
      + (playbackButton?.runs ?? 0)
  }
  /// Whether a reader view waits to run again.
  var isInvalidated: Bool {
    body.isInvalidated || content.isInvalidated || subview.isInvalidated
      || indicatorTarget.isInvalidated || playbackTarget.isInvalidated
      || indicatorViews?.isInvalidated == true || playbackButton?.isInvalidated == true
  }
  /// Whether the reader's timeline runs.
  var wantsFrames: Bool {
    body.output?.isTimelinePaused == false || indicatorViews?.wantsFrames == true
  }

  /// One pass: the reader's body when the app rendered it (a new `CarouselReader` value holding
  /// a closure, B4) or what it read changed; its timeline's content when the body ran, what the
  /// content read changed, or a frame came while it runs (at `date`, the clock's seconds).
  /// Whether the content ran (the carousels in it are rendered then), and whether any body ran.
  func update(
    parentChanged: Bool, isFrame: Bool, date: Double,
    content readContent: ((CarouselProxy) -> Void)?,
    subview readSubview: ((CarouselProxy) -> String)?, options: UpdateCycleOptions
  ) -> (content: Bool, any: Bool) {
    let bodyRan = body.update(parentChanged: parentChanged) { reader.body() }
    let running = body.output?.isTimelinePaused == false
    let contentRan = content.update(parentChanged: bodyRan || (isFrame && running)) {
      let proxy = reader.timelinePass(at: date)
      readContent?(proxy)
      return proxy
    }
    var subviewRan = false
    if let readSubview, let proxy = content.output {
      // The proxy compares field by field (B4): a new timeline date is a new value.
      let changed = contentRan && (options.equalViewsRerender || lastSubviewDate != date)
      subviewRan = subview.update(parentChanged: changed) { readSubview(proxy) }
      if subviewRan { lastSubviewDate = date }
    }
    lastDate = date
    return (contentRan, bodyRan || contentRan || subviewRan)
  }

  /// The controls' pass: each shows its reader's holder (a new view when that changes), drawn
  /// by the functions their views call.
  func updateControls(
    parentChanged: Bool, indicator: CarouselAppIndicator?, playbackButton showsButton: Bool,
    options: UpdateCycleOptions, isFrame: Bool, handlers: inout ScreenHandlers
  ) {
    if let indicator {
      indicatorTarget.update(parentChanged: parentChanged) { reader.carousel }
      let model = indicatorTarget.output.flatMap { $0 }
      if indicatorViews?.model !== model {
        if let old = indicatorViews { handlers.controls.append(old.disappear) }
        indicatorViews = model.map {
          ScreenIndicatorViews(model: $0, indicator: indicator, afterUpdate: afterUpdate)
        }
        if let new = indicatorViews { handlers.controls.append(new.appear) }
      }
      indicatorViews?.update(
        indicator: indicator, parentChanged: parentChanged, options: options, isFrame: isFrame,
        handlers: &handlers)
    } else if let old = indicatorViews {
      handlers.controls.append(old.disappear)
      indicatorViews = nil
      indicatorTarget.reset()
    }
    if showsButton {
      playbackTarget.update(parentChanged: parentChanged) { reader.carousel }
      let model = playbackTarget.output.flatMap { $0 }
      if let model {
        let button = playbackButton ?? TrackedBody()
        button.update(
          parentChanged: playbackButton == nil || (parentChanged && options.equalViewsRerender)
        ) {
          model.playbackButtonBody()
        }
        playbackButton = button
      } else {
        playbackButton = nil
      }
    } else {
      playbackButton = nil
      playbackTarget.reset()
    }
  }

  /// The reader's views leave.
  func disappear() {
    indicatorViews?.disappear()
    indicatorViews = nil
  }

  /// What the app's indicator drew as VoiceOver's pager value, and the button's title.
  var indicatorValue: String? { indicatorViews?.pagerValue }
  var playbackTitle: String? { playbackButton?.output?.title.english }
  var playbackDisabled: Bool? { playbackButton?.output?.isDisabled }
  /// How many times the app's indicator's drawing ran (a custom one's).
  var indicatorDrawingRuns: Int { indicatorViews?.drawingRuns ?? 0 }
  /// What the proxy subview last returned.
  var subviewOutput: String? { subview.output }
}

/// A `CarouselIndicator` of the app's showing `model`: the built-in indicator's body and pager,
/// or a custom drawing's body, its timeline's context and its pager; and its appearance, told to
/// the model by its view's identity.
@MainActor final class ScreenIndicatorViews {
  let model: any CarouselModelProtocol
  private var indicator: CarouselAppIndicator
  private let identity = CarouselAppIndicatorID()
  private let builtIn = TrackedBody<CarouselIndicatorBody>()
  private let custom = TrackedBody<CarouselCustomIndicatorBody>()
  private let drawing = TrackedBody<Double>()
  private let pager = TrackedBody<CarouselPagerBody>()
  /// The custom drawing's reads of `autoplayProgress`.
  private let reads: CarouselProgressReads

  init(
    model: any CarouselModelProtocol, indicator: CarouselAppIndicator,
    afterUpdate: @escaping CarouselAfterUpdate
  ) {
    self.model = model
    self.indicator = indicator
    reads = CarouselProgressReads(afterUpdate: afterUpdate)
  }

  var runs: Int { builtIn.runs + custom.runs + drawing.runs + pager.runs }
  var isInvalidated: Bool {
    builtIn.isInvalidated || custom.isInvalidated || drawing.isInvalidated || pager.isInvalidated
  }
  var wantsFrames: Bool {
    if case .everyFrame = custom.output?.redraw { return true }
    return false
  }
  var pagerValue: String? { pager.output?.value?.english }
  var drawingRuns: Int { drawing.runs }

  /// Its `onAppear`, and its `onDisappear`.
  func appear() { model.appIndicatorShown(identity.id, as: indicator) }
  func disappear() { model.appIndicatorHidden(identity.id) }

  /// One pass, with the indicator the app wrote now.
  func update(
    indicator new: CarouselAppIndicator, parentChanged: Bool, options: UpdateCycleOptions,
    isFrame: Bool, handlers: inout ScreenHandlers
  ) {
    if new != indicator {
      // `.onChange(of: indicator)`.
      handlers.controls.append { [model, identity] in model.appIndicatorShown(identity.id, as: new)
      }
      indicator = new
    }
    let equalRerun = parentChanged && options.equalViewsRerender
    let isPager: Bool
    switch indicator {
    case .builtIn(let style):
      builtIn.update(parentChanged: equalRerun) { model.indicatorBody(style: style) }
      isPager = builtIn.output?.isPager ?? false
    case .custom(let isAdjustable):
      let ran = custom.update(parentChanged: equalRerun) { model.customIndicatorBody(reads: reads) }
      let everyFrame: Bool
      if case .everyFrame = custom.output?.redraw { everyFrame = true } else { everyFrame = false }
      if let body = custom.output {
        // The app's drawing: it reads the context's progress and the wait's.
        drawing.update(parentChanged: ran || (isFrame && everyFrame)) {
          let context = model.indicatorContext(body.state, reads: reads)
          return context.progress + (context.autoplayProgress ?? 0)
        }
      }
      isPager = isAdjustable
    }
    if isPager {
      pager.update(parentChanged: equalRerun) { model.pagerBody() }
    } else {
      pager.reset()
    }
  }
}
