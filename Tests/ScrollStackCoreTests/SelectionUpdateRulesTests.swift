import Foundation
import Testing
@testable import ScrollStackCore

/// A container as the SwiftUI views drive it: it holds `count` elements and a selection, and applying
/// options (a preload distance) loads the children around the selection by asking the adopter's
/// newest data for them, as a data source that reads the view's description does.
final class PreloadingSelectionHost: SelectionDriverHost {
    var containerIsAtRest = true
    var isHandlingUserGesture = false
    /// The data the view's newest description holds.
    var newest: [String] = []
    var options = 0
    private var appliedPreload = 0
    private var count = 0
    private var selected: Int?
    /// What the host did, in order: commands and the IDs loaded for the preload.
    var log: [String] = []

    func perform(_ command: SelectionCommand<String>) {
        switch command {
        case .changeData(let change):
            count = change.newCount
            selected = selected.flatMap { change.newIndex(forOldIndex: $0) }
            log.append("change to \(count)")
        case .applyOptions:
            appliedPreload = options
            guard let selected else { break }
            for index in max(0, selected - appliedPreload)...min(count - 1, selected + appliedPreload) {
                log.append(newest.indices.contains(index) ? "load \(newest[index])" : "load past the end \(index)")
            }
        case .select(let index, _):
            selected = index
            log.append("select \(index.map(String.init) ?? "nil")")
        case .setExpanded(let opening, let closing, _):
            log.append("open \(opening) close \(closing)")
        case .writeBinding(let id), .writeBindingAfterUpdate(let id):
            log.append("write \(id.first ?? "nil")")
        }
    }
}

@Suite("Selection: update order, deferral and refused writes")
struct SelectionUpdateRulesTests {
    @Test("an update that filters the data and raises the preload distance: the data first, so the preload loads only elements that exist")
    func dataBeforeOptions() {
        let host = PreloadingSelectionHost()
        let driver = SelectionDriver(mode: .paging, binding: ["E"], host: host)
        host.newest = ["A", "B", "C", "D", "E", "F"]
        driver.update(ids: host.newest, binding: ["E"], animated: false)
        #expect(host.log == ["change to 6", "select 4"])
        host.log.removeAll()
        // Options first would preload around page 4 of six (3...5) in data of two: past the end.
        host.newest = ["B", "E"]
        host.options = 1
        driver.update(ids: host.newest, binding: ["E"], animated: false)
        #expect(host.log == ["change to 2", "load B", "load E"])
    }

    private func loaded(_ mode: StackMode, _ ids: [String], binding: Set<String>) -> SelectionSynchronizer<String> {
        var synchronizer = SelectionSynchronizer<String>(mode: mode, binding: binding)
        _ = synchronizer.handle(.dataChanged(ids))
        return synchronizer
    }

    @Test("a constant binding refuses a tap's write: the pager goes back to the binding's page at the next view update that still reads it, and writes nothing again")
    func constantBindingRefusesTap() {
        var pager = loaded(.paging, ["A", "B", "C"], binding: ["A"])
        let steps: [[SelectionStep<String>]] = [
            pager.handle(.userSelected(1)),
            pager.handle(.bindingWritten(["B"], reads: ["A"], containerAtRest: false)),
            pager.handle(.transitionEnded(from: 0, to: 1, completed: true, containerAtRest: true)),
            pager.handle(.bindingChanged(["A"], animated: false)),
            pager.handle(.transitionEnded(from: 1, to: 0, completed: true, containerAtRest: true)),
            pager.handle(.bindingChanged(["A"], animated: false)),
        ]
        #expect(steps == [[.writeBinding(["B"])], [], [], [.select(0, animated: true)], [], []])
        #expect(pager.selection == ["A"] && pager.pendingWrite == nil && !pager.reconcilesAtRest)
    }

    @Test("a binding that clamps a write at rest: the view follows the clamped value at once")
    func clampAtRest() {
        var accordion = loaded(.accordion, ["A", "B", "C"], binding: ["A"])
        #expect(accordion.handle(.transitionEnded(from: 0, to: 2, completed: true, containerAtRest: true)) == [.writeBinding(["C"])])
        #expect(accordion.handle(.bindingWritten(["C"], reads: ["B"], containerAtRest: true)) == [.select(1, animated: true)])
        #expect(accordion.selection == ["B"] && accordion.bindingValue == ["B"])
    }

    @Test("an accordion whose binding refuses to close: the section opens again")
    func refusedClose() {
        var accordion = loaded(.accordion, ["A", "B"], binding: ["A"])
        #expect(accordion.handle(.userSelected(nil)) == [.writeBinding([])])
        #expect(accordion.handle(.bindingWritten([], reads: ["A"], containerAtRest: false)) == [])
        #expect(accordion.handle(.transitionEnded(from: 0, to: nil, completed: true, containerAtRest: true)) == [])
        #expect(accordion.handle(.bindingChanged(["A"], animated: false)) == [.select(0, animated: true)])
    }

    @Test("a report about a write that a later one replaced, or that an update reported, changes nothing")
    func staleReports() {
        var pager = loaded(.paging, ["A", "B", "C"], binding: ["A"])
        #expect(pager.handle(.userSelected(1)) == [.writeBinding(["B"])])
        #expect(pager.handle(.userSelected(2)) == [.writeBinding(["C"])])
        #expect(pager.handle(.bindingWritten(["B"], reads: ["B"], containerAtRest: false)) == [])
        #expect(pager.pendingWrite == ["C"])
        #expect(pager.handle(.bindingChanged(["C"], animated: false)) == [])
        #expect(pager.handle(.bindingWritten(["C"], reads: ["A"], containerAtRest: true)) == [], "the update already saw the write land")
        #expect(pager.selection == ["C"])
    }

    @Test("a new binding value while a clamped write waits for rest: the new value is a request of its own")
    func newValueReplacesReconciliation() {
        var pager = loaded(.paging, ["A", "B", "C", "D"], binding: ["A"])
        _ = pager.handle(.userSelected(1))
        _ = pager.handle(.bindingWritten(["B"], reads: ["D"], containerAtRest: false))
        #expect(pager.reconcilesAtRest)
        #expect(pager.handle(.bindingChanged(["C"], animated: true)) == [.select(2, animated: true)])
        #expect(!pager.reconcilesAtRest)
        #expect(pager.handle(.transitionEnded(from: 1, to: 2, completed: true, containerAtRest: true)) == [])
    }

    @Test("the driver reports a refused write to the rules: the container follows the binding at the next view update that still reads its old value")
    func driverRefusal() {
        let host = RecordingSelectionHost()
        let driver = SelectionDriver(mode: .paging, binding: ["A"], host: host)
        host.driver = driver
        driver.update(ids: ["A", "B"], binding: ["A"], animated: false)
        host.log.removeAll()
        driver.transitionEnded(from: 0, to: 1, completed: true)
        driver.bindingWritten(["B"], reads: ["A"])
        #expect(host.take() == [.writeBindingAfterUpdate(["B"])])
        driver.update(ids: ["A", "B"], binding: ["A"], animated: false)
        #expect(host.take() == [.applyOptions, .select(0, animated: true)])
    }
}
