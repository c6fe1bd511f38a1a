import Foundation
import Testing
@testable import ScrollStackCore

/// Records a selection driver's commands; on a data change it reports the notice a change that ends
/// a running transition produces, as UIKit's delegate would, and on a request to open sections it
/// reports a change of the open sections, to check that the driver ignores both.
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
        if case .setExpanded(let opening, _, _) = command {
            driver?.openSectionsChanged(Set(opening), finished: false)
        }
    }

    func take() -> [SelectionCommand<String>] {
        defer { log.removeAll() }
        return log
    }
}

@Suite("Selection driver")
struct SelectionDriverTests {
    func make(_ mode: StackMode, expansion: ExpansionMode = .single, binding: Set<String>) -> (SelectionDriver<RecordingSelectionHost>, RecordingSelectionHost) {
        let host = RecordingSelectionHost()
        let driver = SelectionDriver(mode: mode, expansion: expansion, binding: binding, host: host)
        host.driver = driver
        return (driver, host)
    }

    @Test("the first update loads the data at the binding's element, and a data change's own notices are ignored")
    func firstUpdate() {
        let (driver, host) = make(.accordion, binding: ["B"])
        driver.update(ids: ["A", "B", "C"], binding: ["B"], animated: false)
        #expect(host.take() == [.changeData(.positions(from: 0, to: 3)), .applyOptions, .select(1, animated: false)])
        #expect(host.changingFlags == [true] && !driver.isChangingData)
        driver.update(ids: ["A", "B", "C"], binding: ["B"], animated: false)
        #expect(host.take() == [.applyOptions], "the same data and binding: only the options, which the host compares")
    }

    @Test("a pager whose binding names no element shows its first page and leaves the binding as it is")
    func pagerBindingNamesNothing() {
        let (driver, host) = make(.paging, binding: ["Z"])
        driver.update(ids: ["A", "B", "C"], binding: ["Z"], animated: false)
        #expect(host.take() == [.changeData(.positions(from: 0, to: 3)), .applyOptions])
        driver.update(ids: ["A", "B", "C"], binding: ["A"], animated: false)
        #expect(host.take() == [.applyOptions], "naming the page shown requests nothing")
    }

    @Test("the binding set in an animated update selects with animation; a user's tap writes at once")
    func bindingAndUser() {
        let (driver, host) = make(.accordion, binding: [])
        driver.update(ids: ["A", "B", "C"], binding: [], animated: false)
        host.log.removeAll()
        driver.update(ids: ["A", "B", "C"], binding: ["C"], animated: true)
        #expect(host.take() == [.applyOptions, .select(2, animated: true)])
        driver.userSelected(0)
        #expect(host.take() == [.writeBinding(["A"])])
        driver.update(ids: ["A", "B", "C"], binding: ["A"], animated: false)
        #expect(host.take() == [.applyOptions])
    }

    @Test("an update that adds an element and names it: the data first, so the binding finds it")
    func dataBeforeBinding() {
        let (driver, host) = make(.accordion, binding: [])
        driver.update(ids: ["A"], binding: [], animated: false)
        host.log.removeAll()
        driver.update(ids: ["A", "N"], binding: ["N"], animated: true)
        #expect(host.take() == [.changeData(.positions(from: 1, to: 2)), .applyOptions, .select(1, animated: true)])
    }

    @Test("the current page removed: the next one slides in, written back after the update")
    func currentPageRemoved() {
        let (driver, host) = make(.paging, binding: ["B"])
        driver.update(ids: ["A", "B", "C"], binding: ["B"], animated: false)
        host.log.removeAll()
        driver.update(ids: ["A", "C"], binding: ["B"], animated: false)
        #expect(host.take() == [.changeData(StackDataChange(newIndices: [0, nil, 1], newCount: 2)), .applyOptions, .writeBindingAfterUpdate(["C"])])
        #expect(driver.id(at: 1) == "C" && driver.id(at: 2) == nil && driver.id(at: nil) == nil)
    }

    @Test("a swipe that ends at rest under the finger writes at once; one followed by another leg waits")
    func swipeEnds() {
        let (driver, host) = make(.paging, binding: ["A"])
        driver.update(ids: ["A", "B", "C"], binding: ["A"], animated: false)
        host.log.removeAll()
        host.isHandlingUserGesture = true
        host.containerIsAtRest = false
        driver.transitionEnded(from: 0, to: 1, completed: true)
        #expect(host.take() == [])
        host.containerIsAtRest = true
        #expect(driver.deliversAtOnce)
        driver.transitionEnded(from: 0, to: 1, completed: true)
        #expect(host.take() == [.writeBinding(["B"])])
    }

