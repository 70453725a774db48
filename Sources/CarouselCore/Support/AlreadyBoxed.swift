/// `value` as a `Box` when it already is one, else `nil`: a type-erasing box's initializer takes
/// a boxed value as it is rather than boxing it again (``AnyCarouselLayoutStyle``,
/// ``AnyCarouselTargetBehavior``), so that the built-in styles and steps, which arrive boxed,
/// keep their identity.
///
/// Embedded Swift (the web playground) has no dynamic casts of values: there it is always
/// `nil`, and a boxed value is boxed again, which forwards the same answers.
func alreadyBoxed<Box>(_ value: some Any, as _: Box.Type) -> Box? {
  #if hasFeature(Embedded)
    return nil
  #else
    return value as? Box
  #endif
}
