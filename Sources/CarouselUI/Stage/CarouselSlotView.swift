#if canImport(SwiftUI)
  import SwiftUI

  /// One drawn slot: the item's content, with the app's per-item effect and the item's phase,
  /// sized and placed as the layout says: the item's frame, then a neighbor's tap target and the
  /// style's shadow, then scale, 3D rotation, opacity and offset from the viewport's center.
  /// Only the slots the core
  /// says take touches do (at rest, the focused item's and every item's that nothing covers and
  /// that shows 44 points, a partly shown tile's too; while the carousel moves, none: the
  /// landing finger is the carousel's and stops it); a tap on another item at rest selects it,
  /// and so does a tap that a neighbor's content leaves. Only the slots the model says are in
  /// the accessibility tree are (`isInAccessibilityTree`: at rest in a row, also the items
  /// partly in view, so VoiceOver moves on to them and the row follows its focus).
  struct CarouselSlotView<ID: Hashable & Sendable, Content: View>: View {
    let slot: CarouselSlot<ID>
    /// Whether the slot's content is in the accessibility tree
    /// (`CarouselModel.isInAccessibilityTree(_:voiceOverFocus:)`).
    let isInAccessibilityTree: Bool
    let phase: CarouselTransitionPhase
    /// Where the item is drawn relative to the viewport, for the app's per-item effect.
    let placement: CarouselTransitionPlacement
    /// The shadow the style casts under the item (`nil`: the style casts none).
    let shadow: CarouselItemShadow?
    /// The slot's unscaled size: the item size, or along the paging axis the item's own length
    /// (`CarouselFrame.size(of:)`).
    let itemSize: CarouselSize
    let layoutDirection: LayoutDirection
    let transition: CarouselTransitionEffect?
    /// Whether this frame places the slots where an edit of the items made inside an animation
    /// put them, at rest (`CarouselSlidesFrame.placesEdit`): the placement then animates with
    /// the update's transaction.
    let placesEdit: Bool
    let select: (Int) -> Void
    @ViewBuilder let content: Content
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
      let item = slot.item
      let axis = item.rotation.axis
      Group {
        if let transition {
          transition.body(
            AnyView(content), phase: phase, placement: placement, reduceMotion: reduceMotion)
        } else {
          content
        }
      }
      // The item's phase for the views of the slide that read it (a parallax image): set per
      // frame here, below the content's equality check, so only those views are redrawn.
      .environment(\.carouselItemPhase, phase)
      // The stage lays out left to right; the content reads in the app's direction.
      .environment(\.layoutDirection, layoutDirection)
      // On the content and its effect only, before the tap targets added in the placement
      // below: a slot whose content takes no touches still takes the tap that selects it (its
      // overlay, `selectsOnTap`), which this would otherwise turn off too.
      .allowsHitTesting(slot.receivesTouches)
      .accessibilityHidden(!isInAccessibilityTree)
      // Size and placement last, so the content, its effect, its hit testing and the neighbor's
      // tap target are all inside the offset: hit where they are drawn (`offset` moves the
      // drawing and not the frame, Apple's offset docs), and the effect scales and turns the
      // item about its own center, as the style has placed it. The engine's spring moves the
      // slides, so none of these animate: they sit in the body of `.transaction(_:body:)`, whose
      // mutation applies to the modifiers inside it only (Apple: "to all animations used within
      // the body closure"), as `.animation(nil) { … }` does; the slides' own animations (a
      // `withAnimation` in a slide, transitions) are left alone, which a
      // `.transaction { $0.animation = nil }` above the slides would kill. The frame is inside
      // it too, so when an app animates the carousel's size the items take their new size as
      // their offsets take their new place. The one frame that places an edit the app made
      // inside `withAnimation` keeps the transaction's animation (the model gave the host the
      // edit inside it), so the slots slide to their new places as a `LazyHStack`'s do; the
      // next frame is the engine's again. Inserted and removed slots run the item's
      // `.transition`: `ForEach` inserts and removes them by the item's ID, outside this scope.
      .transaction({ if !placesEdit { $0.animation = nil } }) { placed in
        placed
          .frame(width: itemSize.width, height: itemSize.height)
          // A reachable neighbor (a tile of a row) selects itself on a tap its content leaves:
          // `gesture(_:including:)` attaches "with a lower precedence than gestures defined by
          // the view" (Apple's docs), so a button in the tile acts and a plain thumbnail
          // selects. `.subviews` ("enable all gestures in the subview hierarchy but disable the
          // added gesture") leaves the content's alone for the focused item and unreachable ones.
          .gesture(
            TapGesture().onEnded { slot.selectsOnUnhandledTap.map(select) },
            including: slot.selectsOnUnhandledTap == nil ? .subviews : .all
          )
          .overlay {
            if let index = slot.selectsOnTap {
              Color.clear.contentShape(Rectangle()).onTapGesture { select(index) }
            }
          }
          // Under the item's whole drawing (content, effect, tap targets) and before the scale,
          // so the shadow shrinks with a card at the back as the card does, and before the
          // opacity, so it fades with the card.
          .modifier(CarouselShadowEffect(shadow: shadow))
          .scaleEffect(item.scale)
          .rotation3DEffect(.radians(item.rotation.angle), axis: (x: axis.x, y: axis.y, z: axis.z))
          .opacity(item.opacity)
          .offset(x: item.x, y: item.y)
      }
      .zIndex(Double(slot.paintRank))
    }
  }
#endif
