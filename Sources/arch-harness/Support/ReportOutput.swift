import Foundation
import ScenarioKit

/// Writes the run's reports. (Filled in when the report writers land.)
enum ReportOutput {
  static func write(
    traces: [ReplayTrace], comparisons: [ScenarioComparison], selection: VariantSelection, formats: [String],
    to directory: URL
  ) -> [URL] {
    []
  }
}
