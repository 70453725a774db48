import CarouselCore
import Observation

/// The state of one `CarouselReader`: which carousel inside it the reader drives (CarouselCore's
/// ``CarouselReaderClaim`` decides: the one marked as its target, else the first in the view
/// tree), observed, so a view that reads the proxy redraws when that carousel, or what its proxy
/// exposes, changes, and for nothing else.
///
/// It holds no engine: every carousel keeps its own, so a claim moves no state.
///
/// ```swift
/// let reader = CarouselReaderModel(reportDiagnostics: { _ in })
/// model.appeared(in: reader, isTarget: false)
/// let drives = reader.carousel === model  // true
/// ```
@MainActor @Observable
package final class CarouselReaderModel {
  /// The carousel the reader drives, or `nil` while none is on screen.
  package private(set) weak var carousel: (any CarouselModelProtocol)?
  /// Whether the reader's content reads the continuous position, and so redraws every frame
  /// while its carousel moves (CarouselCore's rule).
  private var following = CarouselPositionFollowing()
  /// The serial of the timeline's pass running now when it is a frame of a motion the content
  /// follows (no render of the reader's body came before it, and its date is new); `nil` for
  /// any other pass. A carousel rendered during such a pass keeps its slides' content (see
  /// `CarouselRenders`).
  @ObservationIgnored package private(set) var framePass: Int?
  /// How many frame passes the timeline drew.
  @ObservationIgnored private var framePasses = 0
  @ObservationIgnored private var claim = CarouselReaderClaim<ObjectIdentifier>()
  /// The carousels on screen inside the reader, by identity.
  @ObservationIgnored private var carousels: [ObjectIdentifier: WeakCarousel] = [:]
  /// Whether the reader's body ran since its timeline last drew: the next pass of the timeline
  /// is that render's, with content the view around the reader may have changed.
  @ObservationIgnored private var renderedContent = true
  /// The date of the timeline's last pass.
  @ObservationIgnored private var lastTimelineDate: Double?
  /// Whether a read of the position was noted (it is told after the draw that read it).
  @ObservationIgnored private var positionReadNoted = false
  /// Where diagnostics go.
  @ObservationIgnored private let reportDiagnostics: ([CarouselDiagnostic]) -> Void
  /// Runs `action` on the main actor after the current update (a change during a draw is not
  /// allowed); tests run it when they choose.
  @ObservationIgnored private let afterUpdate: CarouselAfterUpdate

  /// A reader with no carousel; its diagnostics go to `reportDiagnostics`, and what must wait
  /// for the current update to end is given to `afterUpdate`.
  package init(
    reportDiagnostics: @escaping ([CarouselDiagnostic]) -> Void,
    afterUpdate: @escaping CarouselAfterUpdate = CarouselAfterUpdates.nextTurn
  ) {
    self.reportDiagnostics = reportDiagnostics
    self.afterUpdate = afterUpdate
  }

  /// The reader's content read `proxy.position` (while it draws): the first time, the reader is
  /// told after the draw, so its timeline follows the carousel's motions from then on.
  package func positionRead() {
    guard !positionReadNoted else { return }
    positionReadNoted = true
    afterUpdate { [weak self] in self?.updateFollowing { $0.positionRead() } }
  }

  /// What `CarouselReader`'s body draws: its timeline, paused unless the content follows the
  /// position while the carousel moves. The body ran because the view around the reader
  /// rendered it (or for the reader's own observed state): the timeline's next pass is that
  /// render's, whose content may show something new, not a frame.
  package func body() -> CarouselReaderBody {
    renderedContent = true
    return CarouselReaderBody(isTimelinePaused: !following.redrawsEveryFrame)
  }

  /// The reader's timeline drew its content for `date`: the proxy its content gets. A pass that
  /// follows no render of the reader's body, at a new date, is a frame of the motion the content
  /// follows (``framePass``).
  package func timelinePass(at date: Double) -> CarouselProxy {
    if renderedContent {
      renderedContent = false
      framePass = nil
    } else if date != lastTimelineDate {
      framePasses &+= 1
      framePass = framePasses
    } else {
      framePass = nil
    }
    lastTimelineDate = date
    return CarouselProxy(reader: self, frame: date)
  }

  /// `model` changed what its own views draw: the reader's per-frame redraw starts or stops
  /// with its motion, if its content reads the position.
  func carouselStageChanged(_ model: any CarouselModelProtocol) {
    guard model === carousel else { return }
    updateFollowing { $0.carouselMoved(model.isMoving) }
  }

  /// A view of `model` appeared inside the reader, marked as its target or not.
  func carouselAppeared(_ model: any CarouselModelProtocol, isTarget: Bool) {
    let token = ObjectIdentifier(model)
    carousels[token] = WeakCarousel(model: model)
    model.reader = self
    if claim.appeared(token, isTarget: isTarget) { holderChanged() }
    // Reported once the update settled: when one carousel replaces another, the old one
    // disappears in the same update, and nothing is shared.
    afterUpdate { [weak self] in
      guard let self, let diagnostic = claim.sharingDiagnostic() else { return }
      reportDiagnostics([diagnostic])
    }
  }

  /// A view of `model` disappeared.
  func carouselDisappeared(_ model: any CarouselModelProtocol) {
    let token = ObjectIdentifier(model)
    let changed = claim.disappeared(token)
    if !claim.isOnScreen(token) { carousels[token] = nil }
    if changed { holderChanged() }
  }

  /// `model` was marked as the reader's target, or unmarked.
  func carouselMarked(_ model: any CarouselModelProtocol, isTarget: Bool) {
    if claim.targetChanged(ObjectIdentifier(model), isTarget: isTarget) { holderChanged() }
  }

  /// The reader's carousels, in the view tree's order (a preference SwiftUI collects in that
  /// order).
  package func treeOrderChanged(_ order: [ObjectIdentifier]) {
    if claim.treeOrderChanged(order) { holderChanged() }
  }

  private func holderChanged() {
    let holder = claim.holder.flatMap { carousels[$0]?.model }
    if holder !== carousel { carousel = holder }
    updateFollowing { $0.carouselMoved(holder?.isMoving ?? false) }
  }

  /// Applies `change` to ``following``, storing it only when it changed (an equal write would
  /// still redraw the views that read it).
  private func updateFollowing(_ change: (inout CarouselPositionFollowing) -> Void) {
    var updated = following
    change(&updated)
    if updated != following { following = updated }
  }

  private struct WeakCarousel {
    weak var model: (any CarouselModelProtocol)?
  }
}
