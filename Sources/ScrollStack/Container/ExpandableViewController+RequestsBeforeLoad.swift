#if canImport(UIKit)
import UIKit

// Requests made before the view loads, when there is no engine yet: the sections they leave open
// are kept in the core's PendingExpansion, the engine starts with them open, and each completion
// is answered as the data loads.

extension ExpandableViewController {
    /// Whether several sections may be open: the engine's answer once it runs; before that, an
    /// accordion under ``ExpansionMode/multiple``, as the engine will start.
    var allowsSeveralOpenSections: Bool {
        engine?.allowsSeveralOpenSections ?? (mode == .accordion && expansionMode == .multiple)
    }

    /// Keeps a selection made before the view loads: `index` alone open (`nil`: none).
    func keepBeforeLoad(selecting index: Int?, completion: ((Bool) -> Void)?) {
        let closing = requestsBeforeLoad.collapseAll(tracked: index == nil && completion != nil)
        guard let index else { return keep(closing, completion) }
        keep(requestsBeforeLoad.setExpanded(true, at: index, tracked: completion != nil), completion)
    }

    /// Keeps an opening or closing of the section at `index` made before the view loads: with one
    /// open section, opening it is selecting it.
    func keepBeforeLoad(setting expanded: Bool, at index: Int, completion: ((Bool) -> Void)?) {
        guard allowsSeveralOpenSections || !expanded else { return keepBeforeLoad(selecting: index, completion: completion) }
        keep(requestsBeforeLoad.setExpanded(expanded, at: index, tracked: completion != nil), completion)
    }

    /// Keeps an opening (`true`) or closing of every section made before the view loads. With one
    /// open section there is no "every section" to open: `completion` gets `false` at once.
    func keepBeforeLoad(expandingAll: Bool, completion: ((Bool) -> Void)?) {
        guard expandingAll else { return keep(requestsBeforeLoad.collapseAll(tracked: completion != nil), completion) }
        guard allowsSeveralOpenSections else {
            completion?(false)
            return
        }
        keep(requestsBeforeLoad.expandAll(count: numberOfChildren(), tracked: completion != nil), completion)
    }

    /// Answers every request made before the view loaded, once the engine loaded the data with the
    /// sections they left open, and forgets them.
    func answerRequestsBeforeLoad() {
        guard let engine else { return }
        let answers = requestsBeforeLoad.start(count: engine.count).answers
        let completions = completionsBeforeLoad
        completionsBeforeLoad = [:]
        for answer in answers { completions[answer.id]?(answer.completed) }
    }

    /// Keeps `completion` for the request `id`, if the set tracked one.
    private func keep(_ id: Int?, _ completion: ((Bool) -> Void)?) {
        guard let id, let completion else { return }
        completionsBeforeLoad[id] = completion
    }
}
#endif
