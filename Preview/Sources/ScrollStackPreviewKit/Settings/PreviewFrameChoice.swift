/// Which frames a still SVG shows: the filmstrip's chosen moments, or one frame.
public enum PreviewFrameChoice: Equatable, Sendable {
    /// The moments ``FilmstripSelection`` chooses (the default).
    case filmstrip
    /// The frame at this position in each run, from 0.
    case index(Int)
    /// Each run's last frame: where the scenario left the container.
    case last

    /// Reads `--frame`'s value: a frame number from 0, or `last`.
    ///
    /// - Returns: `nil` for anything else.
    public init?(argument: String) {
        if argument == "last" {
            self = .last
        } else if let index = Int(argument), index >= 0 {
            self = .index(index)
        } else {
            return nil
        }
    }

    /// The positions of the frames to draw of `run`.
    ///
    /// - Throws: A usage error when the run has no frame at the chosen position.
    func frames(of run: RunRecord) throws(PreviewError) -> [Int] {
        switch self {
        case .filmstrip:
            return FilmstripSelection.frames(of: run)
        case .last:
            return run.frames.isEmpty ? [] : [run.frames.count - 1]
        case .index(let index):
            guard run.frames.indices.contains(index) else {
                throw PreviewError(.usage, "--frame \(index) is past the end of the \(run.mode.rawValue) run, which has \(NumberText.count(run.frames.count, "frame")) (0 to \(run.frames.count - 1))")
            }
            return [index]
        }
    }
}
