import CarouselUI
import SwiftUI

/// Place cards synced to a map: swiping the cards moves the map to the place, and tapping a
/// marker moves the cards to it. The carousel says what moved it, so the map follows the
/// user's swipes and not its own selection (which it shows already), and nothing is selected
/// on the map until someone picks a place: a `nil` selection stays `nil` on appear.
///
/// The map is drawn here (a grid and markers) so that the gallery needs no MapKit; with MapKit
/// the same carousel drives `Map(position:selection:)`, the camera moved in the same callback.
struct PlaceMapScreen: View {
  @State private var selectedID: MapPlace.ID?
  /// Where the drawn map is centered.
  @State private var center = MapPlace.all[0].point
  @State private var lastChange = "Nothing picked yet"

  var body: some View {
    ZStack(alignment: .bottom) {
      SchematicMap(center: center, selectedID: $selectedID)
      VStack(spacing: 8) {
        Text(lastChange)
          .font(.footnote.weight(.medium))
          .padding(.horizontal, 12)
          .padding(.vertical, 6)
          .background(.regularMaterial, in: Capsule())
        Carousel(MapPlace.all, selection: $selectedID) { place in PlaceCard(place: place) }
          .carouselStyle(.peek)
          .carouselIndicator(.hidden)
          .carouselItemName(\.name)
          .onCarouselSelectionChange { _, new, cause in
            let place = MapPlace.all.first { $0.id == new }
            lastChange = "\(place?.name ?? "None"), by \(cause)"
            // A marker tap (the map's own selection) already shows the place.
            guard cause != .program, let place else { return }
            withAnimation(.smooth) { center = place.point }
          }
          .frame(height: 150)
      }
      .padding(.bottom)
    }
  }
}

/// A place on the map, at a point of the drawn map (0 to 1 across and down).
struct MapPlace: Identifiable {
  let id: String
  let name: String
  let symbol: String
  let point: UnitPoint

  static let all = [
    MapPlace(
      id: "tartine", name: "Tartine Bakery", symbol: "cup.and.saucer.fill",
      point: UnitPoint(x: 0.55, y: 0.62)),
    MapPlace(
      id: "ferry", name: "Ferry Building", symbol: "ferry.fill", point: UnitPoint(x: 0.82, y: 0.2)),
    MapPlace(
      id: "presidio", name: "Presidio Tunnel Tops", symbol: "tree.fill",
      point: UnitPoint(x: 0.3, y: 0.12)),
    MapPlace(
      id: "twin-peaks", name: "Twin Peaks", symbol: "mountain.2.fill",
      point: UnitPoint(x: 0.38, y: 0.7)),
    MapPlace(
      id: "ocean-beach", name: "Ocean Beach", symbol: "water.waves",
      point: UnitPoint(x: 0.06, y: 0.64)),
  ]
}

/// A drawn map of the places: a grid, and a marker per place that selects it when tapped. It
/// pans so that `center` is in the middle.
struct SchematicMap: View {
  let center: UnitPoint
  @Binding var selectedID: MapPlace.ID?

  var body: some View {
    GeometryReader { proxy in
      let size = CGSize(width: proxy.size.width * 2, height: proxy.size.height * 2)
      ZStack(alignment: .topLeading) {
        Rectangle().fill(.green.opacity(0.12))
        Path { path in
          for step in stride(from: 0.0, through: 1, by: 0.1) {
            path.move(to: CGPoint(x: step * size.width, y: 0))
            path.addLine(to: CGPoint(x: step * size.width, y: size.height))
            path.move(to: CGPoint(x: 0, y: step * size.height))
            path.addLine(to: CGPoint(x: size.width, y: step * size.height))
          }
        }
        .stroke(.gray.opacity(0.25), lineWidth: 1)
        ForEach(MapPlace.all) { place in
          Button {
            selectedID = place.id
          } label: {
            Image(systemName: place.symbol)
              .font(selectedID == place.id ? .title : .body)
              .padding(8)
              .background(selectedID == place.id ? Color.accentColor : .secondary, in: Circle())
              .foregroundStyle(.white)
          }
          .accessibilityLabel(place.name)
          .position(x: place.point.x * size.width, y: place.point.y * size.height)
        }
      }
      .frame(width: size.width, height: size.height)
      // Order: the markers are inside what the offset moves, so they are drawn, and tapped,
      // where the panned map puts them; no gesture is attached after the offset.
      .offset(
        x: proxy.size.width / 2 - center.x * size.width,
        y: proxy.size.height / 2 - center.y * size.height)
    }
    // `clipped()` clips the drawing only; the hit shape keeps markers panned out of view from
    // taking taps beside the map.
    .clipped()
    .contentShape(Rectangle())
  }
}

/// A place's card: its symbol and name.
struct PlaceCard: View {
  let place: MapPlace

  var body: some View {
    HStack(spacing: 16) {
      Image(systemName: place.symbol)
        .font(.title)
        .foregroundStyle(.tint)
        .frame(width: 56, height: 56)
        .background(.tint.opacity(0.15), in: RoundedRectangle(cornerRadius: 12))
      Text(place.name).font(.headline)
      Spacer(minLength: 0)
    }
    .padding()
    .frame(maxHeight: .infinity)
    .background(.background, in: RoundedRectangle(cornerRadius: 20, style: .continuous))
    .shadow(radius: 6, y: 2)
  }
}

#Preview {
  NavigationStack { PlaceMapScreen() }
}
