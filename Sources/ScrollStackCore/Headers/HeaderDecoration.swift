import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where a default header draws its background and separators, and which of its corners are rounded.
///
/// The sections form one list. Under ``HeaderCornerStyle/insetGrouped(radius:margin:)`` the list
/// is one rounded group: the first header rounds its top corners; the last header rounds its bottom
/// corners while it is collapsed (expanded, its content continues the group below it). Separators
/// follow ``HeaderSeparatorStyle``; each runs from its inset at the leading edge of the background
/// to the trailing edge, so in a right-to-left layout the inset is on the right.
///
/// An inset group keeps its margin from the side safe areas, as an inset-grouped table does: in
/// landscape on a phone with a notch the group starts its margin past the notch, on whichever
/// physical side the notch is, whatever the layout direction. Plain rows paint into the safe areas.
public struct HeaderDecoration: Equatable, Sendable {
    /// The background's frame in the header's bounds: the whole header, or inset by the side safe
    /// area and the group's margin on each side.
    public var backgroundFrame: CGRect
    /// The background's rounded corners.
    public var roundedCorners: HeaderCorners
    /// The radius of the rounded corners (0 when none are rounded).
    public var cornerRadius: CGFloat
    /// The separators' frames in the header's bounds, top one first.
    public var separatorFrames: [CGRect]

    /// The decoration of the header at `index` of `count`.
    ///
    /// - Parameters:
    ///   - index: The section's index.
    ///   - count: The number of sections.
    ///   - isExpanded: Whether the section is expanded (or the one a running transition expands).
    ///   - size: The header's size. Negative or non-finite sides count as 0.
    ///   - corners: Plain or inset-grouped.
    ///   - separators: Which separators to draw.
    ///   - separatorInset: The separators' inset from the background's leading edge; clamped to
    ///     the background's width, negative or non-finite counts as 0.
    ///   - separatorThickness: The separators' thickness (one pixel: `1 / scale`); 0, negative or
    ///     non-finite draws none.
    ///   - layoutDirection: The header's layout direction.
    ///   - safeArea: The header's safe-area insets; an inset group keeps its margin from the left
    ///     and right ones (physical edges). Default none. Top and bottom are not used.
    /// - Precondition: `index` is in `0..<count` (the message names both).
    public init(
        index: Int,
        count: Int,
        isExpanded: Bool,
        size: CGSize,
        corners: HeaderCornerStyle = .plain,
        separators: HeaderSeparatorStyle = .none,
        separatorInset: CGFloat = 0,
        separatorThickness: CGFloat = 1,
        layoutDirection: StackLayoutDirection = .leftToRight,
        safeArea: LayoutInsets = .zero
    ) {
        precondition(index >= 0 && index < count, "HeaderDecoration: index \(index) is outside 0..<\(count)")
        let width = size.width.clampedToNonNegative
        let height = size.height.clampedToNonNegative
        let isFirst = index == 0
        let endsList = index == count - 1 && !isExpanded
        switch corners {
        case .plain:
            backgroundFrame = CGRect(x: 0, y: 0, width: width, height: height)
            roundedCorners = []
            cornerRadius = 0
        case .insetGrouped(let radius, let margin):
            // Each side gives up its safe area and the margin; together never more than the width.
            let left = safeArea.left.clampedToNonNegative + margin.clampedToNonNegative
            let right = safeArea.right.clampedToNonNegative + margin.clampedToNonNegative
            let scale = left + right > width ? width / (left + right) : 1
            let leftInset = left * scale
            backgroundFrame = CGRect(x: leftInset, y: 0, width: max(0, width - leftInset - right * scale), height: height)
            var rounded: HeaderCorners = []
            if isFirst { rounded.insert(.top) }
            if endsList { rounded.insert(.bottom) }
            roundedCorners = rounded
            // Never more than half the header, so the two ends of a lone header meet without overlap.
            cornerRadius = rounded.isEmpty ? 0 : min(radius.clampedToNonNegative, height / 2, backgroundFrame.width / 2)
        }
        let thickness = min(separatorThickness.clampedToNonNegative, height)
        var frames: [CGRect] = []
        if thickness > 0 {
            let background = backgroundFrame
            let inset = min(separatorInset.clampedToNonNegative, background.width)
            let x = layoutDirection == .leftToRight ? background.minX + inset : background.minX
            if separators == .all, isFirst {
                // The list's top edge runs the background's whole width, as a grouped list's does.
                frames.append(CGRect(x: background.minX, y: 0, width: background.width, height: thickness))
            }
            switch separators {
            case .none:
                break
            case .between where endsList:
                break
            case .all where endsList:
                frames.append(CGRect(x: background.minX, y: height - thickness, width: background.width, height: thickness))
            case .between, .all:
                frames.append(CGRect(x: x, y: height - thickness, width: background.width - inset, height: thickness))
            }
        }
        separatorFrames = frames
    }
}
