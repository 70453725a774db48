import CarouselUI
import SwiftUI

/// Edits that animate: cards inserted and removed inside `withAnimation`, as a `LazyHStack`'s
/// items are. The carousel stays on the selected card; its neighbors slide to their new places
/// with the animation, and a card that comes or goes runs its `.transition`. With "Animate" off,
/// the same edits jump, as any change made outside `withAnimation` does.
struct AnimatedEditsScreen: View {
  @State private var cards = Array(Slide.cards.prefix(4))
  @State private var selection: Slide.ID?
  @State private var animates = true

  var body: some View {
    VStack(spacing: 20) {
      Toggle("Animate", isOn: $animates)
        .padding(.horizontal)

      Carousel(cards, selection: $selection) { card in
        SlideCard(slide: card, cornerRadius: 24)
          // Runs when the card is inserted or removed inside an animation.
          .transition(.scale.combined(with: .opacity))
      }
      .carouselStyle(.peek)
      .carouselItemName(\.title)
      .carouselEmptyContent {
        ContentUnavailableView("No Cards", systemImage: "rectangle.on.rectangle.slash")
      }
      .frame(height: 300)

      HStack(spacing: 12) {
        Button("Insert", systemImage: "plus") { edit(insert) }
          .disabled(cards.count == Slide.cards.count)
        Button(role: .destructive) {
          edit(remove)
        } label: {
          Label("Remove", systemImage: "minus")
        }
        .disabled(cards.isEmpty)
      }
      .buttonStyle(.bordered)

      Spacer(minLength: 0)
    }
    .padding(.vertical)
  }

  /// Makes `change` inside `withAnimation` when "Animate" is on.
  private func edit(_ change: () -> Void) {
    if animates {
      withAnimation(.snappy, change)
    } else {
      change()
    }
  }

  /// Inserts the first card not shown, after the selected one (first when none is selected).
  private func insert() {
    guard let card = Slide.cards.first(where: { !cards.contains($0) }) else { return }
    let selected = cards.firstIndex { $0.id == selection }
    cards.insert(card, at: selected.map { $0 + 1 } ?? 0)
  }

  /// Removes the selected card (the first when none is selected): the carousel moves on to the
  /// next one.
  private func remove() {
    guard !cards.isEmpty else { return }
    cards.remove(at: cards.firstIndex { $0.id == selection } ?? 0)
  }
}

#Preview {
  NavigationStack { AnimatedEditsScreen() }
}
