#if canImport(SwiftUI)
  import SwiftUI

  // The modifiers that size and place a carousel's items relative to the carousel, spelled as
  // SwiftUI sizes and places a scroll view's: `containerRelativeFrame`, `contentMargins`,
  // `scrollTargetBehavior(.viewAligned)`. Each only writes the settings; CarouselCore resolves
  // them (`CarouselItemLength`, `CarouselEdgeInsets`, `CarouselAlignment`), with the
  // carousel's size and safe area, on every frame.
  //
  // Order: like SwiftUI's environment modifiers (`.font`), the one written nearer the carousel
  // wins for what it sets. `carouselItemLength` always sets both lengths (one call describes
  // the item, as `carouselIndicator` sets its style and place); `carouselMargins` sets only the
  // edges it names, so `.carouselMargins(.leading, 40).carouselMargins(.horizontal, 20)` is 40 on the
  // leading edge and 20 on the trailing one.
  extension View {
    /// Sizes the items of the carousels in this view relative to the carousel, as
    /// `containerRelativeFrame` sizes a scroll view's items: `.fraction(0.8)` is four fifths of
    /// the room along the paging axis, `.count(3, span: 2)` two of three columns, `.points(280)`
    /// (or just `280`) a fixed length, `.fitted` each item as long as its content (its ideal
    /// length, as `fixedSize()` gives it, measured when the item is first drawn). `cross` sizes
    /// the item across the axis the same way; `nil` fills the room across.
    ///
    /// The room is the carousel's length less its insets and margins and, for a style that
    /// keeps its items in the safe area, the safe area: the container less its safe area and
    /// content margins, as `containerRelativeFrame` measures a scroll view. What the item leaves
    /// of the room is what peeks of its neighbors.
    ///
    /// ```swift
    /// Carousel(photos) { photo in PhotoCard(photo) }
    ///   .carouselItemLength(.fraction(0.8))  // neighbors peek in the other fifth
    ///   .carouselSpacing(12)
    ///   .frame(height: 260)
    ///
    /// Carousel(filters, id: \.self) { filter in Chip(filter) }
    ///   .carouselItemLength(.fitted)  // chips as wide as their text
    ///   .carouselAlignment(.leading)
    ///   .carouselSizing(.fitted)
    /// ```
    public func carouselItemLength(
      _ main: CarouselItemLength, cross: CarouselItemLength? = nil
    ) -> CarouselModifiedContent<Self> {
      carouselSettings {
        $0.configuration.layout.mainItemLength = main
        $0.configuration.layout.crossItemLength = cross
      }
    }

    /// Makes each item of the carousels in this view `span` of `count` columns that fill the
    /// carousel, SwiftUI's `containerRelativeFrame(_:count:span:spacing:)`:
    /// `(room - spacing × (count - 1)) / count × span + spacing × (span - 1)`.
    ///
    /// Leave `spacing` out to size with the carousel's gap (``SwiftUI/View/carouselSpacing(_:)``
    /// or the style's), so the columns line up. Given, it is what the size assumes, and, when
    /// the carousel has no spacing of its own, also the gap between the items: written alone,
    /// `count: 3, spacing: 12` lays out three items 12 points apart, as a
    /// `containerRelativeFrame` in an `HStack(spacing: 12)` does. A count or span below 1
    /// counts as 1 (with a runtime warning in debug builds).
    ///
    /// ```swift
    /// Carousel(apps) { app in AppTile(app) }
    ///   .carouselItemLength(count: 3, spacing: 12)
    ///   .carouselMargins(.horizontal, 20)
    ///   .carouselAlignment(.leading)
    ///   .frame(height: 150)
    /// ```
    public func carouselItemLength(
      count: Int, span: Int = 1, spacing: Double? = nil, cross: CarouselItemLength? = nil
    ) -> CarouselModifiedContent<Self> {
      carouselItemLength(.count(count, span: span, spacing: spacing), cross: cross)
    }

    /// Adds `length` points of margin on `edges` of the carousels in this view, like
    /// `contentMargins(_:_:for:)` on a scroll view: margins along the paging axis (leading and
    /// trailing of a horizontal carousel) add to its insets, keeping the items off those
    /// edges at rest while they still slide through the margins; margins across it (top and
    /// bottom of a horizontal carousel) inset the items, which shrink to fit, or, with a cross
    /// length of their own, are centered between them. Where the style keeps the safe area
    /// (``CarouselLayoutStyle/respectsSafeArea(in:)``), margins come on top of it, as
    /// `contentMargins` adds to the safe area. `nil` removes the margins on `edges`.
    ///
    /// Edges not named keep their margins, so the one written nearer the carousel wins only
    /// for the edges it names.
    ///
    /// ```swift
    /// Carousel(cards) { card in CardView(card) }
    ///   .carouselStyle(.peek)
    ///   .carouselMargins(.vertical, 12)  // room for the cards' shadows
    ///   .carouselMargins(.horizontal, 20)  // as the list's text margins
    ///   .frame(height: 240)
    /// ```
    public func carouselMargins(_ edges: Edge.Set, _ length: Double?)
      -> CarouselModifiedContent<Self>
    {
      carouselSettings {
        $0.configuration.layout.margins = $0.configuration.layout.margins.setting(
          top: edges.contains(.top), leading: edges.contains(.leading),
          bottom: edges.contains(.bottom), trailing: edges.contains(.trailing), to: length)
      }
    }

    /// Adds `length` points of margin on every edge of the carousels in this view, as
    /// ``SwiftUI/View/carouselMargins(_:_:)`` with `.all`.
    ///
    /// ```swift
    /// .carouselMargins(16)
    /// ```
    public func carouselMargins(_ length: Double) -> CarouselModifiedContent<Self> {
      carouselMargins(.all, length)
    }

    /// Sets the margins of each edge of the carousels in this view, as
    /// `contentMargins(_:for:)` with `EdgeInsets`: leading and trailing in the reading
    /// direction.
    ///
    /// ```swift
    /// .carouselMargins(EdgeInsets(top: 8, leading: 20, bottom: 16, trailing: 20))
    /// ```
    public func carouselMargins(_ insets: EdgeInsets) -> CarouselModifiedContent<Self> {
      carouselSettings {
        $0.configuration.layout.margins = CarouselEdgeInsets(insets)
      }
    }

    /// Places the focused item of the carousels in this view: `.center` (the default), or
    /// `.leading`, its leading edge at the leading inset and margin with the next items after
    /// it, as App Store and TV rows look (and as `scrollTargetBehavior(.viewAligned)` aligns a
    /// scroll view's items), mirrored right to left, on both axes. A finite row stops at its
    /// end, so its last screen shows no blank gap: the focus then moves along the row to the
    /// last items. The ring, cover flow and the stack stay centered.
    ///
    /// ```swift
    /// Carousel(episodes) { episode in EpisodeTile(episode) }
    ///   .carouselItemLength(.fraction(0.42))
    ///   .carouselAlignment(.leading)
    ///   .carouselMargins(.horizontal, 20)
    ///   .frame(height: 180)
    /// ```
    public func carouselAlignment(_ alignment: CarouselAlignment) -> CarouselModifiedContent<Self> {
      carouselSettings { $0.configuration.layout.alignment = alignment }
    }

    /// Sizes the carousels in this view across their paging axis: `.flexible` (the default)
    /// takes the height offered, `.fitted` takes the height of the tallest slide drawn, as a
    /// horizontal `ScrollView` hugs its content (the width, for a vertical carousel).
    ///
    /// Fitted, each item's content is offered its width and no height, so it takes its ideal
    /// height (text, an image with an `aspectRatio`, a fixed `frame`; a plain `Color` or a
    /// resizable image without an aspect ratio is 10 points tall); the slides are as tall as the
    /// tallest content among the selected item and those within reach, plus the margins across,
    /// and the indicator's strip is added below. The height follows Dynamic Type and changes of
    /// the data, animating from one fitted height to the next (not with Reduce Motion). The
    /// height offered is ignored, as `fixedSize()` ignores it: a `.frame(height:)` around a
    /// fitted carousel only places it. Flexible, a `.frame(height:)` covers the slides and the
    /// indicator's strip together.
    ///
    /// ```swift
    /// Form {
    ///   Carousel(themes) { theme in ThemeSwatch(theme) }
    ///     .carouselItemLength(.fraction(0.5))
    ///     .carouselSizing(.fitted)  // no height to guess, at any text size
    /// }
    /// ```
    public func carouselSizing(_ sizing: CarouselSizing) -> CarouselModifiedContent<Self> {
      carouselSettings { $0.sizing = sizing }
    }
  }
#endif
