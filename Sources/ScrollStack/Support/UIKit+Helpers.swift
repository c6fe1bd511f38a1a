#if canImport(UIKit)
import UIKit
import Foundation
import os

extension UIView {
    /// This view and its superviews, nearest first.
    var selfAndAncestors: UnfoldFirstSequence<UIView> {
        sequence(first: self) { $0.superview }
    }

    /// The view's superviews, nearest first.
    var ancestors: DropFirstSequence<UnfoldFirstSequence<UIView>> {
        selfAndAncestors.dropFirst()
    }

    /// The first view under this one, itself included, breadth first, that `match` accepts.
    func firstDescendant(where match: (UIView) -> Bool) -> UIView? {
        var queue = [self]
        var next = 0
        while next < queue.count {
            let view = queue[next]
            next += 1
            if match(view) { return view }
            queue.append(contentsOf: view.subviews)
        }
        return nil
    }
}

extension UIScrollView {
    /// Scrolls just enough to show `view` (inside the scroll view) within its insets, the bottom one
    /// at least `coveredBottom` (what the keyboard covers), as the core's `KeyboardAvoidance`
    /// decides; a move of half a point or less is left alone.
    func scrollToReveal(_ view: UIView, coveredBottom: CGFloat? = nil) {
        let inset = adjustedContentInset
        let offset = KeyboardAvoidance.contentOffset(
            revealing: convert(view.bounds, from: view),
            contentOffset: contentOffset.y,
            boundsHeight: bounds.height,
            contentHeight: contentSize.height,
            insetTop: inset.top,
            insetBottom: coveredBottom.map { max(inset.bottom, $0) } ?? inset.bottom
        )
        if abs(offset - contentOffset.y) > 0.5 { contentOffset.y = offset }
    }
}

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

extension UIFont {
    /// This font, given at the default text size, as `traits` show it: scaled as the `style` text
    /// style scales, and in bold when they ask for bold text (Settings › Accessibility › Bold
    /// Text). System text styles follow Bold Text by themselves; a font given as a value (an
    /// appearance's font) does not.
    func scaled(as style: UIFont.TextStyle, in traits: UITraitCollection) -> UIFont {
        let bold = traits.legibilityWeight == .bold ? fontDescriptor.withSymbolicTraits(fontDescriptor.symbolicTraits.union(.traitBold)) : nil
        return UIFontMetrics(forTextStyle: style).scaledFont(for: bold.map { UIFont(descriptor: $0, size: pointSize) } ?? self, compatibleWith: traits)
    }
}

/// Runs `body`, isolated to the main actor, from an override the iOS 16 SDK leaves nonisolated but
/// UIKit only ever calls on the main thread (the accessibility actions of `NSObject`), or from a
/// SwiftUI gesture the iOS 16 SDK leaves nonisolated.
///
/// `MainActor.assumeIsolated` does the same from iOS 17's SDK on; this checks the thread and calls
/// the main-actor function directly, which has the same calling convention.
///
/// - Precondition: called on the main thread.
func runOnMainThread<T>(_ body: @MainActor () -> T) -> T {
    precondition(Thread.isMainThread, "ScrollStack: a UIKit accessibility action ran off the main thread")
    return withoutActuallyEscaping(body) { escapable in
        unsafeBitCast(escapable, to: (() -> T).self)()
    }
}

/// Logs warnings about the app's input that the container can carry on past, once where they
/// arise, as SwiftUI logs a repeated `ForEach` identifier; the words are the core's.
enum RuntimeWarning {
    static func log(_ message: RuntimeWarningMessage) {
        os_log("%{public}@", type: .fault, message.text as NSString)
    }
}
#endif
