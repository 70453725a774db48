#if canImport(SwiftUI)
  import SwiftUI

  extension CarouselProxy {
    /// The user's play/pause choice, as a binding for a `Toggle`.
    public var isPlayingBinding: Binding<Bool> {
      Binding(get: { isPlaying }, set: { setPlaying($0) })
    }
  }
#endif
