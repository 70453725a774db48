#if canImport(SwiftUI)
  import SwiftUI

  /// The carousel's one driver task and its selection feedback, in a view of their own behind
  /// the stage, drawn from `CarouselModel.driverBody`: a new deadline or a page change of the
  /// user's redraws this view alone, not the stage.
  struct CarouselDriverView<ID: Hashable & Sendable>: View {
    let model: CarouselModel<ID>
    let settings: CarouselSettings

    var body: some View {
      let body = model.driverBody(settings: settings)
      Color.clear
        // The one driver: a new deadline or the view going away cancels it (see `runDriver`).
        .task(id: body.deadline) { await model.runDriver() }
        // Not on visionOS, whose minimum here is 1.0: Apple lists
        // `sensoryFeedback(_:trigger:condition:)` as visionOS 26.0+, and Xcode 15's SDK declares
        // it `@available(xrOS, unavailable)`, so no `#available` check could reach it there.
        #if !os(visionOS)
          .sensoryFeedback(.selection, trigger: body.userSelectionChanges) { _, _ in
            body.playsSelectionFeedback
          }
        #endif
    }
  }
#endif
