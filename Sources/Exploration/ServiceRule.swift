/// One `api` or `store` line of a generated flow.
public struct ServiceRule: Hashable, Sendable {
  /// The API methods, with the names scenarios use.
  public enum Method: String, CaseIterable, Hashable, Sendable {
    case fetchProducts, fetchProduct, setFavorite, placeOrder, fetchOrders
  }

  /// The history store's operations.
  public enum StoreOperation: String, CaseIterable, Hashable, Sendable {
    case load, save, delete
  }

  public enum Target: Hashable, Sendable {
    /// An `api` line, optionally only for one product and, for `setFavorite`, one value.
    case api(Method, productID: String? = nil, on: Bool? = nil)
    case store(StoreOperation)
  }

  public enum Answer: Hashable, Sendable {
    /// A fixture of the pool, by file name.
    case fixture(String)
    case ok
    case empty
    case network
    case timeout
    case server(Int)
    /// `store … -> fail`.
    case storeFailure
    /// `store load -> stale`: the records as they were when the call arrived, after the whole
    /// latency, even when the load was cancelled meanwhile (a superseded load's late answer).
    case stale

    public var isFailure: Bool {
      switch self {
      case .network, .timeout, .server, .storeFailure: true
      case .fixture, .ok, .empty, .stale: false
      }
    }
  }

  public enum Frequency: Hashable, Sendable {
    case always
    case once
    case onCall(Int)

    /// Lower wins when several rules match: `on call n`, then `once`, then `always`.
    var precedence: Int {
      switch self {
      case .onCall: 0
      case .once: 1
      case .always: 2
      }
    }
  }

  public var target: Target
  public var answer: Answer
  /// Latency in milliseconds of virtual time.
  public var latency: Int
  public var frequency: Frequency

  public init(_ target: Target, _ answer: Answer, latency: Int = 0, frequency: Frequency = .always) {
    self.target = target
    self.answer = answer
    self.latency = latency
    self.frequency = frequency
  }

  /// The rule as a scenario line (`api setFavorite p2 on -> fail server 500 after 100ms once`).
  public var line: String {
    var words: [String]
    switch target {
    case .api(let method, let productID, let on):
      words = ["api", method.rawValue]
      if let productID { words.append(productID) }
      if let on { words.append(on ? "on" : "off") }
    case .store(let operation):
      words = ["store", operation.rawValue]
    }
    words.append("->")
    switch answer {
    case .fixture(let name): words.append("fixtures/\(name)")
    case .ok: words.append("ok")
    case .empty: words.append("empty")
    case .network: words += ["fail", "network"]
    case .timeout: words += ["fail", "timeout"]
    case .server(let status): words += ["fail", "server", String(status)]
    case .storeFailure: words.append("fail")
    case .stale: words.append("stale")
    }
    if latency > 0 { words += ["after", "\(latency)ms"] }
    switch frequency {
    case .always: break
    case .once: words.append("once")
    case .onCall(let number): words += ["on", "call", String(number)]
    }
    return words.joined(separator: " ")
  }

  /// The fixture the rule answers with, if any.
  public var fixtureName: String? {
    if case .fixture(let name) = answer { return name }
    return nil
  }
}
