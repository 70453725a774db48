#if canImport(SwiftUI)
  import SwiftUI

  extension Carousel where Data == Range<Int>, ID == Int {
    /// A carousel over a range of integers, each its own ID, as `ForEach(0..<n)` takes one: the
    /// carousel keeps the range as its bounds, so a range of a billion items costs what ten do
    /// (no ID is stored, hashed or compared).
    ///
    /// ```swift
    /// Carousel(0..<12) { month in MonthView(month: month) }
    ///   .frame(height: 240)
    /// ```
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
      self.init(data, id: \.self, content: content)
    }

    /// A carousel over a range of integers, each its own ID, with the selected integer in
    /// `selection` (`nil`: the first is shown, and the binding stays `nil` until the carousel
    /// moves). An endless-feeling day strip is a wide range:
    ///
    /// ```swift
    /// struct DayStrip: View {
    ///   @State private var day: Int? = 0  // days from today
    ///
    ///   var body: some View {
    ///     Carousel(-1_000_000..<1_000_000, selection: $day) { offset in DayView(offset: offset) }
    ///       .carouselStyle(.peek)
    ///       .frame(height: 120)
    ///   }
    /// }
    /// ```
    public init(
      _ data: Range<Int>, selection: Binding<Int?>,
      @ViewBuilder content: @escaping (Int) -> Content
    ) {
      self.init(data, id: \.self, selection: selection, content: content)
    }

    /// A carousel over a range of integers, each its own ID, with the selected integer in a
    /// non-optional binding, like `TabView`'s.
    ///
    /// ```swift
    /// struct DayPager: View {
    ///   @State private var day = 0
    ///
    ///   var body: some View {
    ///     Carousel(-1_000_000..<1_000_000, selection: $day) { offset in DayView(offset: offset) }
    ///       .frame(height: 120)
    ///   }
    /// }
    /// ```
    public init(
      _ data: Range<Int>, selection: Binding<Int>,
      @ViewBuilder content: @escaping (Int) -> Content
    ) {
      self.init(data, id: \.self, selection: selection, content: content)
    }
  }
#endif
