import Domain

/// A variant's state, exported into one architecture-neutral shape so the harness can compare
/// four architectures. Each variant builds it from wherever its pattern keeps state (view
/// controllers and services, view models, presenters and interactors, a store).
///
/// Lists carry their ids only when loaded; a screen that is not in the hierarchy has no section.
public struct AppSnapshot: Equatable, Sendable {
  public var products: ListSnapshot<ProductID>
  /// The app-wide favourite state of every product the app has heard of, and the requests in
  /// flight.
  public var favorites: FavoritesSnapshot
  /// The product detail screen's state, while it is in the Products stack.
  public var detail: DetailSnapshot?
  /// The checkout modal's state, while it is presented.
  public var checkout: CheckoutSnapshot?
  public var orders: ListSnapshot<String>
  public var bmi: BMISnapshot
  public var history: ListSnapshot<String>

  public init(
    products: ListSnapshot<ProductID>, favorites: FavoritesSnapshot, detail: DetailSnapshot?,
    checkout: CheckoutSnapshot?, orders: ListSnapshot<String>, bmi: BMISnapshot, history: ListSnapshot<String>
  ) {
    self.products = products
    self.favorites = favorites
    self.detail = detail
    self.checkout = checkout
    self.orders = orders
    self.bmi = bmi
    self.history = history
  }

  /// The canonical text, one line per part, compared across variants (the favourites take a line
  /// per 256 products). A harness that exports the same app step after step reads it through a
  /// ``CanonicalLineCache``.
  public var canonicalLines: [String] {
    ["products: \(products.canonical)"] + favorites.canonicalLines + [
      "detail: \(detail?.canonical ?? "none")",
      "checkout: \(checkout?.canonical ?? "none")",
      "orders: \(orders.canonical)",
      "bmi: \(bmi.canonical)",
      "history: \(history.canonical)",
    ]
  }
}

/// Where a screen's data is.
public enum LoadPhase: String, Sendable, Hashable {
  /// The screen has never appeared, so nothing was asked for.
  case notLoaded = "not-loaded"
  case loading
  case loaded
  case failed
}

/// A list screen's state: phase, row ids in display order (when loaded), the message it shows.
public struct ListSnapshot<ID: Hashable & Sendable & CustomStringConvertible>: Equatable, Sendable {
  public var phase: LoadPhase
  public var ids: [ID]
  /// The error text on screen, if any (`Could not update favourite`).
  public var message: String?

  public init(phase: LoadPhase, ids: [ID] = [], message: String? = nil) {
    self.phase = phase
    self.ids = ids
    self.message = message
  }

  var canonical: String {
    var text = phase.rawValue
    if phase == .loaded { text += " [\(ids.map(\.description).joined(separator: ", "))]" }
    if let message { text += " message=\"\(message)\"" }
    return text
  }
}

/// The product detail screen's state.
public struct DetailSnapshot: Equatable, Sendable {
  public var productID: ProductID
  public var phase: LoadPhase
  public var message: String?

  public init(productID: ProductID, phase: LoadPhase, message: String? = nil) {
    self.productID = productID
    self.phase = phase
    self.message = message
  }

  var canonical: String {
    "\(productID) \(phase.rawValue)" + (message.map { " message=\"\($0)\"" } ?? "")
  }
}

/// The checkout modal's state.
public struct CheckoutSnapshot: Equatable, Sendable {
  public enum Phase: String, Sendable {
    case ready
    case processing
    case failed
  }

  public var productID: ProductID
  public var phase: Phase

  public init(productID: ProductID, phase: Phase) {
    self.productID = productID
    self.phase = phase
  }

  var canonical: String { "\(productID) \(phase.rawValue)" }
}

/// The BMI form's state.
public struct BMISnapshot: Equatable, Sendable {
  public enum SavePhase: String, Sendable {
    case idle
    case saving
    case failed
  }

  public var heightText: String
  public var weightText: String
  public var standard: BMIStandard
  /// What the form shows: the prompt text, or the value and category (`23.1 Normal`).
  public var outcome: String
  public var save: SavePhase

  public init(heightText: String, weightText: String, standard: BMIStandard, outcome: String, save: SavePhase)
  {
    self.heightText = heightText
    self.weightText = weightText
    self.standard = standard
    self.outcome = outcome
    self.save = save
  }

  var canonical: String {
    "height=\"\(heightText)\" weight=\"\(weightText)\" standard=\(standard.rawValue) "
      + "outcome=\"\(outcome)\" save=\(save.rawValue)"
  }
}
