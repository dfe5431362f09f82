import AppContract

// How the view models' notices read on screen. View models stay free of UI strings; the view
// controllers and the state export read the text from here, so both say the same.

extension ProductListViewModel.Notice {
  /// The notice as the screen and the exported state show it.
  public var text: String {
    switch self {
    case .loadFailed: AppText.productsLoadFailed
    case .favoriteFailed: AppText.favoriteFailed
    }
  }
}

extension ProductDetailViewModel.Notice {
  /// The notice as the screen and the exported state show it.
  public var text: String {
    switch self {
    case .loadFailed: AppText.productLoadFailed
    case .favoriteFailed: AppText.favoriteFailed
    }
  }
}

extension HistoryViewModel.Notice {
  /// The notice as the screen and the exported state show it.
  public var text: String {
    switch self {
    case .loadFailed: AppText.historyLoadFailed
    case .deleteFailed: AppText.deleteFailed
    }
  }
}

extension BMIViewModel.State {
  /// What the form reads as its outcome: the prompt, or `22.9 Normal`.
  public var outcomeText: String {
    switch reading {
    case .success(let reading):
      "\(reading.result.formattedValue) \(AppText.categoryName(reading.result.category))"
    case .failure(let problem): AppText.prompt(problem)
    }
  }
}
