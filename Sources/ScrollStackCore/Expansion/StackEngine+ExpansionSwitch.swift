import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// Switching between one open section and several: what is open, the children and the scroll
// position carry over, so a switch moves nothing the user sees but what the new policy closes.
//
// - To several open sections (`ExpansionMode.multiple` configured, or a pager becoming an accordion
//   under it): a running transition ends where it was heading, and the open section stays open —
//   or, coming back from a pager, the sections that were open before it.
// - To one open section: every moving section ends where it was heading (with its notice), and
//   the lowest open section stays open.
// - To a pager: as to one open section, the pager starting on the lowest open section; the open
//   sections are kept (following the data) for when it is an accordion again.

extension StackEngine {
    /// Whether `event` takes the accordion out of several open sections.
    @inlinable
    func leavesSeveralOpenSections(_ event: StackEvent) -> Bool {
        switch event {
        case .setMode(let mode): return mode != _mode
        case .configure(let configuration): return configuration.expansion != .multiple
        default: return false
        }
    }

    /// Ends every motion and hands what is open to the one-section rules before `event` (a mode
    /// or policy change) applies.
    @usableFromInline
    mutating func leaveSections<Source: ChildDataSource>(for event: StackEvent, source: Source, into steps: inout [ContainerStep<Child>]) where Source.Child == Child {
        settleAll()
        flushNotices(into: &steps, reconciling: false, source: source)
        _sectionHeights = _open.layout.sectionHeights
        _selectedIndex = _open.expanded.min()
        // A pager keeps the sections for when it is an accordion again; one open section does not.
        if case .configure = event { _open.expanded = [] }
    }

    /// Whether `event` takes the accordion into several open sections: new settings under
    /// ``ExpansionMode/multiple`` for an accordion, or a pager under it becoming an accordion.
    @inlinable
    func entersSeveralOpenSections(_ event: StackEvent) -> Bool {
        switch event {
        case .configure(let configuration): return configuration.expansion == .multiple && _mode == .accordion
        case .setMode(let mode): return mode == .accordion && _mode != .accordion && _configuration.expansion == .multiple
        default: return false
        }
    }

    /// Keeps the sections a pager remembers following the data through `event`, an event under
    /// the one-section rules, and forgets them when the policy becomes one open section.
    @inlinable
    mutating func rememberSections(through event: StackEvent) {
        switch event {
        case .dataChanged(let change) where !_openBox.value.expanded.isEmpty:
            _open.expanded = Set(_open.expanded.compactMap { change.newIndex(forOldIndex: $0) })
        case .reload where !_openBox.value.expanded.isEmpty:
            _open.expanded = _open.expanded.filter { $0 < _count }
        case .configure(let configuration) where configuration.expansion == .single && !_openBox.value.expanded.isEmpty:
            _open.expanded = []
        default:
            break
        }
    }

    /// Takes the accordion, at rest, into several open sections: the sections open are the ones a
    /// pager remembered, else the one open now.
    @usableFromInline
    mutating func enterSections<Source: ChildDataSource>(source: Source, into steps: inout [ContainerStep<Child>]) where Source.Child == Child {
        _open.revealTarget = nil
        if _open.expanded.isEmpty, let selected = _selectedIndex { _open.expanded = [selected] }
        _open.expanded = _open.expanded.filter { $0 < _count }
        _selectedIndex = nil
        var openness: [Int: CGFloat] = [:]
        for index in _open.expanded { openness[index] = 1 }
        _open.layout.setSize(_size)
        _open.layout.configure(insets: _configuration.contentInsets, contentMode: _configuration.accordionContentMode, minimumFillHeight: _configuration.minimumFillContentHeight)
        _open.layout.replace(sectionHeights: _sectionHeights, openness: openness)
        _position.keepInside(contentHeight: _open.layout.contentSize.height, viewportHeight: visibleHeight)
        flushNotices(into: &steps, reconciling: false, source: source)
    }
}
