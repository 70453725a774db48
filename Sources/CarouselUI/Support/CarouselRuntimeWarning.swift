#if canImport(SwiftUI)
  import CarouselCore
  #if canImport(os)
    import os
  #endif
  #if canImport(Darwin)
    import Darwin
  #endif

  /// Reports the engine's diagnostics as runtime warnings: in debug builds, a fault in the log,
  /// logged the way Xcode lists as a runtime issue (a purple warning, as the notes below say;
  /// type-checked here, not yet seen on a device); nothing in release builds. Never a crash.
  ///
  /// Xcode lists a fault logged to the `com.apple.runtime-issues` subsystem as a runtime issue
  /// only when it is logged on behalf of a system framework's image: `os_log` takes the image
  /// as `dso:`, which defaults to the caller's (CarouselUI's), and then it is only a console
  /// fault. The address of any symbol in SwiftUI's image (`AnyView`'s type descriptor) is
  /// passed instead, found once with `dladdr`.
  enum CarouselRuntimeWarning {
    static func report(_ diagnostics: [CarouselDiagnostic]) {
      #if DEBUG && canImport(os)
        guard !diagnostics.isEmpty else { return }
        let destination = RuntimeIssueDestination.shared
        for diagnostic in diagnostics {
          os_log(
            .fault, dso: destination.image, log: destination.log, "%{public}@", diagnostic.message)
        }
      #endif
    }
  }

  #if DEBUG && canImport(os)
    /// Where runtime warnings are logged: the log Xcode shows as runtime issues, and the system
    /// image they are logged on behalf of. Made once, on first use.
    ///
    /// `@unchecked Sendable`, so that one shared value can be a static in Swift 6 (`OSLog` is not
    /// declared `Sendable`, and the standard library's unsafe pointers are not `Sendable`). It is
    /// safe: both are constants set once in `init` and never mutated; `OSLog` handles are
    /// documented as safe to use from any thread, and the pointer is only an address handed to
    /// `os_log` as `dso:`, never read or written through.
    private struct RuntimeIssueDestination: @unchecked Sendable {
      /// Xcode shows faults in this subsystem as runtime issues.
      let log = OSLog(subsystem: "com.apple.runtime-issues", category: "Carousel")
      /// The start of SwiftUI's image in memory, or CarouselUI's own when it cannot be found
      /// (the warning is then a console fault, as without it).
      let image: UnsafeRawPointer = {
        var info = Dl_info()
        guard let symbol = dlsym(dlopen(nil, RTLD_LAZY), "$s7SwiftUI7AnyViewVMn"),
          dladdr(symbol, &info) != 0, let base = info.dli_fbase
        else { return UnsafeRawPointer(#dsohandle) }
        return UnsafeRawPointer(base)
      }()

      static let shared = RuntimeIssueDestination()
    }
  #endif
#endif
