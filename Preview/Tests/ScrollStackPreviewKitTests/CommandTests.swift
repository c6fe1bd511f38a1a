import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import ScrollStackPreview
@testable import ScrollStackPreviewKit

/// What one run of the command printed and returned.
struct CommandResult {
    var status: Int32
    var standardOutput: [String] = []
    var standardError: [String] = []
    var data = Data()
}

/// Collects what the command prints, from a synchronous call.
final class Transcript: @unchecked Sendable {
    var result = CommandResult(status: -1)
}

/// Runs the command in-process against `folder`, as if typed there; without `--out` the file goes
/// to `temporary` (the system's temporary folder when `nil`).
func runCommand(_ arguments: [String], in folder: TemporaryFolder, temporary: TemporaryFolder? = nil) -> CommandResult {
    let transcript = Transcript()
    let console = PreviewCommand.Console(
        standardOutput: { transcript.result.standardOutput.append($0) },
        standardError: { transcript.result.standardError.append($0) },
        writeData: { transcript.result.data.append($0) }
    )
    transcript.result.status = PreviewCommand.execute(arguments, in: folder.url, temporaryFolder: temporary?.url ?? PreviewJob.temporaryFolder, console: console)
    return transcript.result
}

@Suite("The command line")
struct CommandTests {
    static let badScenario = #"{"events": [{"tap": 0}, {"tap": 9}]}"#

    @Test("no arguments: the default scenarios, written to a new page in the temporary folder, and only its path printed")
    func defaults() throws {
        let folder = try TemporaryFolder()
        let temporary = try TemporaryFolder()
        defer { folder.cleanUp(); temporary.cleanUp() }
        let result = runCommand([], in: folder, temporary: temporary)
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        #expect(folder.contents.isEmpty, "nothing in the current folder")
        let name = try #require(temporary.contents.first)
        #expect(temporary.contents.count == 1)
        #expect(name.wholeMatch(of: /scrollstack-preview-[0-9a-f]{8}\.html/) != nil, "\(name)")
        #expect(result.standardOutput == [temporary.file(name).standardizedFileURL.path])
        let html = try String(contentsOf: temporary.file(name), encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
    }

    @Test("--verbose: the step log and the frames written, then the path")
    func verbose() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let result = runCommand(["--verbose", "--out", "scrollstack-preview.html"], in: folder)
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        #expect(folder.contents == ["scrollstack-preview.html"])
        let printed = result.standardOutput.joined(separator: "\n")
        #expect(printed.contains("Wrote \(folder.file("scrollstack-preview.html").standardizedFileURL.path) (accordion 92 frames, paging 79 frames)."))
        #expect(printed.contains("== accordion, 5 sections, 390x844 pt, header 56, fill, 60 fps; default scenario; 92 frames"))
        #expect(printed.contains("transitionWillBegin(none → 0)"))
        #expect(printed.contains("-- tap 3 (accordion[4]) at 0.990 s: animating none → 1 at 50 %, 3 queued"))
        let html = try String(contentsOf: folder.file("scrollstack-preview.html"), encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
    }

    @Test("one of a thing is singular: 1 frame, 1 section")
    func singular() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("[]", to: "idle.json")
        let result = runCommand(["--mode", "accordion", "--sections", "1", "--scenario", "idle.json", "--out", "idle.html", "--verbose"], in: folder)
        #expect(result.status == 0)
        let printed = result.standardOutput.joined(separator: "\n")
        #expect(printed.hasPrefix("== accordion, 1 section, 390x844 pt, header 56, fill, 60 fps; idle.json; 1 frame\n"))
        #expect(printed.contains("(accordion 1 frame)."))
        let html = try String(contentsOf: folder.file("idle.html"), encoding: .utf8)
        #expect(html.contains("<p class=\"summary\">1 section, 390x844 pt, header 56, fill, 60 fps; scenario idle.json; 1 frame</p>"))
    }

