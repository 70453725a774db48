import CarouselCore
import TestSupport
import Testing
import UpdateCycleDouble

/// Random contexts with every new layout input (relative item lengths along and across, margins,
/// a safe area, the alignment, hostile values among them), every built-in style, finite and
/// looping, both axes and reading directions, checked against the test's own model written from
/// the documentation:
/// - the geometry: insets and margins and (where the style respects it) the safe area per edge,
///   scaled to fit; the rooms; the item lengths (`containerRelativeFrame`'s formula); the focus
///   shift, a leading row's from its scroll offset clamped to the row's end;
/// - every drawn item at the model's place along and across the axis, mirrored as documented;
/// - every page whose frame touches the viewport drawn (as `LayoutCoveragePropertyTests` checks
///   for centered rows), now with the focus anywhere a leading row puts it.
///
/// A failure prints its seed; `CAROUSEL_PROPERTY_SEQUENCES=N` runs more.
@Suite struct RelativeLayoutPropertyTests {
  private static let chunkCount = 4

  @Test(.offThePool, arguments: 0..<chunkCount)
  func theLayoutMatchesTheModel(chunk: Int) {
    var checked = 0
    var skipped = 0
    let sequences = propertySequenceCount(default: 4_000)
    for sequence in stride(from: chunk, to: sequences, by: Self.chunkCount) {
      let seed = UInt64(sequence)
      let model = RelativeLayoutModel(seed: seed)
      for name in CarouselStyleName.allCases {
        switch model.check(name) {
        case .matches: checked += 1
        case .tooManyToDraw: skipped += 1
        case .differs(let message):
          Issue.record("seed \(seed), \(name): \(message); context \(model.context)")
          return
        }
      }
    }
    #expect(skipped * 10 < checked, "\(skipped) skipped, \(checked) checked")
  }

  @Test func theSameSeedGivesTheSameContext() {
    #expect(RelativeLayoutModel(seed: 3).context == RelativeLayoutModel(seed: 3).context)
    #expect(RelativeLayoutModel(seed: 3).context != RelativeLayoutModel(seed: 4).context)
  }
}

/// One random context and the model of its layout.
private struct RelativeLayoutModel {
  enum Outcome: Equatable {
    case matches
    case tooManyToDraw
    case differs(String)
  }

  /// How far from the position the coverage check looks, in pages, on each side.
  static let scanPages = 120
  /// The styles whose items sit on a row: they honor a leading alignment.
  static let rows: Set<CarouselStyleName> = [.paged, .peek, .scale, .fade, .rotation]
  /// The page styles: they fill the frame unless something asks them to leave room.
  static let pages: Set<CarouselStyleName> = [.paged, .scale, .fade, .rotation]

  let context: CarouselLayoutContext
  /// The item lengths as drawn, for the model (the context keeps them opaque).
  let main: Length?
  let cross: Length?

  /// A relative length as the model sees it.
  enum Length: Equatable {
    case points(Double)
    case fraction(Double)
    case count(Int, span: Int, spacing: Double?)

    var value: CarouselItemLength {
      switch self {
      case .points(let length): return .points(length)
      case .fraction(let fraction): return .fraction(fraction)
      case .count(let count, let span, let spacing):
        return .count(count, span: span, spacing: spacing)
      }
    }
  }

