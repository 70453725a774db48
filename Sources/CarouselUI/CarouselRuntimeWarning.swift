#if canImport(SwiftUI)
  import CarouselCore
  #if canImport(os)
    import os
  #endif

  /// Reports the engine's diagnostics as runtime warnings: in debug builds, a purple warning in
  /// Xcode's issue navigator and a fault in the log; nothing in release builds. Never a crash.
  enum CarouselRuntimeWarning {
    static func report(_ diagnostics: [CarouselDiagnostic]) {
      #if DEBUG && canImport(os)
        for diagnostic in diagnostics {
          os_log(.fault, log: log, "%{public}@", diagnostic.message)
        }
      #endif
    }

    #if DEBUG && canImport(os)
      /// Xcode shows faults in this subsystem as runtime issues.
      private static let log = OSLog(subsystem: "com.apple.runtime-issues", category: "Carousel")
    #endif
  }
#endif
