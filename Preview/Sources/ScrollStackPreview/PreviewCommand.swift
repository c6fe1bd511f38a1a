import ArgumentParser
import Foundation
import ScrollStackCore
import ScrollStackPreviewKit

/// `scrollstack-preview`: the command-line face of ``PreviewJob``. It reads the options, checks
/// them, and hands over; every decision about frames and files lives in the kit.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scrollstack-preview",
        abstract: "Run ScrollStackCore headless on a scenario and draw every frame it computes.",
        discussion: """
            With no options, runs the default accordion and paging scenarios on a 390x844 container, \
            writes a player page to a new file in the temporary folder and prints its path: open it \
            in a browser to play the frames, with the lifecycle step log beside them. Nothing is \
            written to the current folder unless --out says so. Only the path is printed; --verbose \
            prints the step log too.

            --look ui draws the UI as it looks with the library's default appearance (header rows \
            with titles, images and turning chevrons; a tab strip with its indicator and a badge; \
            placeholder content) instead of engine diagrams, from the same frames. It is a drawing, \
            not a device screenshot: text widths are estimated.

            EXAMPLES:
              scrollstack-preview
              scrollstack-preview --mode paging --format svg --out docs/paging.svg
              scrollstack-preview --look ui --format animated-svg
              scrollstack-preview --look ui --corner-style inset-grouped --format svg
              scrollstack-preview --mode accordion --sections 12 --fit 300 --size 430x932
              scrollstack-preview --scenario swipes.json --fps 30 --format json --out -
              scrollstack-preview --mode paging --tab-style capsule --format svg --out tabs.svg
              scrollstack-preview --mode accordion --expansion multiple --pinned-headers
              scrollstack-preview --mode accordion --nested 1

            SCENARIO FILE: a JSON list of events, or an object with an "events" list and/or \
            "accordion" and "paging" lists. Events:
              {"tap": 2}                          tap header or tab 2
              {"select": 3, "animated": false}    the app selects 3 (null closes every section)
              {"swipe": "forward", "release": 0.7, "velocity": 600, "duration": 0.25}
                                                  drag towards the next page, let go at 70 % moving at 600 pt/s
              {"reload": 6}                       the data now has 6 sections or tabs (true: same count)
              {"resize": "844x390"}               the container changes size
            With --expansion multiple, the accordion also takes (and refuses "select"):
              {"expand-all": true}                the app opens every section ("animated": false jumps)
              {"collapse-all": true}              the app closes every section
              {"set-expanded": 2, "open": false}  the app closes section 2 (true opens it)
              {"scroll": 300}                     the user scrolls the stack 300 points down
            With --nested, the accordion also takes:
              {"inner-tap": 1}                    tap header 1 of the nested accordion (0 to 2)
            Any event may add "after": the seconds the clock runs before it arrives (default: until \
            the running transition has ended), e.g. {"tap": 3, "after": 0.14}.

            EXIT STATUS: 0 written; 1 bad option or scenario file; 2 the output could not be \
            written (a missing folder, a folder given as the file, a failed write); 3 internal error.
            """
    )

    @Option(help: ArgumentHelp("Which mode to run.", discussion: "Example: --mode paging", valueName: "mode"))
    var mode: ModeChoice = .both

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "The number of sections (accordion) or tabs (paging), 1 to \(PreviewSettings.maximumCount). Default: 5 sections, 8 tabs.",
        discussion: "Example: --sections 7",
        valueName: "n"
    ))
    var sections: Int?

    @Option(name: .customLong("header-height"), parsing: .unconditional, help: ArgumentHelp("The height of each accordion header, in points.", discussion: "Example: --header-height 44", valueName: "h"))
    var headerHeight: Double = 56

    @Option(parsing: .unconditional, help: ArgumentHelp("The container's size in points, WIDTHxHEIGHT.", discussion: "Example: --size 844x390 (a phone in landscape)", valueName: "WxH"))
    var size = "390x844"

    @Flag(help: ArgumentHelp("An open section fills the height the headers leave over (the default).", discussion: "Example: --fill"))
    var fill = false

    @Option(parsing: .unconditional, help: ArgumentHelp("An open section is this many points tall, and the stack scrolls when it is taller than the container.", discussion: "Example: --fit 320", valueName: "h"))
    var fit: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("Frames recorded per second of the clock, 1 to \(PreviewSettings.maximumFPS).", discussion: "Example: --fps 30", valueName: "n"))
    var fps = 60

    @Option(help: ArgumentHelp("A JSON scenario file to run instead of the default scenarios (see SCENARIO FILE).", discussion: "Example: --scenario taps.json", valueName: "file"))
    var scenario: String?

    @Option(help: ArgumentHelp("What to write: a player page, a filmstrip for a README, a picture that plays in a loop (animated-svg), or every frame and step.", discussion: "Example: --format svg", valueName: "format"))
    var format: FormatChoice = .html

    @Option(help: ArgumentHelp("Where to write it; - for standard output. Default: a new scrollstack-preview-<id>.html (or .svg, .json) in the temporary folder, whose path is printed.", discussion: "Example: --out docs/accordion.svg", valueName: "path"))
    var out: String?

    @Option(help: ArgumentHelp("Draw engine diagrams (boxes), or the UI as it looks with the library's default appearance (ui; svg and animated-svg only).", discussion: "Example: --look ui", valueName: "boxes|ui"))
    var look: LookChoice = .boxes

    @Option(name: .customLong("corner-style"), help: ArgumentHelp("With --look ui, accordion headers as plain full-width rows or one inset, rounded group.", discussion: "Example: --corner-style inset-grouped", valueName: "plain|inset-grouped"))
    var cornerStyle: CornerStyleChoice = .plain

    @Option(help: ArgumentHelp("With --format svg, draw only this frame of each run (from 0), or its last, instead of a filmstrip.", discussion: "Example: --frame last", valueName: "n|last"))
    var frame: String?

    @Flag(help: ArgumentHelp("Print the step log and a summary, not only the path written.", discussion: "Example: --verbose"))
    var verbose = false

    @Option(name: .customLong("layout-direction"), help: ArgumentHelp("Whether pages run left to right or right to left.", discussion: "Example: --layout-direction rtl", valueName: "ltr|rtl"))
    var layoutDirection: LayoutDirectionChoice = .ltr

    @Option(help: ArgumentHelp("Full motion, or Reduce Motion: transitions a finger doesn't drive cross-fade instead of sliding or unrolling.", discussion: "Example: --motion reduced", valueName: "full|reduced"))
    var motion: MotionChoice = .full

    @Option(name: .customLong("tab-style"), help: ArgumentHelp("Draw the pager's tabs with images and badges, under this indicator style; all runs the pager once per style.", discussion: "Example: --tab-style capsule", valueName: "style"))
    var tabStyle: TabStyleChoice?

    @Option(help: ArgumentHelp("How many accordion sections may be open at once: one (single) or any set (multiple).", discussion: "Example: --expansion multiple", valueName: "single|multiple"))
    var expansion: ExpansionChoice = .single

    @Flag(name: .customLong("pinned-headers"), help: ArgumentHelp("With --expansion multiple, an open section's header stays at the top while its content scrolls under it.", discussion: "Example: --pinned-headers"))
    var pinnedHeaders = false

    @Option(name: .customLong("nested"), help: ArgumentHelp("Nest an accordion of three sections in this accordion section, which grows and shrinks with it frame by frame.", discussion: "Example: --nested 1", valueName: "section"))
    var nested: Int?

    /// The request these options describe, with every value checked.
    ///
    /// - Throws: A usage error naming the option and the bad value.
    func request() throws(PreviewError) -> PreviewRequest {
        var request = PreviewRequest()
        request.modes = mode.modes
        request.count = sections
        request.headerHeight = CGFloat(headerHeight)
        switch SizeText.parse(size) {
        case .success(let parsed): request.size = parsed
        case .failure(let failure): throw PreviewError(.usage, "--size: \(failure.message)")
        }
        if fill, fit != nil {
            throw PreviewError(.usage, "--fill and --fit \(NumberText.points(fit ?? 0)) contradict each other: give one")
        }
        if let fit { request.contentMode = .fit(height: CGFloat(fit)) }
        request.fps = fps
        request.layoutDirection = layoutDirection.direction
        request.motion = motion.motion
        request.tabStyles = tabStyle?.styles ?? []
        request.expansion = expansion.mode
        request.pinnedHeaders = pinnedHeaders
        request.nestedSection = nested
        request.scenarioPath = scenario
        request.format = format.format
        request.outputPath = out
        request.look = look.look
        request.cornerStyle = cornerStyle.style
        if let frame {
            guard let choice = PreviewFrameChoice(argument: frame) else {
                throw PreviewError(.usage, "--frame '\(frame)' is not a frame: give a number from 0, or last")
            }
            request.frames = choice
        }
        request.isVerbose = verbose
        if out?.isEmpty == true { throw PreviewError(.usage, "--out needs a path, or - for standard output") }
        if scenario?.isEmpty == true { throw PreviewError(.usage, "--scenario needs a file path") }
        try request.validateModes()
        try request.validateDrawing()
        for settings in request.runSettings { try settings.validate() }
        return request
    }

    func validate() throws {
        do {
            _ = try request()
        } catch {
            throw ValidationError(error.message)
        }
    }
}

