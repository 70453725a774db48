/// A layout style of any type, as one concrete type: the type of the built-in styles
/// (`.paged`, `.peek`, `.scale`, `.fade`, `.rotation`, `.coverFlow`, `.stack`, `.ring`, each
/// also a function taking its parameters), and a way to hold a style chosen at run time, as
/// SwiftUI's `AnyShape` holds a shape.
///
/// It is a style itself: a custom style can hold a built-in one and change what it draws.
///
/// ```swift
/// Carousel(photos) { photo in PhotoCard(photo) }
///   .carouselStyle(.peek(peek: 40, sideScale: 0.85))
/// ```
///
/// ```swift
/// let styles: [AnyCarouselLayoutStyle] = [
///   .paged, .peek, AnyCarouselLayoutStyle(LeaningCarouselStyle()),
/// ]
/// ```
///
/// Equal when both wrap styles of the same type with the same parameters. (The web playground's
/// Embedded build, which has no `any CarouselLayoutStyle`, holds every style in this type; the
/// style lives in a class that forwards every requirement of ``CarouselLayoutStyle`` to it.)
public struct AnyCarouselLayoutStyle: CarouselLayoutStyle {
  private let box: any StyleBox

  /// Wraps `style` (a style already wrapped is taken as it is, not wrapped twice).
  public init(_ style: some CarouselLayoutStyle) {
    box = alreadyBoxed(style, as: AnyCarouselLayoutStyle.self)?.box ?? ConcreteStyleBox(style)
  }

  #if !hasFeature(Embedded)
    /// The wrapped style itself (what a configuration holds: ``CarouselConfiguration/held(_:)``).
    package var base: any CarouselLayoutStyle { box.base }
  #endif

  // Every requirement of `CarouselLayoutStyle`, in its order, forwarded to the wrapped style;
  // a requirement added there is added here and in `StyleBox` (a missing one would silently
  // take the protocol's default in the Embedded build only).

  /// The wrapped style's spacing.
  public var preferredSpacing: Double { box.preferredSpacing }
  /// The wrapped style's peek.
  public var preferredPeek: Double { box.preferredPeek }
  /// The wrapped style's item fraction.
  public var preferredItemFraction: Double { box.preferredItemFraction }
  /// The wrapped style's drag threshold.
  public var preferredDistanceThreshold: Double { box.preferredDistanceThreshold }
  /// The wrapped style's drag length.
  public func dragLength(in geometry: CarouselLayoutGeometry) -> Double {
    box.dragLength(in: geometry)
  }
  /// The wrapped style's stage length.
  public func preferredStageLength(in context: CarouselLayoutContext) -> Double? {
    box.preferredStageLength(in: context)
  }
  /// The wrapped style's reach.
  public func reach(in geometry: CarouselLayoutGeometry) -> Double { box.reach(in: geometry) }
  /// The wrapped style's reach toward the previous side.
  public func previousReach(in geometry: CarouselLayoutGeometry) -> Double {
    box.previousReach(in: geometry)
  }
  /// The wrapped style's reach toward the next side.
  public func nextReach(in geometry: CarouselLayoutGeometry) -> Double {
    box.nextReach(in: geometry)
  }
  /// Whether the wrapped style repeats every lap.
  public func repeatsEveryLap(in geometry: CarouselLayoutGeometry) -> Bool {
    box.repeatsEveryLap(in: geometry)
  }
  /// The wrapped style's alignment.
  public func resolvedAlignment(_ requested: CarouselAlignment) -> CarouselAlignment {
    box.resolvedAlignment(requested)
  }
  /// Whether the wrapped style respects the safe area.
  public func respectsSafeArea(in context: CarouselLayoutContext) -> Bool {
    box.respectsSafeArea(in: context)
  }
  /// Whether the wrapped style casts shadows.
  public var castsShadows: Bool { box.castsShadows }
  /// The wrapped style's shadow of `item`.
  public func shadow(of item: CarouselVisibleItem) -> CarouselItemShadow {
    box.shadow(of: item)
  }
  /// The wrapped style's attributes.
  public func attributes(forOffset offset: Double, in geometry: CarouselLayoutGeometry)
    -> CarouselItemAttributes
  {
    box.attributes(forOffset: offset, in: geometry)
  }
  /// The wrapped style's visible items.
  public func forEachVisibleItem(
    in context: CarouselLayoutContext, _ body: (CarouselVisibleItem) throws -> Void
  ) rethrows {
    try box.forEachVisibleItem(in: context, body)
  }