    @Test("every format goes where --out says; - is standard output; without --out, the temporary folder")
    func formatsAndOutput() throws {
        let folder = try TemporaryFolder()
        let temporary = try TemporaryFolder()
        defer { folder.cleanUp(); temporary.cleanUp() }
        let written = runCommand(["--mode", "accordion", "--format", "svg", "--out", "a.svg"], in: folder)
        #expect(written.status == 0)
        #expect(written.standardOutput == [folder.file("a.svg").standardizedFileURL.path])
        #expect(try String(contentsOf: folder.file("a.svg"), encoding: .utf8).hasPrefix("<?xml"))
        let json = runCommand(["--mode", "paging", "--format", "json"], in: folder, temporary: temporary)
        #expect(json.status == 0)
        #expect(folder.contents == ["a.svg"])
        #expect(temporary.contents.count == 1 && temporary.contents.first?.hasSuffix(".json") == true)
        #expect(json.standardOutput == temporary.contents.map { temporary.file($0).standardizedFileURL.path })
        let animated = runCommand(["--mode", "paging", "--format", "animated-svg"], in: folder, temporary: temporary)
        #expect(animated.status == 0)
        #expect(animated.standardOutput.first?.contains("/scrollstack-preview-animated-") == true && animated.standardOutput.first?.hasSuffix(".svg") == true)
        let piped = runCommand(["--mode", "paging", "--format", "json", "--out", "-", "--fps", "30"], in: folder)
        #expect(piped.status == 0)
        let document = try JSONDecoder().decode(PreviewDocument.self, from: piped.data)
        #expect(document.runs.map(\.mode) == [.paging] && document.runs.first?.fps == 30)
        #expect(piped.standardOutput.isEmpty && piped.standardError.isEmpty, "quiet: the data alone")
        let verbose = runCommand(["--mode", "paging", "--format", "json", "--out", "-", "--verbose"], in: folder)
        #expect(verbose.standardOutput.isEmpty, "the log goes to standard error when the file goes to standard output")
        #expect(verbose.standardError.first?.hasPrefix("== paging, 8 tabs") == true)
        #expect(folder.contents == ["a.svg"])
    }

