import Testing

@testable import MVCApp

@MainActor
@Suite struct ObserverListTests {
  final class Listener {
    var count = 0
  }

  @Test func notifiesEachObserverOnceInOrderOfAdding() {
    let list = ObserverList<Listener>()
    let first = Listener()
    let second = Listener()
    list.add(first)
    list.add(second)
    list.add(first)
    var order: [ObjectIdentifier] = []
    list.notify { order.append(ObjectIdentifier($0)) }
    #expect(order == [ObjectIdentifier(first), ObjectIdentifier(second)])
  }

  @Test func removedObserverHearsNothing() {
    let list = ObserverList<Listener>()
    let listener = Listener()
    list.add(listener)
    list.remove(listener)
    list.notify { $0.count += 1 }
    #expect(listener.count == 0)
  }
}