  /// Whether both wrap styles of the same type with the same parameters.
  public static func == (lhs: AnyCarouselLayoutStyle, rhs: AnyCarouselLayoutStyle) -> Bool {
    lhs.box.isEqual(to: rhs.box)
  }
}

/// The class-bound face of a wrapped style: the requirements of ``CarouselLayoutStyle``, and
/// equality with another box.
private protocol StyleBox: AnyObject, Sendable {
  var preferredSpacing: Double { get }
  var preferredPeek: Double { get }
  var preferredItemFraction: Double { get }
  var preferredDistanceThreshold: Double { get }
  func dragLength(in geometry: CarouselLayoutGeometry) -> Double
  func preferredStageLength(in context: CarouselLayoutContext) -> Double?
  func reach(in geometry: CarouselLayoutGeometry) -> Double
  func previousReach(in geometry: CarouselLayoutGeometry) -> Double
  func nextReach(in geometry: CarouselLayoutGeometry) -> Double
  func repeatsEveryLap(in geometry: CarouselLayoutGeometry) -> Bool
  func resolvedAlignment(_ requested: CarouselAlignment) -> CarouselAlignment
  func respectsSafeArea(in context: CarouselLayoutContext) -> Bool
  var castsShadows: Bool { get }
  func shadow(of item: CarouselVisibleItem) -> CarouselItemShadow
  func attributes(forOffset offset: Double, in geometry: CarouselLayoutGeometry)
    -> CarouselItemAttributes
  /// Whether `other` holds a style of the same type with the same parameters.
  func forEachVisibleItem(
    in context: CarouselLayoutContext, _ body: (CarouselVisibleItem) throws -> Void
  ) rethrows
  func isEqual(to other: any StyleBox) -> Bool
  #if !hasFeature(Embedded)
    /// The style in the box.
    var base: any CarouselLayoutStyle { get }
  #endif
}

/// A style of type `Style`, boxed.
private final class ConcreteStyleBox<Style: CarouselLayoutStyle>: StyleBox {
  let style: Style
  #if !hasFeature(Embedded)
    var base: any CarouselLayoutStyle { style }
  #endif

  init(_ style: Style) { self.style = style }

  var preferredSpacing: Double { style.preferredSpacing }
  var preferredPeek: Double { style.preferredPeek }
  var preferredItemFraction: Double { style.preferredItemFraction }
  var preferredDistanceThreshold: Double { style.preferredDistanceThreshold }
  func dragLength(in geometry: CarouselLayoutGeometry) -> Double {
    style.dragLength(in: geometry)
  }
  func preferredStageLength(in context: CarouselLayoutContext) -> Double? {
    style.preferredStageLength(in: context)
  }
  func reach(in geometry: CarouselLayoutGeometry) -> Double { style.reach(in: geometry) }
  func previousReach(in geometry: CarouselLayoutGeometry) -> Double {
    style.previousReach(in: geometry)
  }
  func nextReach(in geometry: CarouselLayoutGeometry) -> Double { style.nextReach(in: geometry) }
  func repeatsEveryLap(in geometry: CarouselLayoutGeometry) -> Bool {
    style.repeatsEveryLap(in: geometry)
  }
  func resolvedAlignment(_ requested: CarouselAlignment) -> CarouselAlignment {
    style.resolvedAlignment(requested)
  }
  func respectsSafeArea(in context: CarouselLayoutContext) -> Bool {
    style.respectsSafeArea(in: context)
  }
  var castsShadows: Bool { style.castsShadows }
  func shadow(of item: CarouselVisibleItem) -> CarouselItemShadow { style.shadow(of: item) }
  func attributes(forOffset offset: Double, in geometry: CarouselLayoutGeometry)
    -> CarouselItemAttributes
  {
    style.attributes(forOffset: offset, in: geometry)
  }
  func forEachVisibleItem(
    in context: CarouselLayoutContext, _ body: (CarouselVisibleItem) throws -> Void
  ) rethrows {
    try style.forEachVisibleItem(in: context, body)
  }

  func isEqual(to other: any StyleBox) -> Bool {
    guard let other = other as? ConcreteStyleBox<Style> else { return false }
    return other.style == style
  }
}
