import HeadlessUI

/// A module a builder assembled: the view controller to show, and the presenter as the module's
/// input — what other modules and the app wireframe may ask of it.
@MainActor
struct Module<Input> {
  let viewController: ViewController
  let input: Input
}
