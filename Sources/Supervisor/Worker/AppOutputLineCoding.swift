import Traces

/// The line of the app's output in one step (`OUTPUT`), written by hand like a step's record
/// (``StepTraceCoding``):
///
/// ```
/// OUTPUT <TAB> step <TAB> line <TAB> omitted bytes <TAB> through <TAB> source <TAB> text
/// ```
///
/// `through` is how far the worker has read the file that holds the app's output (its offset in
/// bytes): after a crash the supervisor reads what came after it there. Texts are escaped as in a
/// step's record, so whatever the app printed stays inside its one field.
enum AppOutputLineCoding {
  /// Appends the line for `output` (without a newline) to `bytes`.
  static func append(_ output: AppOutput, through: Int, to bytes: inout [UInt8]) {
    bytes.append(contentsOf: WorkerMessage.appOutputPrefix.utf8)
    bytes.append(contentsOf: "\(output.step)\t\(output.line)\t\(output.omittedBytes)\t\(through)\t".utf8)
    StepTraceCoding.appendEscaped(output.source, to: &bytes)
    bytes.append(StepTraceCoding.tab)
    StepTraceCoding.appendEscaped(output.text, to: &bytes)
  }

  /// The output and offset in `line` (which starts with the prefix); nil when the line is
  /// malformed: a field missing or left over, a negative number.
  static func decode(_ line: Substring) -> (output: AppOutput, through: Int)? {
    var line = line
    return line.withUTF8 { bytes in
      var cursor = StepTraceCoding.FieldCursor(bytes: bytes, next: WorkerMessage.appOutputPrefix.utf8.count)
      guard let step = cursor.integer(), let number = cursor.integer(), let omitted = cursor.integer(),
        let through = cursor.integer(), step >= 0, omitted >= 0, through >= 0,
        let source = cursor.text(), let text = cursor.text(), cursor.isAtEnd
      else { return nil }
      return (AppOutput(step: step, line: number, source: source, text: text, omittedBytes: omitted), through)
    }
  }
}
