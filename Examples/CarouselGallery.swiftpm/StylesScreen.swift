import CarouselUI
import SwiftUI

/// An infinite carousel with three page transitions (scale, opacity, rotation3D),
/// and every other built-in style, chosen with a picker. It loops without copies of the data
/// and advances every 3 seconds; leaving the screen or the app stops the wait.
struct StylesScreen: View {
  @State private var style = GalleryStyle.scale
  @State private var selection: Slide.ID?

  var body: some View {
    VStack(spacing: 20) {
      Picker("Style", selection: $style) {
        ForEach(GalleryStyle.allCases) { style in
          Text(style.title).tag(style)
        }
      }
      .pickerStyle(.menu)

      Carousel(Slide.cards, selection: $selection) { card in
        SlideCard(slide: card, cornerRadius: 16)
          .padding(.horizontal, style.pagePadding)
      }
      .carouselStyle(style.layout)
      .carouselLooping()
      .carouselAutoplay(.seconds(3))
      .frame(height: 260)

      Text(style.note)
        .font(.callout)
        .foregroundStyle(.secondary)
        .padding(.horizontal)

      Spacer(minLength: 0)
    }
    .padding(.top)
  }
}

/// The styles the picker offers: the three transitions first, then the other styles.
enum GalleryStyle: String, CaseIterable, Identifiable, Hashable {
  case scale
  case opacity
  case rotation3D
  case paged
  case peek
  case coverFlow
  case stack
  case ring

  var id: Self { self }

  var title: String {
    switch self {
    case .scale: return "Scale"
    case .opacity: return "Opacity"
    case .rotation3D: return "Rotation 3D"
    case .paged: return "Paged"
    case .peek: return "Peek"
    case .coverFlow: return "Cover Flow"
    case .stack: return "Stack"
    case .ring: return "Ring"
    }
  }

  var note: String {
    switch self {
    case .scale: return "Scale: a leaving page shrinks to nothing."
    case .opacity: return "Opacity: a leaving page fades out."
    case .rotation3D:
      return "Rotation 3D: pages turn about the vertical axis."
    case .paged: return "One page fills the width; neighbors slide in edge to edge."
    case .peek: return "Neighbors peek in beside the focused card, scaled and dimmed."
    case .coverFlow: return "Side cards stand turned and packed closely, the nearest in front."
    case .stack: return "The next cards wait in a deck behind the focused one."
    case .ring: return "Cards orbit on a ring and shrink with depth."
    }
  }

  /// The layout: the carousel keeps its page, its motion and its autoplay wait when it changes.
  var layout: AnyCarouselLayoutStyle {
    switch self {
    case .scale: return .scale(sideScale: 0)
    case .opacity: return .fade
    case .rotation3D: return .rotation
    case .paged: return .paged
    case .peek: return .peek
    case .coverFlow: return .coverFlow
    case .stack: return .stack
    case .ring: return .ring
    }
  }

  /// The transitions' pages fill the width and inset their content 30 points on each side; the other
  /// styles size their items themselves.
  var pagePadding: Double {
    switch self {
    case .scale, .opacity, .rotation3D: return 30
    case .paged, .peek, .coverFlow, .stack, .ring: return 0
    }
  }
}

#Preview {
  NavigationStack { StylesScreen() }
}
