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
        try request.validateDrawing()
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

    /// The folder a file goes to when no `--out` is given: the system's temporary folder, so a
    /// preview never litters the folder it was run from.
    public static var temporaryFolder: URL {
        FileManager.default.temporaryDirectory
    }

    /// A short name no earlier preview has used: eight hexadecimal digits.
    public static func uniqueName() -> String {
        String(UUID().uuidString.replacingOccurrences(of: "-", with: "").prefix(8)).lowercased()
    }

    /// The document in `format`, drawn as boxes (the filmstrip, for SVG).
    public static func render(_ document: PreviewDocument, as format: PreviewFormat) throws(PreviewError) -> Data {
        try render(document, as: format, drawing: PreviewDrawing())
    }

    /// The document in `format`, drawn as `drawing` says.
    ///
    /// - Throws: A usage error for a `--frame` past the end of a run.
    public static func render(_ document: PreviewDocument, as format: PreviewFormat, drawing: PreviewDrawing) throws(PreviewError) -> Data {
        switch (format, drawing.look) {
        case (.json, _): return try JSONRenderer.render(document)
        case (.html, _): return Data(try HTMLRenderer.render(document).utf8)
        case (.svg, .boxes): return Data(try SVGRenderer.render(document, frames: drawing.frames).utf8)
        case (.animatedSVG, .boxes): return Data(AnimatedSVGRenderer.render(document).utf8)
        case (.svg, .ui): return Data(try UIStillRenderer.render(document, drawing: drawing).utf8)
        case (.animatedSVG, .ui): return Data(UIAnimatedRenderer.render(document, drawing: drawing).utf8)
        }
    }

    /// Checks that the output can go to `url` (`nil`: standard output), before anything runs.
    ///
    /// - Parameter shown: The path as the user gave it, for the message.
    /// - Throws: An output error if the path is a folder or its folder does not exist.
    public static func checkOutput(at url: URL?, shown: String) throws(PreviewError) {
        guard let url else { return }
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
    /// - Parameters:
    ///   - folder: The folder relative paths start from: the current one.
    ///   - temporaryFolder: Where the file goes when the request names none.
    public static func perform(_ request: PreviewRequest, relativeTo folder: URL, temporaryFolder: URL = temporaryFolder) throws(PreviewError) -> Output {
        try request.validateDrawing()
        let url = request.outputURL(relativeTo: folder, temporaryFolder: temporaryFolder, unique: uniqueName())
        try checkOutput(at: url, shown: request.outputPath ?? url?.path ?? PreviewRequest.standardOutputPath)
        let document = try makeDocument(for: request, relativeTo: folder)
        let data = try render(document, as: request.format, drawing: request.drawing)
        if let url { try AtomicFileWriter.write(data, to: url) }
        return Output(document: document, data: data, url: url)
    }
}
