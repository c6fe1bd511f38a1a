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

extension HeaderAccessory {
    /// What the accessory draws, as drawn left to right: the chevron's symbol, the app's image, or
    /// nothing.
    @MainActor
    var shownImage: UIImage? {
        switch self {
        case .disclosureIndicator: return UIImage(systemName: "chevron.right")
        case .image(let image): return image
        case .none: return nil
        }
    }
}
#endif
