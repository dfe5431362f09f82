import AppContract
import ScratchPackages

extension ScratchWorker {
  /// A scratch worker registering `variants`, in that order.
  public init(registering variants: [any AppVariant.Type]) {
    self.init(
      variants: variants.map { variant in
        let module = ReportOutput.moduleName(of: variant)
        return Variant(
          module: module, type: String(ReportOutput.qualifiedName(of: variant).dropFirst(module.count + 1)))
      })
  }
}
