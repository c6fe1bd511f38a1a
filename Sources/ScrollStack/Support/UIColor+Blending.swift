#if canImport(UIKit)
import UIKit

extension UIColor {
    /// The colour a `fraction` of the way from this one to `other`, both resolved for `traits`.
    func blended(with other: UIColor, fraction: CGFloat, in traits: UITraitCollection) -> UIColor {
        var from: (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat) = (0, 0, 0, 0)
        var to: (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat) = (0, 0, 0, 0)
        resolvedColor(with: traits).getRed(&from.r, green: &from.g, blue: &from.b, alpha: &from.a)
        other.resolvedColor(with: traits).getRed(&to.r, green: &to.g, blue: &to.b, alpha: &to.a)
        let t = Double(fraction)
        return UIColor(
            red: .interpolate(from: from.r, to: to.r, fraction: t),
            green: .interpolate(from: from.g, to: to.g, fraction: t),
            blue: .interpolate(from: from.b, to: to.b, fraction: t),
            alpha: .interpolate(from: from.a, to: to.a, fraction: t)
        )
    }
}
#endif
