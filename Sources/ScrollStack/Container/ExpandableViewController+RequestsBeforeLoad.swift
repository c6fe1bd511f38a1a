#if canImport(UIKit)
import UIKit

// Requests made before the view loads, when there is no engine yet: the core's PendingExpansion
// keeps them as the engine will take them, the engine starts with the sections they leave open,
// and each completion is answered as the data loads.

extension ExpandableViewController {
    /// Whether several sections may be open: the engine's answer once it runs; before that, an
    /// accordion under ``ExpansionMode/multiple``, as the engine will start.
    var allowsSeveralOpenSections: Bool {
        engine?.allowsSeveralOpenSections ?? (mode == .accordion && expansionMode == .multiple)
    }

    /// Keeps `request`, made before the view loads, with its completion.
    func keepBeforeLoad(_ request: ExpansionRequest, motion: RequestMotion, completion: ((Bool) -> Void)?) {
        let several = allowsSeveralOpenSections
        // Counted before the set changes: the data source may read the container as it answers.
        let count = PendingExpansion.countsSections(for: request, allowsSeveralOpenSections: several) ? numberOfChildren() : 0
        // A data source that touched the view while answering loaded it: the driver takes the request.
        if driver != nil { return handleRequest(request, motion: motion, completion: completion) }
        let kept = requestsBeforeLoad.keep(request, allowsSeveralOpenSections: several, count: count, tracked: completion != nil)
        switch kept {
        case .answered(let completed):
            completion?(completed)
        case .waiting(let id):
            if let id, let completion { completionsBeforeLoad[id] = completion }
        }
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
}
#endif
