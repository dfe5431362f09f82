/// A horizontal bar chart as inline SVG: one bar per row, each bar a stack of coloured segments,
/// the total after the bar, an optional legend underneath. Coordinates are whole numbers, so the
/// same figures always give the same markup.
struct BarChart {
  struct Segment {
    var value: Int
    var color: String
    /// The tooltip (`mvc · view controller: 412 lines`).
    var title: String
  }

  struct Bar {
    var label: String
    var segments: [Segment]
    /// The text after the bar (`1 204`, `—`).
    var valueLabel: String
  }

  /// The chart's accessible name.
  var title: String
  var bars: [Bar]
  var legend: [(label: String, color: String)] = []

  static let width = 560
  static let labelWidth = 90
  static let valueWidth = 80
  static let rowHeight = 24
  static let barHeight = 16
  static let legendColumns = 4
  static let legendRowHeight = 18

  /// The `<svg>` element.
  var svg: String {
    let barArea = Self.width - Self.labelWidth - Self.valueWidth
    let largest = bars.map { $0.segments.reduce(0) { $0 + max(0, $1.value) } }.max() ?? 0
    var parts: [String] = []
    for (row, bar) in bars.enumerated() {
      let top = row * Self.rowHeight + 4
      let textY = top + Self.barHeight - 4
      parts.append(
        "<text x=\"\(Self.labelWidth - 6)\" y=\"\(textY)\" text-anchor=\"end\">"
          + "\(MarkupText.escape(bar.label))</text>"
      )
      // Segment edges come from running totals, so rounding never makes a bar longer than its share.
      var total = 0
      var x = Self.labelWidth
      for segment in bar.segments where segment.value > 0 {
        total += segment.value
        let end = Self.labelWidth + (largest == 0 ? 0 : (total * barArea + largest / 2) / largest)
        parts.append(
          "<rect x=\"\(x)\" y=\"\(top)\" width=\"\(end - x)\" height=\"\(Self.barHeight)\" "
            + "fill=\"\(segment.color)\">"
            + "<title>\(MarkupText.escape(segment.title))</title></rect>")
        x = end
      }
      parts.append("<text x=\"\(x + 6)\" y=\"\(textY)\">\(MarkupText.escape(bar.valueLabel))</text>")
    }
    let legendTop = bars.count * Self.rowHeight + 12
    let columnWidth = (Self.width - Self.labelWidth) / Self.legendColumns
    for (index, item) in legend.enumerated() {
      let x = Self.labelWidth + (index % Self.legendColumns) * columnWidth
      let y = legendTop + (index / Self.legendColumns) * Self.legendRowHeight
      parts.append("<rect x=\"\(x)\" y=\"\(y)\" width=\"10\" height=\"10\" fill=\"\(item.color)\" />")
      parts.append("<text x=\"\(x + 14)\" y=\"\(y + 9)\">\(MarkupText.escape(item.label))</text>")
    }
    let legendRows = (legend.count + Self.legendColumns - 1) / Self.legendColumns
    let height = legendTop + legendRows * Self.legendRowHeight
    return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Self.width)\" height=\"\(height)\" "
      + "viewBox=\"0 0 \(Self.width) \(height)\" role=\"img\" "
      + "aria-label=\"\(MarkupText.escape(title, isAttribute: true))\" "
      + "font-family=\"system-ui, sans-serif\" font-size=\"12\" fill=\"#1f2328\">\n"
      + parts.joined(separator: "\n") + "\n</svg>"
  }
}
