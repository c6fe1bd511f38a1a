import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where a default header's leading image, title, subtitle and trailing accessory go.
///
/// In a row across the header's background, from the leading edge: the image, then the text column
/// (the title, and the subtitle under it), then the accessory at the trailing edge; in a
/// right-to-left layout the row is mirrored. The image and the accessory are centred vertically;
/// the title and subtitle are centred together as one block.
public struct HeaderContentLayout: Equatable, Sendable {
    /// The image's frame, or `nil` without an image.
    public var imageFrame: CGRect?
    /// The accessory's frame, or `nil` without an accessory.
    public var accessoryFrame: CGRect?
    /// The text column: the width the title and subtitle may take (measure them at this width).
    public var textColumn: CGRect

    /// Lays out a header whose background is `frame`.
    ///
    /// - Parameters:
    ///   - frame: The header's background frame (a ``HeaderDecoration/backgroundFrame``); the
    ///     results are in the same coordinates.
    ///   - padding: The gap from the background's leading and trailing edges; negative or
    ///     non-finite counts as 0.
    ///   - imageSize: The leading image's size, or `nil` for none.
    ///   - accessorySize: The trailing accessory's size, or `nil` for none.
    ///   - spacing: The gap between the image, the text and the accessory.
    ///   - layoutDirection: The header's layout direction.
    public init(frame: CGRect, padding: CGFloat, imageSize: CGSize? = nil, accessorySize: CGSize? = nil, spacing: CGFloat = 12, layoutDirection: StackLayoutDirection = .leftToRight) {
        let padding = padding.clampedToNonNegative
        let gap = spacing.clampedToNonNegative
        let rightToLeft = layoutDirection == .rightToLeft
        // Distances from the leading and trailing edges, mirrored into x at the end.
        var leading = padding
        var trailing = padding
        func place(_ size: CGSize?, fromLeading: Bool) -> CGRect? {
            guard let size else { return nil }
            let width = size.width.clampedToNonNegative
            let height = size.height.clampedToNonNegative
            let offset = fromLeading ? leading : trailing
            let atLeft = fromLeading != rightToLeft
            let x = atLeft ? frame.minX + offset : frame.maxX - offset - width
            if fromLeading { leading += width + gap } else { trailing += width + gap }
            return CGRect(x: x, y: frame.midY - height / 2, width: width, height: height)
        }
        imageFrame = place(imageSize, fromLeading: true)
        accessoryFrame = place(accessorySize, fromLeading: false)
        let width = max(0, frame.width - leading - trailing)
        let x = rightToLeft ? frame.maxX - leading - width : frame.minX + leading
        textColumn = CGRect(x: x, y: frame.minY, width: width, height: frame.height)
    }

    /// The title's and subtitle's frames in the text column, centred together.
    ///
    /// - Parameters:
    ///   - titleHeight: The title's height, measured at the column's width.
    ///   - subtitleHeight: The subtitle's height, or `nil` without a subtitle.
    ///   - lineSpacing: The gap between the title and the subtitle.
    /// - Returns: The title's frame, and the subtitle's when there is one.
    public func textFrames(titleHeight: CGFloat, subtitleHeight: CGFloat?, lineSpacing: CGFloat = 2) -> (title: CGRect, subtitle: CGRect?) {
        let title = titleHeight.clampedToNonNegative
        let subtitle = subtitleHeight.map(\.clampedToNonNegative)
        let total = Self.textHeight(titleHeight: title, subtitleHeight: subtitle, lineSpacing: lineSpacing)
        let top = textColumn.midY - total / 2
        let titleFrame = CGRect(x: textColumn.minX, y: top, width: textColumn.width, height: title)
        let subtitleFrame = subtitle.map {
            CGRect(x: textColumn.minX, y: titleFrame.maxY + lineSpacing.clampedToNonNegative, width: textColumn.width, height: $0)
        }
        return (titleFrame, subtitleFrame)
    }

