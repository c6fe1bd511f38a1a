import Foundation
import ScrollStackPreviewKit

/// The process entry point: runs the command with the process's arguments and folder, and exits
/// with its status.
@main
enum Main {
    static func main() {
        let status = PreviewCommand.execute(Array(CommandLine.arguments.dropFirst()), in: PreviewJob.currentFolder, console: .process)
        exit(status)
    }
}
