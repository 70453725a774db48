#if canImport(SwiftUI)
  import SwiftUI

  /// Owns one carousel's model, made once, on `clock`, when the carousel first appears. Every
  /// carousel has its own model, also inside a ``CarouselReader`` (which only points at one).
  struct CarouselModelOwner<Content: View>: View {
    @StateObject private var model: CarouselModel
    private let content: (CarouselModel) -> Content

    init(clock: CarouselClock, @ViewBuilder content: @escaping (CarouselModel) -> Content) {
      _model = StateObject(wrappedValue: CarouselModel(clock: clock))
      self.content = content
    }

    var body: some View { content(model) }
  }
#endif
