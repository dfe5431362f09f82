/// What an `expect-record` line says of a saved BMI record: its id, and the fields it checks
/// (nil: not checked).
///
/// `expect-record r1 height 180 weight 72.5 standard Taiwan`
public struct RecordExpectation: Equatable, Sendable {
  /// The record's id (`r1`, or a seeded `h1`).
  public let id: String
  /// The height in centimetres, as written (`180`, `172.5`) and as a number.
  public let height: Measure?
  /// The weight in kilograms.
  public let weight: Measure?
  /// The standard's name as the app shows it: `WHO` or `Taiwan`.
  public let standard: String?

  public init(id: String, height: Measure? = nil, weight: Measure? = nil, standard: String? = nil) {
    self.id = id
    self.height = height
    self.weight = weight
    self.standard = standard
  }

  /// A number as the scenario writes it, and its value.
  public struct Measure: Equatable, Sendable {
    public let written: String
    public let value: Double

    public init(written: String, value: Double) {
      self.written = written
      self.value = value
    }
  }
}
