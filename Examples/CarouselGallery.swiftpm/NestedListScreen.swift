import CarouselUI
import SwiftUI

/// A carousel inside a vertical `List`, with buttons on its slides: a vertical drag that starts
/// on the carousel scrolls the list, a horizontal one pages the carousel, and a tap on the
/// focused slide's button reaches the button.
struct NestedListScreen: View {
  @State private var saved: Set<Slide.ID> = []

  var body: some View {
    List {
      Section("Trips") {
        ForEach(Slide.places) { place in
          Label(place.title, systemImage: place.symbol)
        }
      }

      Section("Picks for You") {
        Carousel(Slide.featured) { pick in
          PickCard(pick: pick, isSaved: saved.contains(pick.id)) {
            if saved.remove(pick.id) == nil { saved.insert(pick.id) }
          }
        }
        .carouselStyle(.peek)
        .carouselLooping()
        .frame(height: 240)
        .listRowInsets(EdgeInsets(top: 12, leading: 0, bottom: 12, trailing: 0))
      }

      Section("Saved") {
        if saved.isEmpty {
          Text("Nothing saved yet: tap Save on a pick.")
            .foregroundStyle(.secondary)
        }
        ForEach(Slide.featured.filter { saved.contains($0.id) }) { pick in
          Label(pick.title, systemImage: pick.symbol)
        }
      }

      Section("More") {
        ForEach(Slide.cards) { card in
          Label(card.title, systemImage: card.symbol)
        }
      }
    }
  }
}

/// A slide with a button on it.
private struct PickCard: View {
  let pick: Slide
  let isSaved: Bool
  let toggleSaved: () -> Void

  var body: some View {
    SlideCard(slide: pick, cornerRadius: 20)
      .overlay(alignment: .topTrailing) {
        // A bordered style keeps the tap on the button, not on the whole list row.
        Button(action: toggleSaved) {
          Label(isSaved ? "Saved" : "Save", systemImage: isSaved ? "heart.fill" : "heart")
        }
        .buttonStyle(.borderedProminent)
        .tint(.white.opacity(0.25))
        .padding(12)
      }
  }
}

#Preview {
  NavigationStack { NestedListScreen() }
}
