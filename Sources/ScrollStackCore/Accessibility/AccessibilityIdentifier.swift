import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The `accessibilityIdentifier`s the built-in views carry, for UI tests.
///
/// Each is `ScrollStack.<kind>.<key>`, where the key is the element's identifier when the data
/// source names one (`expandableViewController(_:identifierForViewControllerAt:)`, a SwiftUI
/// element's `id`) and the index otherwise: `ScrollStack.header.general`, `ScrollStack.tab.3`.
/// Identifiers follow their element when data changes, so a test can find the same section after
/// an insert above it. In an XCUITest, query `app.buttons["ScrollStack.header.0"]`.
package enum AccessibilityIdentifier {
    /// The identifier of a built-in accordion header.
    ///
    /// - Parameters:
    ///   - index: The section's index.
    ///   - element: The element's identifier, as text, when the data source names one.
    public static func header(at index: Int, element: String? = nil) -> String {
        make("header", index, element)
    }

    /// The identifier of a tab in a tab strip.
    public static func tab(at index: Int, element: String? = nil) -> String {
        make("tab", index, element)
    }

    /// The identifier a page's or a section content's view gets, when it has none of its own.
    public static func page(at index: Int, element: String? = nil) -> String {
        make("page", index, element)
    }

    /// The identifier of a pager's adjustable element (a pager without a tab strip).
    public static let pager = "ScrollStack.pager"

    /// The identifier of the element that dismisses an alert or a drawer.
    public static let dismiss = "ScrollStack.dismiss"

    /// Whether `identifier` is one the package gave (so it may replace it) rather than the app's.
    public static func isOwn(_ identifier: String?) -> Bool {
        identifier.map { $0.hasPrefix("ScrollStack.") } ?? false
    }

    private static func make(_ kind: String, _ index: Int, _ element: String?) -> String {
        "ScrollStack.\(kind).\(element ?? String(index))"
    }
}