    @Test("options reach the settings")
    func optionsApply() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let result = runCommand(["--mode", "accordion", "--sections", "7", "--header-height", "44", "--size", "430x932", "--fit", "300", "--format", "json", "--out", "-"], in: folder)
        #expect(result.status == 0)
        let run = try #require(try JSONDecoder().decode(PreviewDocument.self, from: result.data).runs.first)
        #expect(run.count == 7 && run.headerHeight == 44 && run.size.size == CGSize(width: 430, height: 932))
        #expect(run.contentMode == "fit" && run.fitHeight == 300)
        #expect(run.frames.last?.contents.first?.frame.rect == CGRect(x: 0, y: 3 * 44 + 44, width: 430, height: 300))
    }

    @Test("--help explains each option with an example")
    func help() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let result = runCommand(["--help"], in: folder)
        #expect(result.status == 0)
        let help = result.standardOutput.joined(separator: "\n")
        for option in ["--mode", "--sections", "--header-height", "--size", "--fill", "--fit", "--fps", "--scenario", "--format", "--out", "--look", "--corner-style", "--frame", "--verbose"] {
            #expect(help.contains(option), "\(option) is documented")
        }
        #expect(help.components(separatedBy: "Example: --").count > 10, "every option has an example")
        #expect(help.contains("SCENARIO FILE"))
        #expect(folder.contents.isEmpty)
    }

    /// A bad input: exit status, a one-line message containing `fragments`, and no file written.
    func expectRefused(_ arguments: [String], status: Int32, mentioning fragments: [String], setUp: (TemporaryFolder) throws -> Void = { _ in }) throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try setUp(folder)
        let before = folder.contents
        let result = runCommand(arguments, in: folder)
        #expect(result.status == status, "\(arguments)")
        #expect(result.standardError.count == 1, "one message: \(result.standardError)")
        let message = result.standardError.first ?? ""
        #expect(!message.contains("\n"))
        #expect(message.hasPrefix("scrollstack-preview: error: "))
        for fragment in fragments {
            #expect(message.contains(fragment), "\(message) should mention \(fragment)")
        }
        #expect(folder.contents == before, "no file written")
        #expect(result.data.isEmpty)
    }

    @Test("an unknown option is a usage error")
    func unknownOption() throws {
        try expectRefused(["--speed", "2"], status: 1, mentioning: ["--speed"])
    }

    @Test("a bad number names the value", arguments: [
        (["--fps", "abc"], "abc"), (["--sections", "five"], "five"), (["--header-height", "tall"], "tall"),
        (["--fps", "0"], "--fps 0"), (["--sections", "0"], "--sections 0"), (["--header-height", "-5"], "-5"), (["--fit", "-1"], "--fit -1"),
    ])
    func badNumber(arguments: [String], fragment: String) throws {
        try expectRefused(arguments, status: 1, mentioning: [fragment])
    }

    @Test("a size of 0, or one that is not WxH, is refused", arguments: ["0x844", "390x0", "390", "wide", "390x-844"])
    func badSize(size: String) throws {
        try expectRefused(["--size", size], status: 1, mentioning: ["--size", "'\(size)'"])
    }

    @Test("contradicting options are refused")
    func contradictions() throws {
        try expectRefused(["--fill", "--fit", "300"], status: 1, mentioning: ["--fill", "--fit"])
        try expectRefused(["--mode", "sideways"], status: 1, mentioning: ["sideways"])
        try expectRefused(["--sections", "1000001"], status: 1, mentioning: ["--sections 1000001 is out of range"])
    }

    @Test("output that can't be written exits 2, before anything runs")
    func badOutput() throws {
        try expectRefused(["--out", "missing-folder/x.html"], status: 2, mentioning: ["--out 'missing-folder/x.html': the folder", "missing-folder' does not exist"])
        try expectRefused(["--out", "taken"], status: 2, mentioning: ["--out 'taken' is a folder; give a file path"]) { folder in
            try FileManager.default.createDirectory(at: folder.file("taken"), withIntermediateDirectories: false)
        }
        try expectRefused(["--out", "notes.txt/x.svg", "--format", "svg"], status: 2, mentioning: ["notes.txt' is a file, not a folder"]) { folder in
            try folder.write("notes", to: "notes.txt")
        }
        // A bad option and a bad output: the option is reported, as bad input.
        try expectRefused(["--fps", "0", "--out", "missing-folder/x.html"], status: 1, mentioning: ["--fps 0"])
    }

    @Test("each exit status is the one --help documents")
    func documentedStatuses() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let help = runCommand(["--help"], in: folder).standardOutput.joined(separator: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(help.contains("EXIT STATUS: 0 written; 1 bad option or scenario file; 2 the output could not be written (a missing folder, a folder given as the file, a failed write); 3 internal error."))
        #expect([PreviewError.Kind.usage, .scenario, .output, .core].map { PreviewError($0, "").exitStatus } == [1, 1, 2, 3])
    }

    @Test("a missing scenario file is named")
    func missingScenario() throws {
        try expectRefused(["--scenario", "nowhere.json"], status: 1, mentioning: ["nowhere.json", "does not exist"])
    }

    @Test("a malformed scenario names its line")
    func malformedScenario() throws {
        try expectRefused(["--scenario", "s.json"], status: 1, mentioning: ["s.json: line 2, column 2: not valid JSON: invalid value, found '{'"]) { folder in
            try folder.write("[{\"tap\": 1}\n {\"tap\": 2}]", to: "s.json")
        }
    }

    @Test("an index out of range names its JSON path")
    func indexOutOfRange() throws {
        try expectRefused(["--scenario", "s.json"], status: 1, mentioning: ["s.json: events[1].tap (line 1): index 9 is out of range 0..<5"]) { folder in
            try folder.write(Self.badScenario, to: "s.json")
        }
    }

    @Test("a pipe given as --out is written to, not replaced by a file")
    func pipeOutput() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let pipe = folder.file("pipe")
        #expect(mkfifo(pipe.path, 0o600) == 0)
        // Opened for reading and writing, the pipe neither blocks the tool's open nor loses the data.
        let reader = open(pipe.path, O_RDWR | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        try folder.write("[]", to: "idle.json")
        let result = runCommand(["--mode", "accordion", "--scenario", "idle.json", "--format", "json", "--out", "pipe"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        var status = stat()
        #expect(stat(pipe.path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO, "still a pipe")
        var buffer = [UInt8](repeating: 0, count: 60_000)
        let count = read(reader, &buffer, buffer.count)
        let document = try JSONDecoder().decode(PreviewDocument.self, from: Data(buffer.prefix(max(0, count))))
        #expect(document.runs.map(\.frames.count) == [1])
    }

    @Test("a failure leaves an existing output file exactly as it was")
    func existingFileUntouched() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let original = "an earlier preview"
        try folder.write(original, to: "scrollstack-preview.html")
        try folder.write(Self.badScenario, to: "s.json")
        let out = ["--out", "scrollstack-preview.html"]
        #expect(runCommand(["--scenario", "s.json"] + out, in: folder).status == 1)
        #expect(runCommand(["--size", "0x0"] + out, in: folder).status == 1)
        #expect(try String(contentsOf: folder.file("scrollstack-preview.html"), encoding: .utf8) == original)
        #expect(folder.contents == ["s.json", "scrollstack-preview.html"], "no temporary file left behind")
        #expect(runCommand(out, in: folder).status == 0)
        #expect(try String(contentsOf: folder.file("scrollstack-preview.html"), encoding: .utf8) != original)
        #expect(folder.contents == ["s.json", "scrollstack-preview.html"])
    }
}