    /// The title's and subtitle's heights cut to whole lines that the text column holds, for a
    /// header shorter than its wrapped words (one whose height nobody fits to them, such as an app's
    /// own header of this kind): it shows the lines that fit, the last one truncated, instead of
    /// spilling over the headers around it. Words that fit keep their heights.
    ///
    /// The title keeps at least its first line, as a one-line title always did; the subtitle takes
    /// the whole lines left under it, and is left out (`nil`) when not one is left.
    ///
    /// - Parameters:
    ///   - titleHeight: The title's height, measured at the column's width.
    ///   - subtitleHeight: The subtitle's height, or `nil` without a subtitle.
    ///   - titleLineHeight: The height of one line of the title; 0, negative or non-finite keeps
    ///     the title whole.
    ///   - subtitleLineHeight: The height of one line of the subtitle; 0, negative or non-finite
    ///     keeps the subtitle whole if it fits, else leaves it out.
    ///   - lineSpacing: The gap between the title and the subtitle.
    /// - Returns: The heights to give ``textFrames(titleHeight:subtitleHeight:lineSpacing:)``.
    package func fittingTextHeights(
        titleHeight: CGFloat,
        subtitleHeight: CGFloat?,
        titleLineHeight: CGFloat,
        subtitleLineHeight: CGFloat,
        lineSpacing: CGFloat = 2
    ) -> (title: CGFloat, subtitle: CGFloat?) {
        let room = textColumn.height
        let titleLine = titleLineHeight.clampedToNonNegative
        let title = titleLine > 0 ? Self.wholeLines(of: titleHeight.clampedToNonNegative, line: titleLine, in: max(room, titleLine)) : titleHeight.clampedToNonNegative
        guard let subtitleHeight else { return (title, nil) }
        let left = room - title - lineSpacing.clampedToNonNegative
        let subtitle = Self.wholeLines(of: subtitleHeight.clampedToNonNegative, line: subtitleLineHeight.clampedToNonNegative, in: left)
        return (title, subtitle > 0 ? subtitle : nil)
    }

    /// `height` when it fits in `room`, else the whole lines of `line` that do (none when `line` is 0).
    private static func wholeLines(of height: CGFloat, line: CGFloat, in room: CGFloat) -> CGFloat {
        if height <= room { return height }
        guard line > 0, room > 0 else { return 0 }
        // A thousandth of a point of slack, so that a room of exactly n lines holds n of them.
        return min(height, ((room + 0.001) / line).rounded(.down) * line)
    }

    /// The height a header needs to show its title and subtitle without clipping: the text block
    /// plus `verticalPadding` above and below, rounded up to whole points.
    ///
    /// Measure the text at the content size category in force; set the container's header height
    /// to at least this.
    ///
    /// - Parameters:
    ///   - titleHeight: The title's height.
    ///   - subtitleHeight: The subtitle's height, or `nil` without a subtitle.
    ///   - lineSpacing: The gap between the title and the subtitle.
    ///   - verticalPadding: The room kept above and below the text.
    /// - Returns: The height in whole points.
    public static func requiredHeight(titleHeight: CGFloat, subtitleHeight: CGFloat?, lineSpacing: CGFloat = 2, verticalPadding: CGFloat = 8) -> CGFloat {
        let text = textHeight(titleHeight: titleHeight.clampedToNonNegative, subtitleHeight: subtitleHeight.map(\.clampedToNonNegative), lineSpacing: lineSpacing)
        return (text + 2 * verticalPadding.clampedToNonNegative).rounded(.up)
    }

    private static func textHeight(titleHeight: CGFloat, subtitleHeight: CGFloat?, lineSpacing: CGFloat) -> CGFloat {
        guard let subtitleHeight else { return titleHeight }
        return titleHeight + lineSpacing.clampedToNonNegative + subtitleHeight
    }
}
