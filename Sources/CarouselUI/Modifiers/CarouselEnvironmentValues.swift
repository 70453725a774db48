#if canImport(SwiftUI)
  import SwiftUI

  extension EnvironmentValues {
    /// The carousel modifiers' settings.
    var carouselSettings: CarouselSettings {
      get { self[CarouselSettingsKey.self] }
      set { self[CarouselSettingsKey.self] = newValue }
    }

    /// The carousel modifiers' callbacks, effect, focus and empty content.
    var carouselExtras: CarouselViewExtras {
      get { self[CarouselExtrasKey.self] }
      set { self[CarouselExtrasKey.self] = newValue }
    }

    /// The reader carousels claim and what controls show (see `CarouselScope`).
    var carouselScope: CarouselScope {
      get { self[CarouselScopeKey.self] }
      set { self[CarouselScopeKey.self] = newValue }
    }
  }

  private struct CarouselSettingsKey: EnvironmentKey {
    static var defaultValue: CarouselSettings { CarouselSettings() }
  }

  private struct CarouselExtrasKey: EnvironmentKey {
    static var defaultValue: CarouselViewExtras { CarouselViewExtras() }
  }

  private struct CarouselScopeKey: EnvironmentKey {
    static var defaultValue: CarouselScope { CarouselScope() }
  }
#endif
