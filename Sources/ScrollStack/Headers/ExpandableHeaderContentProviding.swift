#if canImport(UIKit)
import UIKit

/// A child view controller that gives its accordion header a subtitle or an image.
///
/// Consulted for a loaded child when the data source gives no ``HeaderContent`` (or there is no
/// data source); a child that is not loaded yet shows its title only.
@MainActor
public protocol ExpandableHeaderContentProviding: UIViewController {
    /// What this child's header shows.
    var headerContent: HeaderContent { get }
}
#endif
