import Foundation
import Testing
@testable import ScrollStackCore

private typealias Step = SelectionStep<String>

/// The set of one-character IDs in `ids`.
private func ids(_ ids: String) -> Set<String> { Set(ids.map(String.init)) }

/// Sends events one by one and returns the steps of each, so a test compares the whole log.
private func log(_ synchronizer: inout SelectionSynchronizer<String>, _ events: [SelectionEvent<String>]) -> [[Step]] {
    events.map { synchronizer.handle($0) }
}

/// A synchronizer in `mode` and `expansion` loaded with `data` (one character an ID), the binding
/// holding `binding`.
private func loaded(_ mode: StackMode, _ data: String, binding: String, expansion: ExpansionMode = .single) -> SelectionSynchronizer<String> {
    var synchronizer = SelectionSynchronizer<String>(mode: mode, expansion: expansion, binding: ids(binding))
    _ = synchronizer.handle(.dataChanged(data.map(String.init)))
    return synchronizer
}

private func ended(_ from: Int?, _ to: Int?, atRest: Bool = true) -> SelectionEvent<String> {
    .transitionEnded(from: from, to: to, completed: true, containerAtRest: atRest)
}

/// A binding whose setter lands later (a store that hops with `DispatchQueue.main.async` or a
/// `Task`) reads the value from before the write when it is read back: the write hasn't landed
/// yet, and the container stays where the user put it.
@Suite("Selection: a binding whose setter lands later")
struct SelectionLateSetterTests {
    @Test("a swipe whose read-back still holds the old page and whose setter lands at a later update: nothing moves the pager back")
    func swipeLandsLater() {
        var pager = loaded(.paging, "ABC", binding: "A")
        #expect(log(&pager, [
            ended(0, 1),
            // The update before the deferred write is made.
            .bindingChanged(ids("A"), animated: false),
            .bindingWritten(ids("B"), reads: ids("A"), containerAtRest: true),
            .bindingChanged(ids("B"), animated: false),
            .bindingChanged(ids("B"), animated: false),
        ]) == [[.writeBinding(ids("B"))], [], [], [], []])
        #expect(pager.selection == ids("B") && pager.lastRead == ids("B") && pager.pendingWrite == nil && !pager.reconcilesAtRest)
    }

    @Test("a binding that never changes (.constant): the pager goes back at the next view update that still reads the old page, once, writing nothing again")
    func constantComesBackAtNextUpdate() {
        var pager = loaded(.paging, "ABC", binding: "A")
        #expect(log(&pager, [
            ended(0, 1),
            .bindingChanged(ids("A"), animated: false),
            .bindingWritten(ids("B"), reads: ids("A"), containerAtRest: true),
            .bindingChanged(ids("A"), animated: false),
            ended(1, 0),
            .bindingChanged(ids("A"), animated: false),
        ]) == [[.writeBinding(ids("B"))], [], [], [.select(0, animated: true)], [], []])
        #expect(pager.selection == ids("A") && pager.bindingValue == ids("A") && pager.pendingWrite == nil && !pager.reconcilesAtRest)
    }

    @Test("a tap whose setter lands after the transition ended: the pager stays on the tapped page")
    func tapLandsAfterTransition() {
        var pager = loaded(.paging, "ABC", binding: "A")
        #expect(log(&pager, [
            .userSelected(2),
            .bindingWritten(ids("C"), reads: ids("A"), containerAtRest: false),
            ended(0, 2),
            .bindingChanged(ids("C"), animated: false),
        ]) == [[.writeBinding(ids("C"))], [], [], []])
        #expect(pager.selection == ids("C") && pager.pendingWrite == nil && !pager.reconcilesAtRest)
    }

    @Test("a set binding: a tap whose setter lands after the sections came to rest leaves them open")
    func setTapLandsAfterRest() {
        var accordion = loaded(.accordion, "ABCD", binding: "A", expansion: .multiple)
        #expect(log(&accordion, [
            .containerChanged([0, 2], atRest: false),
            .bindingWritten(ids("AC"), reads: ids("A"), containerAtRest: false),
            .containerChanged([0, 2], atRest: true),
            .bindingChanged(ids("AC"), animated: false),
        ]) == [[.writeBinding(ids("AC"))], [], [], []])
        #expect(accordion.selection == ids("AC") && accordion.pendingWrite == nil)
    }

    @Test("a later update bringing a third value, neither the old page nor the written one, is followed as any binding change")
    func thirdValueFollowed() {
        var pager = loaded(.paging, "ABC", binding: "A")
        #expect(log(&pager, [
            ended(0, 1),
            .bindingWritten(ids("B"), reads: ids("A"), containerAtRest: true),
            .bindingChanged(ids("C"), animated: true),
            ended(1, 2),
            .bindingChanged(ids("C"), animated: false),
        ]) == [[.writeBinding(ids("B"))], [], [.select(2, animated: true)], [], []])
        #expect(pager.selection == ids("C") && pager.lastRead == ids("C") && pager.pendingWrite == nil)
    }

    @Test("a second report of the write that still reads the old page is a later read too: the binding refused it")
    func secondReportRefuses() {
        var pager = loaded(.paging, "ABC", binding: "A")
        #expect(log(&pager, [
            ended(0, 1),
            .bindingWritten(ids("B"), reads: ids("A"), containerAtRest: true),
            .bindingWritten(ids("B"), reads: ids("A"), containerAtRest: true),
            .bindingChanged(ids("A"), animated: false),
        ]) == [[.writeBinding(ids("B"))], [], [.select(0, animated: true)], []])
        #expect(pager.selection == ids("A") && pager.pendingWrite == nil)
    }

    @Test("a user's move while a write waits to land writes again, and its read-back waits in turn")
    func moveWhileWaiting() {
        var pager = loaded(.paging, "ABC", binding: "A")
        #expect(log(&pager, [
            .userSelected(1),
            .bindingWritten(ids("B"), reads: ids("A"), containerAtRest: false),
            .userSelected(2),
            // The update before the second read-back: not a refusal of the second write.
            .bindingChanged(ids("A"), animated: false),
            .bindingWritten(ids("C"), reads: ids("A"), containerAtRest: false),
            ended(1, 2),
            .bindingChanged(ids("C"), animated: false),
        ]) == [[.writeBinding(ids("B"))], [], [.writeBinding(ids("C"))], [], [], [], []])
        #expect(pager.selection == ids("C") && pager.pendingWrite == nil)
    }
}