@Suite("The built executable")
struct ExecutableTests {
    /// The `scrollstack-preview` binary built beside the test bundle.
    func executable() throws -> URL {
        let bundles = Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
        let folders = bundles.map { $0.deletingLastPathComponent() } + [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
        let candidates = folders.map { $0.appendingPathComponent("scrollstack-preview") }
        return try #require(candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }, "built at one of \(candidates.map(\.path))")
    }

    func run(_ arguments: [String], in folder: TemporaryFolder) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = try executable()
        process.arguments = arguments
        process.currentDirectoryURL = folder.url
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self))
    }

    @Test("exit statuses and one-line errors from the real process")
    func exitStatuses() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let unknown = try run(["--bogus"], in: folder)
        #expect(unknown.status == 1)
        #expect(unknown.error.split(separator: "\n").count == 1 && unknown.error.contains("--bogus"))
        let missing = try run(["--scenario", "gone.json"], in: folder)
        #expect(missing.status == 1)
        #expect(missing.error == "scrollstack-preview: error: scenario file 'gone.json' does not exist\n")
        let nowhere = try run(["--out", "gone/x.html"], in: folder)
        #expect(nowhere.status == 2)
        #expect(nowhere.error.hasPrefix("scrollstack-preview: error: --out 'gone/x.html': the folder "))
        #expect(folder.contents.isEmpty)
        let written = try run(["--mode", "paging", "--format", "svg"], in: folder)
        #expect(written.status == 0)
        #expect(written.error.isEmpty)
        // One line: the absolute path of a new file in the system's temporary folder.
        let path = String(written.output.dropLast())
        #expect(written.output.hasSuffix("\n") && !path.contains("\n"), "\(written.output)")
        let url = URL(fileURLWithPath: path)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(path.hasPrefix("/") && url.lastPathComponent.hasPrefix("scrollstack-preview-") && path.hasSuffix(".svg"))
        #expect(url.deletingLastPathComponent().standardizedFileURL == FileManager.default.temporaryDirectory.standardizedFileURL)
        #expect(FileManager.default.fileExists(atPath: path))
        #expect(folder.contents.isEmpty, "nothing in the folder it ran in")
    }
}
