#if canImport(SwiftUI)
  import SwiftUI

  /// The state of one ``CarouselReader``: which carousel inside it the reader drives
  /// (CarouselCore's ``CarouselReaderClaim`` decides: the one marked as its target, else the
  /// first in the view tree), published only when that carousel changes or changes what its
  /// proxy exposes, so the reader's content re-runs for nothing else.
  ///
  /// It holds no engine: every carousel keeps its own, so a claim moves no state.
  @MainActor final class CarouselReaderModel: ObservableObject {
    /// Changes when the reader's carousel, or what its proxy exposes, changes.
    @Published private(set) var revision = 0
    /// The carousel the reader drives, or `nil` while none is on screen.
    private(set) weak var carousel: CarouselModel?
    private var claim = CarouselReaderClaim<ObjectIdentifier>()
    /// The carousels on screen inside the reader, by identity.
    private var carousels: [ObjectIdentifier: WeakCarousel] = [:]
    /// Whether the reader's content reads the continuous position, and so redraws every frame
    /// while its carousel moves (CarouselCore's rule).
    private var following = CarouselPositionFollowing()

    /// Whether the reader's content redraws every frame now.
    var followsPosition: Bool { following.redrawsEveryFrame }

    /// The reader's content read `proxy.position` (while it draws): the first time, the reader is
    /// told after the draw (a change during a draw is not allowed), so its timeline follows the
    /// carousel's motions from then on.
    func positionRead() {
      guard following.positionRead() else { return }
      Task { @MainActor [weak self] in self?.revision &+= 1 }
    }

    /// `model` changed what its own views draw: the reader's per-frame redraw starts or stops
    /// with its motion, if its content reads the position.
    func carouselStageChanged(_ model: CarouselModel) {
      guard model === carousel, following.carouselMoved(model.stage.isMoving) else { return }
      revision &+= 1
    }

    /// A view of `model` appeared inside the reader, marked as its target or not.
    func carouselAppeared(_ model: CarouselModel, isTarget: Bool) {
      let token = ObjectIdentifier(model)
      carousels[token] = WeakCarousel(model: model)
      model.reader = self
      if claim.appeared(token, isTarget: isTarget) { holderChanged() }
      // Reported once the update settled: when one carousel replaces another, the old one
      // disappears in the same update, and nothing is shared.
      Task { @MainActor [weak self] in
        guard let self, let diagnostic = claim.sharingDiagnostic() else { return }
        CarouselRuntimeWarning.report([diagnostic])
      }
    }

    /// A view of `model` disappeared.
    func carouselDisappeared(_ model: CarouselModel) {
      let token = ObjectIdentifier(model)
      let changed = claim.disappeared(token)
      if !claim.isOnScreen(token) { carousels[token] = nil }
      if changed { holderChanged() }
    }

    /// `model` was marked as the reader's target, or unmarked.
    func carouselMarked(_ model: CarouselModel, isTarget: Bool) {
      if claim.targetChanged(ObjectIdentifier(model), isTarget: isTarget) { holderChanged() }
    }

    /// The reader's carousels, in the view tree's order.
    func treeOrderChanged(_ order: [ObjectIdentifier]) {
      if claim.treeOrderChanged(order) { holderChanged() }
    }

    /// `model` changed what its proxy exposes.
    func carouselChanged(_ model: CarouselModel) {
      guard model === carousel else { return }
      revision &+= 1
    }

    private func holderChanged() {
      carousel = claim.holder.flatMap { carousels[$0]?.model }
      _ = following.carouselMoved(carousel?.stage.isMoving ?? false)
      revision &+= 1
    }

    private struct WeakCarousel {
      weak var model: CarouselModel?
    }
  }

  /// The carousels inside a reader, in the view tree's order: SwiftUI reduces a preference in
  /// the order of the views that set it, which is the order they are written in.
  struct CarouselReaderOrderKey: PreferenceKey {
    static var defaultValue: [ObjectIdentifier] { [] }

    static func reduce(value: inout [ObjectIdentifier], nextValue: () -> [ObjectIdentifier]) {
      value.append(contentsOf: nextValue())
    }
  }
#endif
