#if canImport(SwiftUI)
  import SwiftUI

  /// The play/pause button of one carousel, drawn from the host's stage (its playback state).
  struct CarouselPlaybackButtonContent: View {
    @ObservedObject var model: CarouselModel

    var body: some View {
      let state = model.stage.playback
      Button {
        model.send { $0.togglePlayback(at: $1) }
      } label: {
        Label {
          Text(verbatim: state.title.localized)
        } icon: {
          Image(systemName: symbol(of: state))
        }
        .labelStyle(.iconOnly)
      }
      .disabled(!state.allowsPlayPause)
    }

    private func symbol(of state: CarouselPlaybackState) -> String {
      switch state {
      case .playing: return "pause.fill"
      case .offBySystemSetting: return "play.slash.fill"
      case .paused, .unavailable: return "play.fill"
      }
    }
  }
#endif
