import ScrollStackCore

/// The children a preview hands the engine, named so that the log reads like the app.
///
/// Accordion sections are fixed children named by their titles, like a settings screen's view
/// controllers. Pages come from the reuse pool as `TabPage#1`, `TabPage#2`, …, so the log shows
/// a page leaving and its child coming back for another tab.
struct PreviewDataSource: ChildDataSource {
    /// The reuse identifier of every page.
    static let pageIdentifier = "TabPage"

    var mode: PreviewMode
    var count: Int

    func numberOfChildren() -> Int { count }

    func child(at index: Int, reusing pool: inout ReusePool<String>) -> String {
        switch mode {
        case .accordion:
            return PreviewTitles.title(at: index, mode: .accordion)
        case .paging:
            // Read before dequeuing: the closure can't look at the pool it is called from.
            let serial = pool.madeCount + 1
            return pool.dequeue(withIdentifier: Self.pageIdentifier) { "\(Self.pageIdentifier)#\(serial)" }
        }
    }
}
