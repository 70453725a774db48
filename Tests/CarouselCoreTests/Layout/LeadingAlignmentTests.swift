import CarouselCore
import Testing

/// `CarouselAlignment.leading`: the focused item at the leading inset, the next ones after it,
/// a finite row stopping at its end; mirrored right to left, on both axes; the ring, cover flow
/// and the stack stay centered.
@Suite struct LeadingAlignmentTests {
  /// The styles whose items sit on a row.
  static let rows: [CarouselStyleName] = [.paged, .peek, .scale, .fade, .rotation]
  /// The styles arranged about their focus.
  static let arranged: [CarouselStyleName] = [.coverFlow, .stack, .ring]

  /// 390 points along the axis, 260 across, insets 20 and 10: a 360-point room, three
  /// columns of 112 points 12 apart (a pitch of 124). At rest the focused item's center is
  /// `-195 + 20 + 56 = -119` points from the viewport's center, before mirroring.
  private func context(
    _ orientation: Orientation, count: Int = 10,
    page: Int = 0, fraction: Double = 0, isLooping: Bool = false,
    alignment: CarouselAlignment = .leading
  ) -> CarouselLayoutContext {
    var context = orientedContext(
      orientation, count: count, page: page, fraction: fraction, isLooping: isLooping)
    (context.spacing, context.leadingInset, context.trailingInset) = (12, 20, 10)
    (context.alignment, context.mainItemLength) = (alignment, .count(3))
    return context
  }

  /// `value` as drawn: mirrored in a right-to-left horizontal layout.
  private func drawn(_ value: Double, _ orientation: Orientation)
    -> Double
  {
    orientation == (.horizontal, .rightToLeft) ? -value : value
  }

  private func center(
    ofItem index: Int, _ name: CarouselStyleName, in context: CarouselLayoutContext
  ) -> Double? {
    name.style.visibleItems(in: context).first { $0.index == index }?.mainOffset
  }

  @Test(arguments: rows)
  func theFocusedItemSitsAtTheLeadingInsetOnEveryAxisAndDirection(name: CarouselStyleName) {
    for orientation in everyOrientation {
      for isLooping in [false, true] {
        let context = context(orientation, page: 4, isLooping: isLooping)
        let geometry = name.style.geometry(in: context)
        #expect(geometry.alignment == .leading)
        #expect(geometry.itemMainLength == 112)
        #expect(geometry.focusShift == -119, "\(name) \(orientation) \(isLooping)")
        let focused = name.style.visibleItems(in: context).first { $0.isFocused }
        #expect(focused?.index == 4)
        #expect(focused?.mainOffset == drawn(-119, orientation), "\(name) \(orientation)")
      }
    }
  }

  /// The rows whose neighbors show at rest (a fade's side pages are transparent).
  @Test(arguments: [CarouselStyleName.paged, .peek, .scale, .rotation])
  func theNextItemsShowAfterTheFocusedOne(name: CarouselStyleName) {
    for orientation in everyOrientation {
      // In the middle, the previous item's edge shows in the leading inset; items 5 and 6 fill
      // the room after the focused item 4; item 7 starts 2 points past the trailing edge.
      let middle = name.style.visibleItems(in: context(orientation, page: 4))
      #expect(middle.map(\.index) == [3, 4, 5, 6], "\(name) \(orientation)")
      // At the start nothing comes before the focused item.
      let start = name.style.visibleItems(in: context(orientation, page: 0))
      #expect(start.map(\.index) == [0, 1, 2], "\(name) \(orientation)")
    }
  }