    @Test("a transition that ends without a gesture (its last animation frame, the container leaving the screen) writes on the next turn")
    func endWithoutGestureWaits() {
        let (driver, host) = make(.paging, binding: ["A"])
        driver.update(ids: ["A", "B", "C"], binding: ["A"], animated: false)
        host.log.removeAll()
        #expect(!driver.deliversAtOnce)
        driver.transitionEnded(from: 0, to: 2, completed: true)
        #expect(host.take() == [.writeBindingAfterUpdate(["C"])])
        driver.bindingWritten(["C"], reads: ["C"])
        driver.update(ids: ["A", "B", "C"], binding: ["C"], animated: false)
        #expect(host.take() == [.applyOptions], "the landed write's echo requests nothing")
    }

    @Test("a set binding: the first update opens its elements after the data and the options")
    func setFirstUpdate() {
        let (driver, host) = make(.accordion, expansion: .multiple, binding: ["A", "C"])
        driver.update(ids: ["A", "B", "C"], binding: ["A", "C"], animated: false)
        #expect(host.take() == [.changeData(.positions(from: 0, to: 3)), .applyOptions, .setExpanded(opening: [0, 2], closing: [], animated: false)])
        #expect(driver.synchronizer.selection == ["A", "C"])
        driver.update(ids: ["A", "B", "C"], binding: ["A", "C"], animated: false)
        #expect(host.take() == [.applyOptions])
    }

    @Test("a set binding: a tap's open sections are written at once; sections that settle without a gesture write on the next turn")
    func setTapAndSettle() {
        let (driver, host) = make(.accordion, expansion: .multiple, binding: ["A"])
        driver.update(ids: ["A", "B", "C"], binding: ["A"], animated: false)
        host.log.removeAll()
        host.isHandlingUserGesture = true
        host.containerIsAtRest = false
        driver.openSectionsChanged([0, 1], finished: false)
        #expect(host.take() == [.writeBinding(["A", "B"])])
        driver.update(ids: ["A", "B", "C"], binding: ["A", "B"], animated: false)
        host.isHandlingUserGesture = false
        host.containerIsAtRest = true
        driver.openSectionsChanged([0, 1], finished: true)
        #expect(host.take() == [.applyOptions], "sections that settle where the selection is write nothing")
        driver.openSectionsChanged([1], finished: true)
        #expect(host.take() == [.writeBindingAfterUpdate(["B"])])
    }

    @Test("a set binding that refuses a write: the next view update that still reads the old set closes the refused section, and the container hears nothing of its own request")
    func setRefusedWrite() {
        let (driver, host) = make(.accordion, expansion: .multiple, binding: ["A"])
        driver.update(ids: ["A", "B", "C"], binding: ["A"], animated: false)
        host.log.removeAll()
        host.isHandlingUserGesture = true
        driver.openSectionsChanged([0, 2], finished: false)
        driver.bindingWritten(["A", "C"], reads: ["A"])
        #expect(host.take() == [.writeBinding(["A", "C"])])
        host.isHandlingUserGesture = false
        driver.update(ids: ["A", "B", "C"], binding: ["A"], animated: false)
        #expect(host.take() == [.applyOptions, .setExpanded(opening: [], closing: [2], animated: true)])
        #expect(driver.synchronizer.selection == ["A"] && driver.synchronizer.bindingValue == ["A"])
    }

    @Test("a set binding: a change of the open sections heard during a view update is not the user's")
    func setNoticeDuringUpdate() {
        let host = RecordingSelectionHost()
        let driver = SelectionDriver(mode: .accordion, expansion: .multiple, binding: ["A"], host: host)
        host.driver = driver
        driver.update(ids: ["A", "B"], binding: ["A"], animated: false)
        host.log.removeAll()
        // The host reports the request as the open set [1]: taken for a tap, it would write ["B"].
        driver.update(ids: ["A", "B"], binding: ["A", "B"], animated: true)
        #expect(host.take() == [.applyOptions, .setExpanded(opening: [1], closing: [], animated: true)])
        #expect(driver.synchronizer.selection == ["A", "B"] && driver.synchronizer.pendingWrite == nil)
    }
}
