import CarouselUI
import SwiftUI

/// A row of tiles in sections of 3, 2 and 3 that snaps to each section's first tile: the app's
/// own rule (`CarouselTargetBehavior`), as a scroll view takes one in `scrollTargetBehavior`. A
/// flick moves to the next section's first tile its way, a slow drag settles on the section start
/// nearest where the finger let go; looping, the sections go round. The header names the
/// section the row rests on.
struct SectionSnapScreen: View {
  /// The sections, in order: a title and its tiles.
  static let sections: [(title: String, tiles: [Slide])] = [
    ("Albums", Array(Slide.albums.prefix(3))),
    ("Places", Array(Slide.places.prefix(2))),
    ("Cards", Array(Slide.cards.prefix(3))),
  ]
  /// Every tile, section after section.
  static let tiles = sections.flatMap(\.tiles)
  /// The index of each section's first tile: 0, 3 and 5.
  static let starts = sections.indices.map { index in
    sections[..<index].reduce(0) { $0 + $1.tiles.count }
  }

  @State private var selection: Slide.ID?
  @State private var isLooping = false

  /// The title of the section of the selected tile.
  private var sectionTitle: String {
    let index = Self.tiles.firstIndex { $0.id == selection } ?? 0
    let section = Self.starts.lastIndex { $0 <= index } ?? 0
    return Self.sections[section].title
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      Toggle("Looping", isOn: $isLooping).padding(.horizontal, 20)
      Text(sectionTitle).font(.title2.bold()).padding(.horizontal, 20)
      Carousel(Self.tiles, selection: $selection) { tile in
        SlideCard(slide: tile, cornerRadius: 16)
      }
      .carouselItemLength(count: 3, spacing: 12)
      .carouselMargins(.horizontal, 20)
      .carouselAlignment(.leading)
      .carouselLooping(isLooping)
      .carouselTargetBehavior(SectionStarts(starts: Self.starts))
      .carouselIndicator(.hidden)
      .carouselItemName(\.title)
      .frame(height: 140)
      Spacer()
    }
    .padding(.vertical)
  }
}

/// Snaps a released drag to the first tile of a section: a flick to the next section start past
/// where the finger let go, its way; a slow release to the nearest section start. Looping, the
/// starts repeat every lap (`target.index` counts on across the seam).
struct SectionStarts: CarouselTargetBehavior {
  /// The index of each section's first tile, ascending.
  var starts: [Int]

  func updateTarget(_ target: inout CarouselTarget, context: CarouselTargetContext) {
    let released = context.releasedAt  // in items, counted as `target.index` is
    let candidates = sectionStarts(around: released, in: context)
    if context.velocity >= 0.5 {  // a flick forward, in items a second
      target.index = candidates.first { Double($0) > released } ?? candidates.last ?? 0
    } else if context.velocity <= -0.5 {  // a flick back
      target.index = candidates.last { Double($0) < released } ?? candidates.first ?? 0
    } else {  // a slow release
      target.index =
        candidates.min { abs(Double($0) - released) < abs(Double($1) - released) } ?? 0
    }
  }

  /// The starts, on the laps either side of `released` too when the carousel loops.
  private func sectionStarts(around released: Double, in context: CarouselTargetContext) -> [Int] {
    guard context.isLooping else { return starts }
    let count = context.itemCount
    let lap = Int((released / Double(count)).rounded(.down)) * count
    return [lap - count, lap, lap + count].flatMap { base in starts.map { base + $0 } }
  }
}

#Preview {
  NavigationStack { SectionSnapScreen() }
}