  init(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    func chance(_ percent: Int) -> Bool { Int(random.below(100)) < percent }
    func uniform(_ range: ClosedRange<Double>) -> Double {
      Double.random(in: range, using: &random)
    }
    func hostile() -> Double {
      [.nan, -.infinity, .infinity, -3, 1e300][random.below(5)]
    }
    let axis: CarouselAxis = chance(50) ? .horizontal : .vertical
    let mainLength = uniform(40...1_200)
    let crossLength = uniform(40...800)
    func edge(_ length: Double, _ share: Double) -> Double {
      if chance(5) { return hostile() }
      return chance(50) ? 0 : uniform(0...(share * length))
    }
    let along = (edge(mainLength, 0.3), edge(mainLength, 0.3))
    let across = (edge(crossLength, 0.3), edge(crossLength, 0.3))
    let margins =
      chance(40)
      ? CarouselEdgeInsets()
      : axis == .horizontal
        ? CarouselEdgeInsets(top: across.0, leading: along.0, bottom: across.1, trailing: along.1)
        : CarouselEdgeInsets(top: along.0, leading: across.0, bottom: along.1, trailing: across.1)
    let safeArea =
      chance(40)
      ? CarouselEdgeInsets()
      : CarouselEdgeInsets(
        top: edge(crossLength, 0.2), leading: edge(mainLength, 0.15),
        bottom: edge(crossLength, 0.2), trailing: edge(mainLength, 0.15))
    func length(_ room: Double) -> Length? {
      switch random.below(5) {
      case 0: return .points(chance(5) ? hostile() : uniform(1...(1.2 * room)))
      case 1: return .fraction(chance(5) ? hostile() : uniform(0.05...1.5))
      case 2:
        return .count(
          random.below(6) - (chance(5) ? 3 : 0) + 1, span: random.below(3) + 1,
          spacing: chance(50) ? nil : uniform(0...40))
      default: return nil
      }
    }
    main = length(mainLength)
    cross = chance(60) ? nil : length(crossLength)
    let counts = [0, 1, 2, 3, 4, 5, 7, 10, 40, 1_000_000]
    let count = counts[random.below(counts.count)]
    let page =
      chance(70)
      ? random.below(min(count, 45) + 6) - 3 : random.below(2_001) - 1_000
    let fraction = chance(25) ? [0, 0.5, 0.25][random.below(3)] : uniform(0...0.999)
    context = CarouselLayoutContext(
      count: count,
      isLooping: chance(50),
      viewportWidth: axis == .horizontal ? mainLength : crossLength,
      viewportHeight: axis == .horizontal ? crossLength : mainLength,
      spacing: chance(50) ? nil : uniform(0...(0.1 * mainLength)),
      peek: chance(50) ? nil : uniform(0...(0.2 * mainLength)),
      leadingInset: chance(60) ? 0 : uniform(0...(0.3 * mainLength)),
      trailingInset: chance(60) ? 0 : uniform(0...(0.3 * mainLength)), axis: axis,
      layoutDirection: chance(50) ? .leftToRight : .rightToLeft, reduceMotion: chance(20),
      alignment: chance(50) ? .center : .leading, margins: margins, safeAreaInsets: safeArea,
      mainItemLength: main?.value, crossItemLength: cross?.value
    ).positioned(at: CarouselPosition(page: page, fraction: fraction))
  }

  // MARK: The model

  private func valid(_ value: Double?) -> Double {
    guard let value, value.isFinite, value >= 0 else { return 0 }
    return min(value, 1e9)
  }

  /// The model's geometry for `name`.
  struct Geometry {
    var leading = 0.0
    var trailing = 0.0
    var crossLeading = 0.0
    var crossTrailing = 0.0
    var itemMain = 0.0
    var itemCross = 0.0
    var spacing = 0.0
    var focusShift = 0.0
    var crossShift: Double { (crossLeading - crossTrailing) / 2 }
    var pitch: Double { itemMain + spacing }
  }

