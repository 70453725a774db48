/// The built-in styles by name, for command lines (`--style ring`), settings screens and code
/// that runs every style.
///
/// ```swift
/// for name in CarouselStyleName.allCases {
///   let items = name.style.visibleItems(in: context)
/// }
/// CarouselStyleName(rawValue: "coverFlow")?.style
/// ```
public enum CarouselStyleName: String, Hashable, Sendable, CaseIterable {
  /// ``PagedCarouselStyle``.
  case paged
  /// ``PeekCarouselStyle``.
  case peek
  /// ``ScaleCarouselStyle``.
  case scale
  /// ``FadeCarouselStyle``.
  case fade
  /// ``RotationCarouselStyle``.
  case rotation
  /// ``CoverFlowCarouselStyle``.
  case coverFlow
  /// ``StackCarouselStyle``.
  case stack
  /// ``RingCarouselStyle``.
  case ring

  #if hasFeature(Embedded)
    /// The style with its default parameters, boxed: Embedded Swift has no
    /// `any CarouselLayoutStyle` (see ``AnyCarouselLayoutStyle``).
    public var style: AnyCarouselLayoutStyle {
      switch self {
      case .paged: return AnyCarouselLayoutStyle(.paged)
      case .peek: return AnyCarouselLayoutStyle(.peek)
      case .scale: return AnyCarouselLayoutStyle(.scale)
      case .fade: return AnyCarouselLayoutStyle(.fade)
      case .rotation: return AnyCarouselLayoutStyle(.rotation)
      case .coverFlow: return AnyCarouselLayoutStyle(.coverFlow)
      case .stack: return AnyCarouselLayoutStyle(.stack)
      case .ring: return AnyCarouselLayoutStyle(.ring)
      }
    }
  #else
    /// The style with its default parameters.
    public var style: any CarouselLayoutStyle {
      switch self {
      case .paged: return .paged
      case .peek: return .peek
      case .scale: return .scale
      case .fade: return .fade
      case .rotation: return .rotation
      case .coverFlow: return .coverFlow
      case .stack: return .stack
      case .ring: return .ring
      }
    }
  #endif
}
