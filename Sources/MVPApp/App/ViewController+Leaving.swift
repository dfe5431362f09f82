import HeadlessUI

extension ViewController {
  /// True during the disappear calls when this screen leaves for good: popped from its stack, or
  /// dismissed with its modal — UIKit's `isMovingFromParent || isBeingDismissed` check.
  var isLeavingForGood: Bool {
    isMovingFromParent || isBeingDismissed || navigationController?.isBeingDismissed == true
  }
}