  func geometry(_ name: CarouselStyleName) -> Geometry {
    let style = name.style
    let horizontal = context.axis == .horizontal
    let viewportMain = valid(horizontal ? context.viewportWidth : context.viewportHeight)
    let viewportCross = valid(horizontal ? context.viewportHeight : context.viewportWidth)
    let margins = context.margins
    let safe = context.safeAreaInsets
    let peek = valid(context.peek ?? style.preferredPeek)
    let hasSafeArea = [safe.top, safe.leading, safe.bottom, safe.trailing].contains { $0 != 0 }
    let leavesRoom =
      valid(context.peek) > 0 || valid(context.leadingInset) > 0
      || valid(context.trailingInset) > 0
      || [margins.top, margins.leading, margins.bottom, margins.trailing].contains {
        valid($0) > 0
      } || main != nil || cross != nil || context.alignment == .leading
    let respects = hasSafeArea && (!Self.pages.contains(name) || leavesRoom)
    // Edges in the model's own words: along a horizontal axis the leading and trailing edges,
    // along a vertical one the top and bottom; across, the others.
    func edges(_ insets: CarouselEdgeInsets, along: Bool) -> (Double, Double) {
      (horizontal == along)
        ? (valid(insets.leading), valid(insets.trailing))
        : (valid(insets.top), valid(insets.bottom))
    }
    let marginsAlong = edges(margins, along: true)
    let marginsAcross = edges(margins, along: false)
    let safeAlong = respects ? edges(safe, along: true) : (0, 0)
    let safeAcross = respects ? edges(safe, along: false) : (0, 0)
    var model = Geometry()
    // Summed as documented, the inset plus the margin and safe area (in that grouping, so that
    // a room that rounds to nothing does so here too, amplified by a huge fraction).
    var leading = valid(context.leadingInset) + (marginsAlong.0 + safeAlong.0)
    var trailing = valid(context.trailingInset) + (marginsAlong.1 + safeAlong.1)
    if leading + trailing > viewportMain {
      let scale = viewportMain / (leading + trailing)
      (leading, trailing) = (leading * scale, trailing * scale)
    }
    var crossLeading = marginsAcross.0 + safeAcross.0
    var crossTrailing = marginsAcross.1 + safeAcross.1
    if crossLeading + crossTrailing > viewportCross {
      let scale = viewportCross / (crossLeading + crossTrailing)
      (crossLeading, crossTrailing) = (crossLeading * scale, crossTrailing * scale)
    }
    (model.leading, model.trailing) = (leading, trailing)
    (model.crossLeading, model.crossTrailing) = (crossLeading, crossTrailing)
    var ownSpacing: Double? = nil
    if case .count(_, _, let spacing) = main { ownSpacing = spacing }
    model.spacing = valid(context.spacing ?? ownSpacing ?? style.preferredSpacing)
    let isLeading = context.alignment == .leading && Self.rows.contains(name)
    let room = max(viewportMain - leading - trailing, 0)
    let crossRoom = max(viewportCross - crossLeading - crossTrailing, 0)
    func resolve(_ length: Length, in room: Double) -> Double {
      switch length {
      case .points(let points): return valid(points)
      case .fraction(let fraction): return valid(valid(fraction) * room)
      case .count(let count, let span, let spacing):
        let gap = valid(spacing ?? model.spacing)
        let (c, s) = (Double(max(count, 1)), Double(max(span, 1)))
        return valid((room - gap * (c - 1)) / c * s + gap * (s - 1))
      }
    }
    let sides = (isLeading ? 1 : 2) * (peek + model.spacing)
    model.itemMain =
      main.map { resolve($0, in: room) }
      ?? valid(max(room - sides, 0) * valid(style.preferredItemFraction))
    model.itemCross = cross.map { resolve($0, in: crossRoom) } ?? crossRoom
    if !isLeading {
      model.focusShift = (leading - trailing) / 2
    } else {
      // A scroll view's offset: the focus's page times the pitch, clamped so that the row's
      // end (the last item's trailing edge) never comes before the trailing inset, unless
      // dragged past the last page.
      let base = -viewportMain / 2 + leading + model.itemMain / 2
      let count = max(context.count, 0)
      let loops = context.isLooping && count > 1
      let pitch = model.pitch
      var shift = 0.0
      if !loops, pitch > 0, count > 0 {
        let last = Double(count - 1)
        let position = Double(context.position.page) + context.position.fraction
        // The furthest the row scrolls at rest, in pages: its content less the room.
        let furthest = max(0, (last * pitch + model.itemMain - room) / pitch)
        if furthest < last {
          let scrolled =
            position <= furthest
            ? position : position <= last ? furthest : furthest + (position - last)
          shift = (position - scrolled) * pitch
        }
      }
      model.focusShift = base + shift
    }
    return model
  }

  // MARK: The check

  private func close(_ lhs: Double, _ rhs: Double) -> Bool {
    abs(lhs - rhs) <= 1e-6 * max(1, abs(lhs), abs(rhs))
  }

