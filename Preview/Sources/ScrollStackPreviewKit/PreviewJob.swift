import Foundation

/// Runs a request from start to end: checks every input, runs the core, renders and writes.
///
/// Nothing is written until everything has been checked and rendered, and the file is then
/// replaced atomically, so a failure never leaves a half-written or truncated file behind.
public enum PreviewJob {
    /// What a finished job produced.
    public struct Output: Sendable {
        /// Every run.
        public var document: PreviewDocument
        /// The rendered file.
        public var data: Data
        /// Where it was written; `nil` when it went to standard output or was not written.
        public var url: URL?
    }

    /// Checks the request's options and scenario, then runs each mode.
    ///
    /// - Parameter folder: The folder a relative scenario path starts from.
    /// - Throws: A usage error for a bad option, a scenario error for a bad scenario file (with
    ///   its JSON path and line), a core error if the core breaks its contract.
    public static func makeDocument(for request: PreviewRequest, relativeTo folder: URL = currentFolder) throws(PreviewError) -> PreviewDocument {
        guard !request.modes.isEmpty else { throw PreviewError(.usage, "no mode to run: give --mode accordion, paging or both") }
        try request.validateModes()
        let settings = request.runSettings
        for setting in settings { try setting.validate() }
        let file = try request.scenarioPath.map { (path: String) throws(PreviewError) -> ScenarioFile in try ScenarioFile.load(path: path, relativeTo: folder) }
        var runners: [PreviewRunner] = []
        for setting in settings {
            let scenario = try file?.scenario(for: setting.mode) ?? Scenario.defaultScenario(for: setting.mode, count: setting.count, expansion: setting.expansion, nestedIn: setting.nestedSection)
            try scenario.validate(for: setting)
            runners.append(PreviewRunner(settings: setting, scenario: scenario))
        }
        var runs: [RunRecord] = []
        for runner in runners { runs.append(try runner.run()) }
        return PreviewDocument(runs: runs)
    }

    /// The process's current folder.
    public static var currentFolder: URL {
        URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    }

    /// The document in `format`.
    public static func render(_ document: PreviewDocument, as format: PreviewFormat) throws(PreviewError) -> Data {
        switch format {
        case .json: return try JSONRenderer.render(document)
        case .html: return Data(try HTMLRenderer.render(document).utf8)
        case .svg: return Data(SVGRenderer.render(document).utf8)
        case .animatedSVG: return Data(AnimatedSVGRenderer.render(document).utf8)
        }
    }

    /// Checks that the output can go where the request says, before anything runs.
    ///
    /// - Throws: An output error if the path is a folder or its folder does not exist.
    public static func checkOutput(of request: PreviewRequest, relativeTo folder: URL) throws(PreviewError) {
        guard let url = request.outputURL(relativeTo: folder) else { return }
        let shown = request.outputPath ?? request.format.defaultFileName
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw PreviewError(.output, "--out '\(shown)' is a folder; give a file path")
        }
        let parent = url.deletingLastPathComponent()
        guard FileManager.default.fileExists(atPath: parent.path, isDirectory: &isDirectory) else {
            throw PreviewError(.output, "--out '\(shown)': the folder '\(parent.path)' does not exist")
        }
        guard isDirectory.boolValue else {
            throw PreviewError(.output, "--out '\(shown)': '\(parent.path)' is a file, not a folder")
        }
    }

    /// Checks everything, runs, renders and writes the file (unless the request asks for
    /// standard output, in which case the caller prints ``Output/data``).
    ///
    /// - Parameter folder: The folder relative output paths start from: the current one.
    public static func perform(_ request: PreviewRequest, relativeTo folder: URL) throws(PreviewError) -> Output {
        try checkOutput(of: request, relativeTo: folder)
        let document = try makeDocument(for: request, relativeTo: folder)
        let data = try render(document, as: request.format)
        let url = request.outputURL(relativeTo: folder)
        if let url { try AtomicFileWriter.write(data, to: url) }
        return Output(document: document, data: data, url: url)
    }
}
