// SwiftPM generates `Bundle.module` (an internal accessor of a target's resource bundle) when it
// builds a target with resources; the type-check compiles the sources without SwiftPM, so it is
// declared here for the check only. Never part of a build.
import Foundation

extension Bundle {
  /// The resource bundle SwiftPM generates for a target with resources.
  public static var module: Bundle { .main }
}
