import ArgumentParser
import ScrollStackCore
import ScrollStackPreviewKit

/// The values `--mode` takes.
enum ModeChoice: String, CaseIterable, ExpressibleByArgument {
    case accordion, paging, both

    /// The modes to run, in order.
    var modes: [PreviewMode] {
        switch self {
        case .accordion: return [.accordion]
        case .paging: return [.paging]
        case .both: return [.accordion, .paging]
        }
    }
}

/// The values `--format` takes.
enum FormatChoice: String, CaseIterable, ExpressibleByArgument {
    case html, svg, json
    case animatedSVG = "animated-svg"

    /// The kit's format.
    var format: PreviewFormat {
        switch self {
        case .html: return .html
        case .svg: return .svg
        case .animatedSVG: return .animatedSVG
        case .json: return .json
        }
    }
}

/// The values `--layout-direction` takes.
enum LayoutDirectionChoice: String, CaseIterable, ExpressibleByArgument {
    case ltr, rtl

    /// The core's direction.
    var direction: StackLayoutDirection {
        self == .ltr ? .leftToRight : .rightToLeft
    }
}

/// The values `--motion` takes.
enum MotionChoice: String, CaseIterable, ExpressibleByArgument {
    case full, reduced

    /// The core's preference.
    var motion: MotionPreference {
        self == .full ? .full : .reduced
    }
}

/// The values `--expansion` takes.
enum ExpansionChoice: String, CaseIterable, ExpressibleByArgument {
    case single, multiple

    /// The core's mode.
    var mode: ExpansionMode {
        self == .single ? .single : .multiple
    }
}

/// The values `--tab-style` takes: one style, or `all` for one paging run per style.
enum TabStyleChoice: String, CaseIterable, ExpressibleByArgument {
    case underlineItem = "underline-item"
    case underlineContent = "underline-content"
    case underlineFixed = "underline-fixed"
    case capsule, none, all

    /// The styles to run, in order.
    var styles: [PreviewTabStyle] {
        guard let style = PreviewTabStyle(rawValue: rawValue) else { return PreviewTabStyle.allCases }
        return [style]
    }
}

/// The values `--look` takes.
enum LookChoice: String, CaseIterable, ExpressibleByArgument {
    case boxes, ui

    /// The kit's look.
    var look: PreviewLook {
        self == .boxes ? .boxes : .ui
    }
}

/// The values `--corner-style` takes.
enum CornerStyleChoice: String, CaseIterable, ExpressibleByArgument {
    case plain
    case insetGrouped = "inset-grouped"

    /// The core's style, with its default radius and margin.
    var style: HeaderCornerStyle {
        self == .plain ? .plain : .insetGrouped()
    }
}
