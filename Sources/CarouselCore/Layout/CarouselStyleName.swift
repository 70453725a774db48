/// The built-in styles by name, for command lines (`--style ring`), settings screens and code
/// that runs every style.
///
/// ```swift
/// for name in CarouselStyleName.allCases {
///   draw(name.style.visibleItems(in: context))
/// }
/// CarouselStyleName(rawValue: "coverFlow")?.style  // .coverFlow
/// ```
@usableFromInline package enum CarouselStyleName: String, Hashable, Sendable, CaseIterable {
  /// `.paged`.
  case paged
  /// `.peek`.
  case peek
  /// `.scale`.
  case scale
  /// `.fade`.
  case fade
  /// `.rotation`.
  case rotation
  /// `.coverFlow`.
  case coverFlow
  /// `.stack`.
  case stack
  /// `.ring`.
  case ring

  #if hasFeature(Embedded)
    /// The style with its default parameters, boxed: Embedded Swift has no
    /// `any CarouselLayoutStyle` (see ``AnyCarouselLayoutStyle``).
    @usableFromInline package var style: AnyCarouselLayoutStyle {
      switch self {
      case .paged: return AnyCarouselLayoutStyle(PagedCarouselStyle())
      case .peek: return AnyCarouselLayoutStyle(PeekCarouselStyle())
      case .scale: return AnyCarouselLayoutStyle(ScaleCarouselStyle())
      case .fade: return AnyCarouselLayoutStyle(FadeCarouselStyle())
      case .rotation: return AnyCarouselLayoutStyle(RotationCarouselStyle())
      case .coverFlow: return AnyCarouselLayoutStyle(CoverFlowCarouselStyle())
      case .stack: return AnyCarouselLayoutStyle(StackCarouselStyle())
      case .ring: return AnyCarouselLayoutStyle(RingCarouselStyle())
      }
    }
  #else
    /// The style with its default parameters.
    @usableFromInline package var style: any CarouselLayoutStyle {
      switch self {
      case .paged: return PagedCarouselStyle()
      case .peek: return PeekCarouselStyle()
      case .scale: return ScaleCarouselStyle()
      case .fade: return FadeCarouselStyle()
      case .rotation: return RotationCarouselStyle()
      case .coverFlow: return CoverFlowCarouselStyle()
      case .stack: return StackCarouselStyle()
      case .ring: return RingCarouselStyle()
      }
    }
  #endif
}