extension PreviewCommand {
    /// Where the command's text goes: the terminal, or a test's buffers.
    struct Console {
        var standardOutput: (String) -> Void
        var standardError: (String) -> Void
        var writeData: (Data) -> Void

        /// The process's own standard output and error.
        static var process: Console {
            Console(
                standardOutput: { print($0) },
                standardError: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) },
                writeData: { FileHandle.standardOutput.write($0) }
            )
        }
    }

    /// Parses `arguments`, runs, and reports: returns the exit status.
    ///
    /// What a run prints is the kit's ``PreviewMessages``. Errors print as one line on standard
    /// error: status 1 for a bad option or scenario, 2 for output that could not be written, 3 for
    /// an internal error (see ``PreviewError/exitStatus``). `--help` prints the help on standard
    /// output with status 0.
    ///
    /// - Parameters:
    ///   - folder: The folder relative paths start from.
    ///   - temporaryFolder: Where the output goes when `--out` is not given.
    static func execute(_ arguments: [String], in folder: URL, temporaryFolder: URL = PreviewJob.temporaryFolder, console: Console) -> Int32 {
        let command: PreviewCommand
        do {
            command = try parse(arguments)
        } catch {
            if exitCode(for: error) == .success {
                console.standardOutput(fullMessage(for: error))
                return 0
            }
            let message = Self.message(for: error).split(whereSeparator: \.isNewline).joined(separator: " ")
            console.standardError("scrollstack-preview: error: \(message) (see scrollstack-preview --help)")
            return PreviewError(.usage, message).exitStatus
        }
        do {
            let request = try command.request()
            let output = try PreviewJob.perform(request, relativeTo: folder, temporaryFolder: temporaryFolder)
            if output.url == nil { console.writeData(output.data) }
            let messages = PreviewMessages(for: output, of: request)
            messages.standardOutput.forEach(console.standardOutput)
            messages.standardError.forEach(console.standardError)
            return 0
        } catch {
            console.standardError("scrollstack-preview: error: \(error.message)")
            return error.exitStatus
        }
    }
}
