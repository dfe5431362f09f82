import HeadlessUI

/// `ShopStack` built by hand on HeadlessUI, as a UIKit variant builds its screens.
@MainActor
enum HandBuiltShop {
  static func make() -> NavigationController {
    NavigationController(rootViewController: ListScreen())
  }

  final class ListScreen: ViewController {
    override var screenName: String { "products.list" }

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Products"
      for (id, name) in [("p1", "Phone"), ("p2", "Laptop")] {
        let button = Button(identifier: "product.\(id)", title: name)
        button.addAction { [unowned self] in navigationController?.pushViewController(DetailScreen(id: id)) }
        view.addSubview(button)
      }
    }
  }

  final class DetailScreen: ViewController {
    let id: String
    init(id: String) { self.id = id }
    override var screenName: String { "products.detail" }

    override func viewDidLoad() {
      super.viewDidLoad()
      title = id
      view.addSubview(Label(identifier: "detail.name", text: "Product \(id)"))
      let buy = Button(identifier: "detail.buy", title: "Buy")
      buy.addAction { [unowned self] in
        present(NavigationController(rootViewController: CheckoutScreen(id: id)))
      }
      view.addSubview(buy)
    }
  }

  final class CheckoutScreen: ViewController {
    let id: String
    init(id: String) { self.id = id }
    override var screenName: String { "checkout" }

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Checkout"
      view.addSubview(Label(identifier: "checkout.summary", text: "Pay for \(id)"))
      let pay = Button(identifier: "checkout.confirm", title: "Pay")
      pay.addAction { [unowned self, unowned pay] in
        pay.isEnabled = false
        isModalInPresentation = true
      }
      view.addSubview(pay)
      let done = Button(identifier: "checkout.done", title: "Done")
      done.addAction { [unowned self] in
        let stack = (presentingViewController as? NavigationController)
        dismiss()
        stack?.popToRootViewController()
      }
      view.addSubview(done)
    }
  }
}