  func check(_ name: CarouselStyleName) -> Outcome {
    let style = name.style
    let model = geometry(name)
    let geometry = style.geometry(in: context)
    let pairs: [(String, Double, Double)] = [
      ("leading inset", geometry.leadingInset, model.leading),
      ("trailing inset", geometry.trailingInset, model.trailing),
      ("cross leading inset", geometry.crossLeadingInset, model.crossLeading),
      ("cross trailing inset", geometry.crossTrailingInset, model.crossTrailing),
      ("spacing", geometry.spacing, model.spacing),
      ("item main length", geometry.itemMainLength, model.itemMain),
      ("item cross length", geometry.itemCrossLength, model.itemCross),
      ("focus shift", geometry.focusShift, model.focusShift),
      ("cross shift", geometry.crossShift, model.crossShift),
    ]
    for (label, value, expected) in pairs where !close(value, expected) {
      return .differs("\(label) \(value), model \(expected)")
    }
    let horizontal = context.axis == .horizontal
    let rightToLeft = context.layoutDirection == .rightToLeft
    let mirrorsMain = horizontal && rightToLeft
    let mirrorsCross = !horizontal && rightToLeft
    var drawn: [CarouselVisibleItem] = []
    style.forEachVisibleItem(in: context) { drawn.append($0) }
    // Every drawn item where the model puts it.
    for item in drawn {
      let attributes = style.attributes(forOffset: item.offset, in: geometry)
      let main = attributes.mainOffset + model.focusShift
      let cross = attributes.crossOffset + model.crossShift
      guard close(item.mainOffset, mirrorsMain ? -main : main),
        close(item.crossOffset, mirrorsCross ? -cross : cross)
      else {
        return .differs(
          "page \(item.page) drawn at \(item.mainOffset), \(item.crossOffset); model \(main), "
            + "\(cross)")
      }
    }
    // Every page that touches the viewport drawn.
    let viewportMain = valid(horizontal ? context.viewportWidth : context.viewportHeight)
    let viewportCross = valid(horizontal ? context.viewportHeight : context.viewportWidth)
    let count = max(context.count, 0)
    guard count > 0 else { return drawn.isEmpty ? .matches : .differs("items without items") }
    let loops = context.isLooping && count > 1
    let page = context.position.page
    let scanned =
      !loops && count <= 2 * Self.scanPages
      ? 0...(count - 1) : (page - Self.scanPages)...(page + Self.scanPages)
    var frames: [(page: Int, index: Int, main: Double, scale: Double, offset: Double)] = []
    for step in scanned {
      let index: Int
      if loops {
        index = ((step % count) + count) % count
      } else {
        guard (0..<count).contains(step) else { continue }
        index = step
      }
      let offset = Double(step - page) - context.position.fraction
      let attributes = style.attributes(forOffset: offset, in: geometry)
      let scale = attributes.scale
      guard scale.isFinite, scale > 0, attributes.opacity > 0 else { continue }
      let main = attributes.mainOffset + model.focusShift
      let cross = attributes.crossOffset + model.crossShift
      let tolerance = 1e-6
      guard abs(main) < (viewportMain + scale * model.itemMain) / 2 - tolerance,
        abs(cross) < (viewportCross + scale * model.itemCross) / 2 - tolerance,
        scale * model.itemMain > tolerance, scale * model.itemCross > tolerance
      else { continue }
      frames.append((step, index, mirrorsMain ? -main : main, scale, offset))
    }
    // Identical frames of one item (a small ring's laps) are one frame on screen: the one
    // nearest the focus stands for them.
    var touching: [(page: Int, index: Int, main: Double, scale: Double, offset: Double)] = []
    for frame in frames.sorted(by: { abs($0.offset) < abs($1.offset) })
    where !touching.contains(where: {
      $0.index == frame.index && close($0.main, frame.main) && close($0.scale, frame.scale)
    }) {
      touching.append(frame)
    }
    guard touching.count <= CarouselLayoutGeometry.maximumVisibleSlots else {
      return .tooManyToDraw
    }
    if loops || count > 2 * Self.scanPages,
      let edge = touching.first(where: {
        $0.page == scanned.lowerBound || $0.page == scanned.upperBound
      })
    {
      return .differs("the model's scan is too narrow: page \(edge.page) touches the viewport")
    }
    for frame in touching {
      let isDrawn = drawn.contains {
        $0.index == frame.index && close($0.mainOffset, frame.main) && close($0.scale, frame.scale)
      }
      if !isDrawn {
        return .differs(
          "page \(frame.page) (item \(frame.index)) at \(frame.main) touches the viewport but is "
            + "not drawn; drawn pages \(drawn.map(\.page))")
      }
    }
    return .matches
  }
}
