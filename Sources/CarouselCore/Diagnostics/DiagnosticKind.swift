extension CarouselDiagnostic {
  /// Which problem this is, ignoring the values that describe it: the kind, plus the subject
  /// for kinds that can hold for several subjects at once (an item's duration, a named size).
  /// A pending list keeps one diagnostic per problem, the latest, so repeated bad input (even
  /// NaN, which never equals itself) cannot grow it while distinct problems are all kept.
  var problem: String {
    switch self {
    case .duplicateIDs: return "duplicateIDs"
    case .runTooLong: return "runTooLong"
    case .selectionNotFound: return "selectionNotFound"
    case .selectedIndexOutOfRange: return "selectedIndexOutOfRange"
    case .selectionOfAnotherType: return "selectionOfAnotherType"
    case .invalidInterval: return "invalidInterval"
    case .intervalRaised: return "intervalRaised"
    case .invalidResumeDelay: return "invalidResumeDelay"
    case .invalidSize(let name, _): return "invalidSize " + name
    case .invalidItemDuration(let item, _): return "invalidItemDuration " + item
    case .insetsExceedViewport: return "insetsExceedViewport"
    case .marginsExceedViewport: return "marginsExceedViewport"
    case .invalidItemColumns(let name, _, _): return "invalidItemColumns " + name
    case .itemIDsReplacedOnEveryUpdate: return "itemIDsReplacedOnEveryUpdate"
    case .readerShared: return "readerShared"
    case .controlOutsideCarousel(let control): return "controlOutsideCarousel " + control
    case .noPageTagged: return "noPageTagged"
    case .pagesWithoutIDs: return "pagesWithoutIDs"
    case .targetOutOfRange: return "targetOutOfRange"
    }
  }
}
