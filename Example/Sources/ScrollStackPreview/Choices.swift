import ArgumentParser
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

    /// The kit's format.
    var format: PreviewFormat {
        switch self {
        case .html: return .html
        case .svg: return .svg
        case .json: return .json
        }
    }
}
