import CodeMetrics
import Testing

@Suite struct CostRoleClassifierTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var path: String
    var role: CodeRole
    var testDescription: String { "\(path) → \(role.title)" }
  }

  static let cases: [Case] = [
    Case(path: "Products/ProductListViewController.swift", role: .viewController),
    Case(path: "Products/ProductListHostController.swift", role: .viewController),
    Case(path: "Products/ProductListView.swift", role: .view),
    Case(path: "Products/ProductCell.swift", role: .view),
    Case(path: "Products/ProductListViewModel.swift", role: .viewModel),
    Case(path: "Products/ProductListViewModel+Actions.swift", role: .viewModel),
    Case(path: "Flows/ProductsCoordinator.swift", role: .coordinator),
    Case(path: "Modules/List/ProductListPresenter.swift", role: .presenter),
    Case(path: "Modules/List/ProductListInteractor.swift", role: .interactor),
    Case(path: "Modules/List/ProductListRouter.swift", role: .router),
    Case(path: "Modules/List/ProductListWireframe.swift", role: .router),
    Case(path: "Modules/List/ProductListBuilder.swift", role: .builder),
    Case(path: "Modules/List/ProductListAssembly.swift", role: .builder),
    Case(path: "Modules/List/ProductListContract.swift", role: .contract),
    Case(path: "Features/ProductListFeature.swift", role: .reducer),
    Case(path: "Features/ProductListFeature.State.swift", role: .reducer),
    Case(path: "Features/AppReducer.swift", role: .reducer),
    Case(path: "Runtime/Reducer.swift", role: .store),
    Case(path: "Runtime/Anything.swift", role: .store),
    Case(path: "Store.swift", role: .store),
    Case(path: "Store+Scope.swift", role: .store),
    Case(path: "EffectRunner.swift", role: .store),
    Case(path: "TestStore.swift", role: .store),
    Case(path: "Storefront.swift", role: .other),
    Case(path: "Services/ProductService.swift", role: .service),
    Case(path: "Data/OrderRepository.swift", role: .service),
    Case(path: "HistoryClient.swift", role: .service),
    Case(path: "Services/Cache.swift", role: .service),
    Case(path: "Entities/Cart.swift", role: .entity),
    Case(path: "ProductModel.swift", role: .entity),
    Case(path: "App/AppCoordinator.swift", role: .coordinator),
    Case(path: "App/Tabs.swift", role: .app),
    Case(path: "Shell/Tabs.swift", role: .app),
    Case(path: "MVCApp.swift", role: .app),
    Case(path: "SceneDelegate.swift", role: .app),
    Case(path: "Helpers/Formatting.swift", role: .other),
  ]

  @Test(arguments: cases)
  func roleComesFromTheFileNameThenTheFolder(_ testCase: Case) {
    #expect(RoleClassifier.role(forRelativePath: testCase.path) == testCase.role)
  }

  @Test func everyRoleHasATitle() {
    #expect(CodeRole.allCases.map(\.title).allSatisfy { !$0.isEmpty })
    #expect(CodeRole.store.title == "store/runtime")
  }
}
