import Foundation
import ScrollStackCore

/// Everything one preview run is set up with: the mode, the container and the clock.
public struct PreviewSettings: Equatable, Sendable {
    /// The most sections or tabs a preview runs; only what is on screen is recorded, so the output
    /// stays small at any count.
    public static let maximumCount = 1_000_000
    /// The highest frame rate a preview records at.
    public static let maximumFPS = 240
    /// The size of the default container: a 6.1-inch phone in portrait, in points.
    public static let phoneSize = CGSize(width: 390, height: 844)

    /// Accordion or paging.
    public var mode: PreviewMode
    /// The container's size, in points.
    public var size: CGSize
    /// How many sections (accordion) or tabs (paging) there are at the start.
    public var count: Int
    /// The height of each accordion header, in points.
    public var headerHeight: CGFloat
    /// How tall an open accordion section is.
    public var contentMode: AccordionContentMode
    /// How many frames are recorded per second of animation.
    public var fps: Int
    /// Whether pages run left to right or right to left. Default left to right.
    public var layoutDirection = StackLayoutDirection.leftToRight
    /// Full motion, or Reduce Motion's cross-fades. Default full.
    public var motion = MotionPreference.full
    /// The tab strip's look (paging only): `nil` for the plain strip of titles with a 2-point
    /// underline, or a style drawn over tabs with images and badges. Default `nil`.
    public var tabStyle: PreviewTabStyle?
    /// How many sections may be open at once (accordion only). Default ``ExpansionMode/single``.
    public var expansion = ExpansionMode.single
    /// Whether the header of an open section stays at the top of the viewport while its content
    /// scrolls under it (``ExpansionMode/multiple`` only). Default `false`.
    public var pinnedHeaders = false
    /// How the run will be drawn. The UI look records the pager's tab strip as the library's
    /// `TabStripView` lays it out with its default appearance. Default ``PreviewLook/boxes``.
    public var look = PreviewLook.boxes
    /// The accordion section that holds a nested accordion of three sections (several of them
    /// open at once) whose height the section follows frame by frame; `nil` for none. Default `nil`.
    public var nestedSection: Int?

    /// The settings of the default scenario for `mode`: a phone-sized container, five sections with
    /// 56-point headers filling the screen, or eight tabs; 60 frames per second.
    public init(mode: PreviewMode) {
        self.mode = mode
        self.size = Self.phoneSize
        self.count = mode == .accordion ? 5 : 8
        self.headerHeight = 56
        self.contentMode = .fill
        self.fps = 60
    }

    /// The engine configuration these settings call for; everything else keeps the core's defaults.
    public var configuration: StackConfiguration {
        var configuration = StackConfiguration()
        configuration.headerHeight = headerHeight
        configuration.accordionContentMode = contentMode
        configuration.layoutDirection = layoutDirection
        configuration.motion = motion
        configuration.expansion = expansion
        return configuration
    }

    /// Checks every value, so that nothing reaches the engine that would stop it with a precondition.
    ///
    /// - Throws: A usage error naming the option and the bad value.
    public func validate() throws(PreviewError) {
        guard (1...Self.maximumCount).contains(count) else {
            throw PreviewError(.usage, "--sections \(count) is out of range: give 1 to \(Self.maximumCount)")
        }
        guard headerHeight.isFinite, headerHeight > 0, headerHeight <= SizeText.maximumDimension else {
            throw PreviewError(.usage, "--header-height \(NumberText.points(headerHeight)) is out of range: give a height above 0 and at most \(NumberText.points(SizeText.maximumDimension)) points")
        }
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0,
            size.width <= SizeText.maximumDimension, size.height <= SizeText.maximumDimension
        else {
            throw PreviewError(.usage, "--size \(SizeText.format(size)) is not usable: width and height must be above 0 and at most \(NumberText.points(SizeText.maximumDimension)) points")
        }
        if case .fit(let height) = contentMode, !(height.isFinite && height >= 0 && height <= SizeText.maximumDimension) {
            throw PreviewError(.usage, "--fit \(NumberText.points(height)) is out of range: give a height from 0 to \(NumberText.points(SizeText.maximumDimension)) points")
        }
        guard (1...Self.maximumFPS).contains(fps) else {
            throw PreviewError(.usage, "--fps \(fps) is out of range: give 1 to \(Self.maximumFPS)")
        }
        if let tabStyle, mode == .accordion {
            throw PreviewError(.usage, "--tab-style \(tabStyle.rawValue) styles the pager's tab strip; the accordion has none (use --mode paging or both)")
        }
        if expansion == .multiple, mode == .paging {
            throw PreviewError(.usage, "--expansion multiple opens several accordion sections; the pager shows one page at a time (use --mode accordion or both)")
        }
        if pinnedHeaders, expansion != .multiple {
            throw PreviewError(.usage, "--pinned-headers pins the headers of sections in --expansion multiple; add --expansion multiple")
        }
        if let nestedSection {
            guard mode == .accordion else {
                throw PreviewError(.usage, "--nested \(nestedSection) nests an accordion in an accordion section; the pager has none (use --mode accordion or both)")
            }
            guard (0..<count).contains(nestedSection) else {
                throw PreviewError(.usage, "--nested \(nestedSection) is out of range 0..<\(count): the accordion has \(NumberText.count(count, mode.itemName))")
            }
        }
    }

    /// A one-line summary, such as `accordion, 5 sections, 390x844 pt, header 56, fill, 60 fps`.
    public var summary: String {
        "\(mode.rawValue), \(details)"
    }

    /// The summary without the mode: `5 sections, 390x844 pt, header 56, fill, 60 fps`.
    public var details: String {
        var parts = [NumberText.count(count, mode.itemName), "\(SizeText.format(size)) pt"]
        if mode == .accordion {
            if expansion == .multiple { parts.append(pinnedHeaders ? "multiple expansion with pinned headers" : "multiple expansion") }
            if let nestedSection { parts.append("accordion nested in section \(nestedSection)") }
            parts.append("header \(NumberText.points(headerHeight))")
            switch contentMode {
            case .fill: parts.append("fill")
            case .fit(let height): parts.append("fit \(NumberText.points(height))")
            }
        }
        if let tabStyle { parts.append("tab style \(tabStyle.rawValue)") }
        parts.append("\(fps) fps")
        if layoutDirection == .rightToLeft { parts.append("right to left") }
        if motion == .reduced { parts.append("reduced motion") }
        return parts.joined(separator: ", ")
    }
}
