#if canImport(UIKit)
import UIKit

/// The accessory at a default header's trailing edge.
public enum HeaderAccessory: Equatable {
    /// The disclosure chevron, turning as the section opens (the default).
    case disclosureIndicator
    /// No accessory: the title runs to the trailing padding.
    case none
    /// An image of the app's, tinted `.tertiaryLabel` as the chevron is, that does not turn.
    case image(UIImage)
}
#endif
