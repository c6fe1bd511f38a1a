/// What the tool prints once a job is done: decided here, printed by the command.
///
/// Quiet by default: a file written prints its absolute path, one line, and output sent to
/// standard output prints nothing more. ``PreviewRequest/isVerbose`` adds the step log (on standard
/// error when the output itself is on standard output) and a summary of the frames.
public struct PreviewMessages: Equatable, Sendable {
    /// The lines for standard output, in order.
    public var standardOutput: [String] = []
    /// The lines for standard error, in order.
    public var standardError: [String] = []

    /// The lines to print for `output`, made for `request`.
    public init(for output: PreviewJob.Output, of request: PreviewRequest) {
        guard request.isVerbose else {
            if let url = output.url { standardOutput = [url.path] }
            return
        }
        let log = StepLog.render(output.document)
        guard let url = output.url else {
            standardError = [log]
            return
        }
        let frames = output.document.runs.map { "\($0.mode.rawValue) \(NumberText.count($0.frames.count, "frame"))" }.joined(separator: ", ")
        standardOutput = [log, "", "Wrote \(url.path) (\(frames))."]
        if request.format == .html { standardOutput.append("Open it in a browser to play the frames.") }
    }
}
