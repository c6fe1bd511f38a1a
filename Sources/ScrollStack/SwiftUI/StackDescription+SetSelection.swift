#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import UIKit

/// How a SwiftUI accordion in ``ExpansionMode/multiple`` reads and writes its `Binding<Set<ID>>`.
struct SetSelectionAccess<ID: Hashable> {
    var read: () -> Set<ID>
    var write: (Set<ID>) -> Void
}

extension StackDescription {
    /// An accordion's description whose selection is the set of open elements: its single
    /// selection is always `nil`, so only the set decides what is open.
    static func accordion<Data: RandomAccessCollection>(
        _ data: Data,
        id: KeyPath<Element, ID>,
        openSet selection: Binding<Set<ID>>,
        title: @escaping (Element) -> String,
        header: ((Element, Bool) -> Header)?,
        content: @escaping (Element) -> Content
    ) -> Self where Data.Element == Element {
        var description = StackDescription(
            mode: .accordion,
            elements: Array(data),
            id: { $0[keyPath: id] },
            title: title,
            header: header,
            content: content,
            readSelection: { nil },
            writeSelection: { _ in }
        )
        description.setSelection = SetSelectionAccess(read: { selection.wrappedValue }, write: { selection.wrappedValue = $0 })
        return description
    }
}
#endif
