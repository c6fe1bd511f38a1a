/// A failure the tool reports to the user as one line, with the exit status it calls for.
public struct PreviewError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What kind of input was at fault, which decides the exit status.
    public enum Kind: Equatable, Sendable {
        /// A bad option value or combination of options: exit status 1.
        case usage
        /// A scenario file that is missing, unreadable, malformed or asks for something impossible:
        /// exit status 1.
        case scenario
        /// The output can't go where `--out` says, or could not be written: exit status 2.
        case output
        /// The core broke its own contract (an invalid step log, a transition that never ends):
        /// exit status 3, and a bug to report.
        case core
    }

    /// What kind of input was at fault.
    public var kind: Kind
    /// The message, on one line, naming the bad value.
    public var message: String

    /// Creates an error; line breaks in `message` are folded so it always prints as one line.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// The process exit status for this error: 1 for bad input (options or scenario), 2 for
    /// output that could not be written, 3 for an internal error.
    public var exitStatus: Int32 {
        switch kind {
        case .usage, .scenario: return 1
        case .output: return 2
        case .core: return 3
        }
    }

    /// The message.
    public var description: String { message }
}
