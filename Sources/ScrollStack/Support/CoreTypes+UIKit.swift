#if canImport(UIKit)
import UIKit

extension TimingCurve {
    /// The same curve as UIKit timing parameters, for a property animator.
    @MainActor
    public var timingParameters: UITimingCurveProvider {
        switch self {
        case .bezier(let curve):
            return UICubicTimingParameters(
                controlPoint1: CGPoint(x: curve.x1, y: curve.y1),
                controlPoint2: CGPoint(x: curve.x2, y: curve.y2)
            )
        case .spring(let spring):
            let omega = 2 * Double.pi / spring.response
            return UISpringTimingParameters(
                mass: 1,
                stiffness: CGFloat(omega * omega),
                damping: CGFloat(2 * spring.dampingRatio * omega),
                initialVelocity: .zero
            )
        }
    }
}

extension StackLayoutDirection {
    /// The direction of UIKit's layout direction.
    public init(_ direction: UIUserInterfaceLayoutDirection) {
        self = direction == .rightToLeft ? .rightToLeft : .leftToRight
    }
}

extension LayoutInsets {
    /// Insets from UIKit's edge insets.
    public init(_ insets: UIEdgeInsets) {
        self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
}

extension UIEdgeInsets {
    /// UIKit's edge insets from the core's insets.
    public init(_ insets: LayoutInsets) {
        self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
}
#endif
