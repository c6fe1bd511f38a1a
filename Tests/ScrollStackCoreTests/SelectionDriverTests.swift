import Foundation
import Testing
@testable import ScrollStackCore

/// Records a selection driver's commands; on a data change it reports the notice a change that ends
/// a running transition produces, as UIKit's delegate would, to check that the driver ignores it.
final class RecordingSelectionHost: SelectionDriverHost {
    var log: [SelectionCommand<String>] = []
    var containerIsAtRest = true
    var isHandlingUserGesture = false
    weak var driver: SelectionDriver<RecordingSelectionHost>?

    /// Whether the driver said it was changing data at each data change.
    var changingFlags: [Bool] = []

    func perform(_ command: SelectionCommand<String>) {
        log.append(command)
        if case .changeData = command {
            changingFlags.append(driver?.isChangingData ?? false)
            driver?.transitionEnded(from: 0, to: 1, completed: false)
        }
    }

    func take() -> [SelectionCommand<String>] {
        defer { log.removeAll() }
        return log
    }
}

@Suite("Selection driver")
struct SelectionDriverTests {
    func make(_ mode: StackMode, binding: String?) -> (SelectionDriver<RecordingSelectionHost>, RecordingSelectionHost) {
        let host = RecordingSelectionHost()
        let driver = SelectionDriver(mode: mode, binding: binding, host: host)
        host.driver = driver
        return (driver, host)
    }

    @Test("the first update loads the data at the binding's element, and a data change's own notices are ignored")
    func firstUpdate() {
        let (driver, host) = make(.accordion, binding: "B")
        driver.update(ids: ["A", "B", "C"], binding: "B", animated: false)
        #expect(host.take() == [.changeData(.positions(from: 0, to: 3)), .applyOptions, .select(1, animated: false)])
        #expect(host.changingFlags == [true] && !driver.isChangingData)
        driver.update(ids: ["A", "B", "C"], binding: "B", animated: false)
        #expect(host.take() == [.applyOptions], "the same data and binding: only the options, which the host compares")
    }

    @Test("a pager whose binding names no element shows its first page and writes it back after the update")
    func pagerBindingNamesNothing() {
        let (driver, host) = make(.paging, binding: "Z")
        driver.update(ids: ["A", "B", "C"], binding: "Z", animated: false)
        #expect(host.take() == [.changeData(.positions(from: 0, to: 3)), .applyOptions, .writeBindingAfterUpdate("A")])
        driver.update(ids: ["A", "B", "C"], binding: "A", animated: false)
        #expect(host.take() == [.applyOptions], "the write's echo requests nothing")
    }

    @Test("the binding set in an animated update selects with animation; a user's tap writes at once")
    func bindingAndUser() {
        let (driver, host) = make(.accordion, binding: nil)
        driver.update(ids: ["A", "B", "C"], binding: nil, animated: false)
        host.log.removeAll()
        driver.update(ids: ["A", "B", "C"], binding: "C", animated: true)
        #expect(host.take() == [.applyOptions, .select(2, animated: true)])
        driver.userSelected(0)
        #expect(host.take() == [.writeBinding("A")])
        driver.update(ids: ["A", "B", "C"], binding: "A", animated: false)
        #expect(host.take() == [.applyOptions])
    }

    @Test("an update that adds an element and names it: the data first, so the binding finds it")
    func dataBeforeBinding() {
        let (driver, host) = make(.accordion, binding: nil)
        driver.update(ids: ["A"], binding: nil, animated: false)
        host.log.removeAll()
        driver.update(ids: ["A", "N"], binding: "N", animated: true)
        #expect(host.take() == [.changeData(.positions(from: 1, to: 2)), .applyOptions, .select(1, animated: true)])
    }

    @Test("the current page removed: the next one slides in, written back after the update")
    func currentPageRemoved() {
        let (driver, host) = make(.paging, binding: "B")
        driver.update(ids: ["A", "B", "C"], binding: "B", animated: false)
        host.log.removeAll()
        driver.update(ids: ["A", "C"], binding: "B", animated: false)
        #expect(host.take() == [.changeData(StackDataChange(newIndices: [0, nil, 1], newCount: 2)), .applyOptions, .writeBindingAfterUpdate("C")])
        #expect(driver.id(at: 1) == "C" && driver.id(at: 2) == nil && driver.id(at: nil) == nil)
    }

    @Test("a swipe that ends at rest under the finger writes at once; one followed by another leg waits")
    func swipeEnds() {
        let (driver, host) = make(.paging, binding: "A")
        driver.update(ids: ["A", "B", "C"], binding: "A", animated: false)
        host.log.removeAll()
        host.isHandlingUserGesture = true
        host.containerIsAtRest = false
        driver.transitionEnded(from: 0, to: 1, completed: true)
        #expect(host.take() == [])
        host.containerIsAtRest = true
        #expect(driver.deliversAtOnce)
        driver.transitionEnded(from: 0, to: 1, completed: true)
        #expect(host.take() == [.writeBinding("B")])
    }

    @Test("a transition that ends without a gesture (its last animation frame, the container leaving the screen) writes on the next turn")
    func endWithoutGestureWaits() {
        let (driver, host) = make(.paging, binding: "A")
        driver.update(ids: ["A", "B", "C"], binding: "A", animated: false)
        host.log.removeAll()
        #expect(!driver.deliversAtOnce)
        driver.transitionEnded(from: 0, to: 2, completed: true)
        #expect(host.take() == [.writeBindingAfterUpdate("C")])
        driver.bindingWritten("C", reads: "C")
        driver.update(ids: ["A", "B", "C"], binding: "C", animated: false)
        #expect(host.take() == [.applyOptions], "the landed write's echo requests nothing")
    }

}
