import CarouselCore

/// A view under the finger, as the iOS 18 pan's delegate finds it walking up from the view hit
/// where the finger landed to the pan's view: what the carousel needs of it to decide whether
/// it keeps the drag (``CarouselModel/innerViewKeepsDrag(_:touchX:touchY:localX:localY:)``).
package enum CarouselTouchedView: Hashable, Sendable {
  /// A control that drags along with the finger (a UIKit slider or switch): it keeps the drag.
  case control
  /// A scroll view.
  case scroller(CarouselScroller)
  /// Anything else.
  case other
}

/// A scroll view under the finger, along the carousel's axis.
package struct CarouselScroller: Hashable, Sendable {
  /// Its frame in the pan's view.
  package var frame: CarouselRect
  /// Its first and last content offsets along the axis, whether or not there is room between
  /// them.
  package var start: Double
  package var end: Double
  /// Its content offset along the axis.
  package var offset: Double
  /// The finger's velocity along the axis, in the scroller's space.
  package var velocity: Double
  /// Whether it scrolls at all (`isScrollEnabled`).
  package var isScrollEnabled: Bool
  /// Whether it bounces along the axis even when its content fits.
  package var bouncesAlongAxis: Bool

  /// A scroller with every part given.
  package init(
    frame: CarouselRect, start: Double, end: Double, offset: Double, velocity: Double,
    isScrollEnabled: Bool, bouncesAlongAxis: Bool
  ) {
    self.frame = frame
    self.start = start
    self.end = end
    self.offset = offset
    self.velocity = velocity
    self.isScrollEnabled = isScrollEnabled
    self.bouncesAlongAxis = bouncesAlongAxis
  }
}

extension CarouselScroller {
  /// A UIKit scroll view as the carousel sees it along `axis`: its content offsets run from
  /// minus its leading content inset (`adjustedContentInset`) to its content's length past its
  /// bounds plus its trailing inset, and it bounces along the axis when it bounces at all
  /// (`bounces`) and always bounces that way (`alwaysBounceHorizontal`, `alwaysBounceVertical`).
  /// Lengths are the scroll view's, in points; `frame` is in the pan's view.
  package init(
    along axis: CarouselAxis, frame: CarouselRect, contentSize: CarouselSize,
    boundsSize: CarouselSize,
    contentInset: (top: Double, left: Double, bottom: Double, right: Double),
    contentOffset: (x: Double, y: Double), velocity: (x: Double, y: Double),
    isScrollEnabled: Bool, bounces: Bool, alwaysBounces: (horizontal: Bool, vertical: Bool)
  ) {
    let isHorizontal = axis == .horizontal
    self.init(
      frame: frame,
      start: isHorizontal ? -contentInset.left : -contentInset.top,
      end: isHorizontal
        ? contentSize.width - boundsSize.width + contentInset.right
        : contentSize.height - boundsSize.height + contentInset.bottom,
      offset: isHorizontal ? contentOffset.x : contentOffset.y,
      velocity: isHorizontal ? velocity.x : velocity.y, isScrollEnabled: isScrollEnabled,
      bouncesAlongAxis: bounces
        && (isHorizontal ? alwaysBounces.horizontal : alwaysBounces.vertical))
  }
}

extension CarouselModel {
  /// Whether a view under the point where the finger landed, inside the carousel, keeps the
  /// drag, as nested UIKit scroll views do: a control, or a scroller inside the carousel's own
  /// frame with room to scroll in the drag's direction (CarouselCore's `NestedScrolling`). The
  /// carousel's frame in the pan's view comes from the touch there (`touchX`, `touchY`) and in
  /// the carousel (`localX`, `localY`): the pan's view, which SwiftUI picks, can be larger than
  /// the carousel (it can hold an enclosing pager), so only scrollers inside the carousel's
  /// frame are inside a slide. `views` go from the hit view up, the pan's view excluded.
  package func innerViewKeepsDrag(
    _ views: some Sequence<CarouselTouchedView>, touchX: Double, touchY: Double,
    localX: Double, localY: Double
  ) -> Bool {
    let configuration = engine.configuration
    let carousel = NestedScrolling.carouselFrame(
      touchX: touchX, touchY: touchY, localX: localX, localY: localY,
      width: configuration.layout.viewportWidth, height: configuration.layout.viewportHeight)
    return views.contains { view in
      switch view {
      case .control: return true
      case .scroller(let scroller):
        return scroller.isScrollEnabled
          && NestedScrolling.isInside(scroller.frame, carouselFrame: carousel)
          && NestedScrolling.innerScrollerKeepsDrag(
            velocity: scroller.velocity, offset: scroller.offset, start: scroller.start,
            end: scroller.end)
      case .other: return false
      }
    }
  }

  /// Whether the pan of `scroller`, a scroll view below the pan's view, must wait for the
  /// carousel's pan to fail: when it could move along the carousel's axis (it scrolls or
  /// bounces along it), so that one drag moves either the carousel or the scroller.
  package func scrollerWaitsForPageDrag(_ scroller: CarouselScroller) -> Bool {
    scroller.isScrollEnabled
      && NestedScrolling.scrollerWaitsForPageDrag(
        start: scroller.start, end: scroller.end, bouncesAlongAxis: scroller.bouncesAlongAxis)
  }
}
