import Foundation
import Testing
@testable import ScrollStackPreviewKit

/// Where the tool writes when not told, and what it prints: decided by the kit.
@Suite("Output manners")
struct OutputMannersTests {
    static func request(format: PreviewFormat = .svg, out: String? = nil, verbose: Bool = false) -> PreviewRequest {
        var request = PreviewRequest()
        request.modes = [.accordion]
        request.format = format
        request.outputPath = out
        request.isVerbose = verbose
        return request
    }

    @Test("without --out the file is new in the system's temporary folder, never the current one")
    func defaultLocation() throws {
        let current = try TemporaryFolder()
        defer { current.cleanUp() }
        #expect(PreviewJob.temporaryFolder == FileManager.default.temporaryDirectory)
        let output = try PreviewJob.perform(Self.request(), relativeTo: current.url)
        let url = try #require(output.url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(url.deletingLastPathComponent().standardizedFileURL == FileManager.default.temporaryDirectory.standardizedFileURL)
        #expect(url.lastPathComponent.wholeMatch(of: /scrollstack-preview-[0-9a-f]{8}\.svg/) != nil, "\(url.lastPathComponent)")
        #expect(FileManager.default.contents(atPath: url.path) == output.data)
        #expect(current.contents.isEmpty)
        // Each run makes a file of its own: a page open in a browser is not replaced under it.
        let again = try PreviewJob.perform(Self.request(), relativeTo: current.url)
        defer { if let other = again.url { try? FileManager.default.removeItem(at: other) } }
        #expect(again.url != url)
    }

    @Test("the file names of every format, with no --out")
    func temporaryNames() {
        #expect(PreviewFormat.allCases.map { $0.temporaryFileName(unique: "0123abcd") } == [
            "scrollstack-preview-0123abcd.html", "scrollstack-preview-0123abcd.svg",
            "scrollstack-preview-animated-0123abcd.svg", "scrollstack-preview-0123abcd.json",
        ])
        let request = Self.request(format: .json)
        let url = request.outputURL(relativeTo: URL(fileURLWithPath: "/work/here"), temporaryFolder: URL(fileURLWithPath: "/tmp/t"), unique: "0123abcd")
        #expect(url?.path == "/tmp/t/scrollstack-preview-0123abcd.json")
        #expect(Self.request(out: "a/b.svg").outputURL(relativeTo: URL(fileURLWithPath: "/work/here"), temporaryFolder: URL(fileURLWithPath: "/tmp/t"), unique: "x")?.path == "/work/here/a/b.svg")
        #expect(Self.request(out: "-").outputURL(relativeTo: URL(fileURLWithPath: "/work/here"), temporaryFolder: URL(fileURLWithPath: "/tmp/t"), unique: "x") == nil)
    }

    @Test("quiet: a written file prints its path and nothing else; output on standard output prints nothing")
    func quiet() throws {
        let current = try TemporaryFolder()
        let temporary = try TemporaryFolder()
        defer { current.cleanUp(); temporary.cleanUp() }
        let written = try PreviewJob.perform(Self.request(), relativeTo: current.url, temporaryFolder: temporary.url)
        let path = try #require(written.url?.path)
        let messages = PreviewMessages(for: written, of: Self.request())
        #expect(messages.standardOutput == [path])
        #expect(messages.standardError == [])
        let piped = try PreviewJob.perform(Self.request(out: "-"), relativeTo: current.url, temporaryFolder: temporary.url)
        let quiet = PreviewMessages(for: piped, of: Self.request(out: "-"))
        #expect(quiet.standardOutput == [] && quiet.standardError == [])
        #expect(current.contents.isEmpty && temporary.contents == [URL(fileURLWithPath: path).lastPathComponent])
    }

    @Test("--verbose: the step log, a blank line and what was written; on standard error when the data is on standard output")
    func verbose() throws {
        let current = try TemporaryFolder()
        defer { current.cleanUp() }
        let request = Self.request(format: .html, out: "p.html", verbose: true)
        let written = try PreviewJob.perform(request, relativeTo: current.url)
        let log = StepLog.render(written.document)
        #expect(log.split(separator: "\n").count > 40, "the whole step log")
        let messages = PreviewMessages(for: written, of: request)
        #expect(messages.standardOutput == [log, "", "Wrote \(current.file("p.html").standardizedFileURL.path) (accordion 92 frames).", "Open it in a browser to play the frames."])
        #expect(messages.standardError == [])
        let piped = Self.request(out: "-", verbose: true)
        let output = try PreviewJob.perform(piped, relativeTo: current.url)
        let onError = PreviewMessages(for: output, of: piped)
        #expect(onError.standardOutput == [] && onError.standardError == [StepLog.render(output.document)])
    }
}
