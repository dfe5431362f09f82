/// Known-deviations files for the parser fuzz: a good line followed by one natural typo each (a
/// colon in the wrong place, a tab for the space, a word too many, invisible characters …), as
/// they are and mutated like scenario files by ``ScenarioFuzzer``.
public enum KnownDeviationsFuzz {
  /// The scenario the files name (copy it into the scenarios folder a test checks them in).
  public static let scenario = "bmi/valid-who.scenario"

  /// Lines as people mistype them, around `bmi/valid-who.scenario mvc: why`.
  public static let typos = [
    "bmi/valid-who.scenario: mvc why", "bmi/valid-who.scenario\tmvc: why", "bmi/valid-who.scenario mvc why",
    "bmi/valid-who.scenario mvc", "bmi/valid-who.scenario", "bmi/valid-who.scenario:mvc:why",
    "bmi/valid-who.scenario mvc viper: why", ": mvc why", ":", "::::", "bmi/valid-who.scenario mvc:",
    "bmi/valid-who.scenario  : why", "bmi/valid-who.scenario mvc : why # (#42)",
    "mvc: bmi/valid-who.scenario why",
    "bmi/valid-who.scenario mvc: why\r", "bmi/valid-who.scenario mvc: \u{202E}why",
    "bmi/valid-who.scenario\u{A0}mvc: why", "bmi\\valid-who.scenario mvc: why",
    "Scenarios/bmi/valid-who.scenario mvc: why", "bmi/valid-who.scenario vipr: typo",
    "bmi/valid-whoo.scenario mvc: typo", "bmi/valid-who.scenario mvc: again",
    "\u{FEFF}bmi/valid-who.scenario viper: x",
    "bmi/valid-who.scenario\u{0}mvc: why", "\tbmi/valid-who.scenario\t\tmvc\t:\twhy\t",
    "#bmi/valid-who.scenario mvc why",
  ]

  /// One file per typo: a comment, a good entry, then the typo.
  public static var corpus: [(path: String, bytes: [UInt8])] {
    typos.enumerated().map { index, typo in
      ("known-deviations-\(index)", Array("# known\n\(scenario) mvc: why\n\(typo)\n".utf8))
    }
  }
}
