import Foundation
import Testing
@testable import ScrollStackPreview
@testable import ScrollStackPreviewKit

/// The UI pictures committed in docs/ and the script that draws them.
@Suite("UI pictures in docs")
struct UIPictureDocsTests {
    /// The repository's root, from this file's place in it.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Each `picture NAME OPTIONS…` line of Preview/make-ui-pictures.sh: the file and the options.
    static func scriptLines() throws -> [(name: String, arguments: [String])] {
        let script = try String(contentsOf: root.appendingPathComponent("Preview/make-ui-pictures.sh"), encoding: .utf8)
        return script.split(separator: "\n").filter { $0.hasPrefix("picture ") }.map { line in
            let words = line.split(separator: " ").map(String.init)
            return (words[1], Array(words.dropFirst(2)))
        }
    }

    static let names = [
        "ui-accordion.svg", "ui-accordion-inset-grouped.svg", "ui-accordion-animated.svg",
        "ui-paging.svg", "ui-paging-animated.svg", "ui-tabs-capsule.svg",
    ]

    @Test("the script draws each picture once, with the UI look")
    func script() throws {
        let lines = try Self.scriptLines()
        #expect(lines.map(\.name) == Self.names)
        #expect(lines.allSatisfy { $0.arguments.contains("--look") && $0.arguments.contains("ui") })
    }

    @Test("each committed picture is well-formed XML under 200 KB, with the footnote and as many frames as its command draws now", arguments: try UIPictureDocsTests.scriptLines().map(\.name))
    func picture(name: String) throws {
        let url = Self.root.appendingPathComponent("docs").appendingPathComponent(name)
        let data = try Data(contentsOf: url)
        #expect(data.count < 200_000, "\(name) is \(data.count) bytes")
        let committed = try SVGNode.parse(String(decoding: data, as: UTF8.self))
        #expect(committed.all("text", class: "footnote").map(\.text) == [UIPicture.footnote])
        // The command line as the script gives it, run from the repository's root.
        let arguments = try #require(try Self.scriptLines().first { $0.name == name }).arguments
        let output = try TemporaryFolder()
        defer { output.cleanUp() }
        let transcript = Transcript()
        let console = PreviewCommand.Console(
            standardOutput: { transcript.result.standardOutput.append($0) },
            standardError: { transcript.result.standardError.append($0) },
            writeData: { transcript.result.data.append($0) }
        )
        let status = PreviewCommand.execute(arguments + ["--out", output.file(name).path], in: Self.root, console: console)
        #expect(status == 0, "\(transcript.result.standardError)")
        let drawn = try SVGNode.parse(try String(contentsOf: output.file(name), encoding: .utf8))
        let frames = { (picture: SVGNode) in picture.all("g", class: "ui-frame").map { $0.attributes["data-frame"] ?? "?" } }
        // Not byte for byte: the core's timing may change; then run Preview/make-ui-pictures.sh.
        #expect(frames(committed) == frames(drawn), "\(name): run Preview/make-ui-pictures.sh")
        #expect(!frames(drawn).isEmpty)
    }
}