  @Test func onAPlainRowEveryItemIsAPitchFurther() {
    for orientation in everyOrientation {
      let items = PagedCarouselStyle().visibleItems(in: context(orientation, page: 4))
      #expect(
        items.map(\.mainOffset) == [-243, -119, 5, 129].map { drawn($0, orientation) },
        "\(orientation)")
    }
  }

  /// Ten items, three to a screen: from page 7 on the last item's trailing edge is at the
  /// trailing inset, so the row stays and the focus moves on to items 8 and 9.
  @Test(arguments: rows)
  func aFiniteRowStopsAtItsEndAndTheFocusMovesOn(name: CarouselStyleName) {
    for orientation in everyOrientation {
      let focus = [7, 8, 9].map { page -> Double? in
        name.style.visibleItems(in: context(orientation, page: page)).first { $0.isFocused }?
          .mainOffset
      }
      #expect(focus == [-119, 5, 129].map { drawn($0, orientation) }, "\(name) \(orientation)")
      // The last item ends at the trailing inset: 195 - 10 = 185 = 129 + 56.
      let geometry = name.style.geometry(in: context(orientation, page: 9))
      #expect(geometry.focusShift == 129)
      #expect(geometry.focusShift + geometry.itemMainLength / 2 == 185)
    }
  }

  @Test func theRowDoesNotMoveOnItsLastPagesAndMovesAgainPastTheEnd() {
    for orientation in everyOrientation {
      let rows = [(7, 0.0), (7, 0.5), (8, 0.0), (8, 0.25), (9, 0.0)].map { page, fraction in
        PagedCarouselStyle().visibleItems(
          in: context(orientation, page: page, fraction: fraction)
        ).filter { $0.index >= 7 }.map(\.mainOffset)
      }
      let still = [-119.0, 5, 129].map { drawn($0, orientation) }
      for row in rows { #expect(row == still, "\(orientation)") }
      // Dragged half a page past the last one, the row follows the finger again.
      let past = context(orientation, page: 9, fraction: 0.5)
      #expect(center(ofItem: 9, .paged, in: past) == drawn(67, orientation))
      // Half a page before the first one likewise: the first item moves off the leading inset.
      let before = context(orientation, page: -1, fraction: 0.5)
      #expect(center(ofItem: 0, .paged, in: before) == drawn(-57, orientation))
    }
  }

  @Test func aLoopingRowHasNoEnd() {
    for orientation in everyOrientation {
      let context = context(orientation, page: 9, isLooping: true)
      #expect(PagedCarouselStyle().geometry(in: context).focusShift == -119)
      let items = PagedCarouselStyle().visibleItems(in: context)
      #expect(items.map(\.index) == [8, 9, 0, 1], "\(orientation)")
    }
  }

  @Test func aRowShorterThanTheRoomStaysAtTheLeadingInset() {
    for orientation in everyOrientation {
      for page in [0, 1] {
        let items = PagedCarouselStyle().visibleItems(
          in: context(orientation, count: 2, page: page))
        #expect(items.map(\.mainOffset) == [-119, 5].map { drawn($0, orientation) })
        #expect(items.map(\.isFocused) == [page == 0, page == 1])
      }
      // One item, finite or looping (one item never loops): at the leading inset.
      for isLooping in [false, true] {
        let one = context(orientation, count: 1, isLooping: isLooping)
        #expect(center(ofItem: 0, .paged, in: one) == drawn(-119, orientation))
      }
    }
  }

  @Test func aDerivedLengthLeavesOnePeekAfterTheItem() {
    for orientation in everyOrientation {
      var context = context(orientation, page: 2)
      context.mainItemLength = nil
      (context.leadingInset, context.trailingInset) = (0, 0)
      context.spacing = nil
      // 390 - (28 + 12) = 350 points; its center at -195 + 175 = -20.
      let geometry = PeekCarouselStyle().geometry(in: context)
      #expect(geometry.itemMainLength == 350)
      #expect(geometry.focusShift == -20)
      // Nothing before it: the previous item ends 12 points before the leading edge.
      let items = PeekCarouselStyle().visibleItems(in: context)
      #expect(items.map(\.index) == [2, 3])
      // The next item, a pitch of 362 on, scaled to 0.92 and moved in by 0.04 × 350, shows its
      // 28-point peek: its near edge at 195 - 28.
      guard let next = items.last else {
        Issue.record("no next item")
        continue
      }
      #expect(drawn(next.mainOffset, orientation) == 328)
      #expect(isClose(drawn(next.mainOffset, orientation) - 0.92 * 350 / 2, 167))
    }
  }

  @Test(arguments: arranged)
  func stylesArrangedAboutTheirFocusStayCentered(name: CarouselStyleName) {
    for orientation in everyOrientation {
      for isLooping in [false, true] {
        for page in [0, 4, 9] {
          let leading = context(orientation, page: page, isLooping: isLooping)
          var centered = leading
          centered.alignment = .center
          #expect(name.style.geometry(in: leading).alignment == .center)
          #expect(
            name.style.visibleItems(in: leading) == name.style.visibleItems(in: centered),
            "\(name) \(orientation) \(isLooping) \(page)")
        }
      }
    }
  }

  @Test func centerIsTheDefaultAndCentersBetweenTheInsets() {
    #expect(CarouselConfiguration().layout.alignment == .center)
    for orientation in everyOrientation {
      let context = context(orientation, page: 4, alignment: .center)
      #expect(PagedCarouselStyle().geometry(in: context).focusShift == 5)
    }
  }
}
