import Foundation
import ScrollStackCore
import Testing

/// The README's snippets are compiled code: the UIKit ones in the examples target (compiled for
/// iOS), the core one here, and every snippet must match its compiled copy line for line.
@Suite("README snippets")
struct ReadmeSnippetTests {
    /// The repository's root, found from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// A snippet's lines without indentation, blank lines or imports (those stand at a file's top).
    static func normalized(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("import ") }
    }

    /// The Swift blocks of `markdown`, except package manifests and a manifest's dependency line
    /// (install instructions: CI builds a package from them, see `.ci/adopter-check`).
    static func swiftBlocks(in markdown: String) -> [String] {
        markdown.components(separatedBy: "```swift\n").dropFirst()
            .compactMap { $0.components(separatedBy: "```").first }
            .filter { !$0.hasPrefix(".package(") && !$0.hasPrefix("// swift-tools-version") }
    }

    /// The README and every article of the DocC catalogs.
    static func documents() throws -> [String] {
        let catalogs = ["Sources/ScrollStack/ScrollStack.docc", "Sources/ScrollStackCore/ScrollStackCore.docc"]
        let articles = try catalogs.flatMap { catalog in
            try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(catalog).path)
                .filter { $0.hasSuffix(".md") }
                .map { root.appendingPathComponent(catalog).appendingPathComponent($0) }
        }
        return try ([root.appendingPathComponent("README.md")] + articles).map { try String(contentsOf: $0, encoding: .utf8) }
    }

    @Test("every Swift snippet in the README and the documentation stands, line for line, in compiled example code")
    func snippetsAreCompiled() throws {
        let readme = try Self.documents().joined(separator: "\n")
        let folders = ["Example/Sources/ScrollStackExamples", "Example/Tests/ScrollStackExamplesTests"]
        let sources = try folders.flatMap { folder in
            try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent(folder).path)
                .filter { $0.hasSuffix(".swift") }
                .map { try String(contentsOf: Self.root.appendingPathComponent(folder).appendingPathComponent($0), encoding: .utf8) }
        }.map(Self.normalized)
        let snippets = Self.swiftBlocks(in: readme).map(Self.normalized)
        #expect(snippets.count >= 12)
        let missing = snippets.filter { snippet in
            !sources.contains { source in
                source.indices.contains { start in source[start...].starts(with: snippet) }
            }
        }
        #expect(missing.isEmpty, "README snippets with no compiled copy: \(missing.map { $0.first ?? "" })")
    }

    @Test("the testing article's snippet runs: a tap's steps start the transition to the second page")
    func testingArticleSnippet() {
        struct Pages: ChildDataSource {
            let names: [String]
            func numberOfChildren() -> Int { names.count }
            func child(at index: Int, reusing pool: inout ReusePool<String>) -> String { names[index] }
        }

        var engine = StackEngine<String>(configuration: StackConfiguration(), mode: .paging,
                                         size: CGSize(width: 390, height: 844), selectedIndex: 0)
        let pages = Pages(names: ["Top", "Tech", "Sport"])
        _ = engine.handle(.reload, source: pages)
        _ = engine.handle(.containerWillAppear(animated: false), source: pages)
        _ = engine.handle(.containerDidAppear, source: pages)

        let steps = engine.handle(.tap(1), source: pages)

        #expect(steps.first == .transitionWillBegin(from: 0, to: 1, isInteractive: false))
        #expect(steps.map(\.child) == [nil, "Top", "Tech", "Tech", "Tech", "Tech", "Tech", nil])
    }

    @Test("the README's core snippet runs, and does what its comment says")
    func coreSnippet() {
        var configuration = StackConfiguration()
        configuration.headerHeight = 56
        var engine = StackEngine<String>(configuration: configuration, mode: .accordion,
                                         size: CGSize(width: 390, height: 844), selectedIndex: 0)

        struct Sections: ChildDataSource {
            let titles = ["General", "Display", "Sounds", "Privacy", "About"]
            func numberOfChildren() -> Int { titles.count }
            func child(at index: Int, reusing pool: inout ReusePool<String>) -> String { titles[index] }
        }

        _ = engine.handle(.reload, source: Sections())
        _ = engine.handle(.containerWillAppear(animated: false), source: Sections())
        _ = engine.handle(.containerDidAppear, source: Sections())
        let steps = engine.handle(.tap(2), source: Sections())
        // [.transitionWillBegin(from: 0, to: 2, …), .beginAppearance("General", isAppearing: false, …),
        //  .addChild("Sounds"), .insertView("Sounds"), .setFrame("Sounds", …), .didMoveToParent("Sounds"),
        //  .beginAppearance("Sounds", isAppearing: true, …), .animate(…)]
        _ = engine.handle(.tick(0.14), source: Sections())
        let frames = engine.accordionLayout.visibleItems(in: CGRect(x: 0, y: 0, width: 390, height: 844))

        #expect(steps.map(\.child) == [nil, "General", "Sounds", "Sounds", "Sounds", "Sounds", "Sounds", nil])
        #expect(steps.first == .transitionWillBegin(from: 0, to: 2, isInteractive: false))
        #expect(frames.count == 7, "five headers and the two sections in motion")
    }
}
