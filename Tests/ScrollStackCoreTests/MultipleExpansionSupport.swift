import Foundation
import ScrollStackCore
import Testing

/// An accordion engine (several open sections unless told otherwise), its source, and a checker
/// that every containment step passes through.
struct MultiHarness {
    var engine: StackEngine<FakeChild>
    let source: NamedSource
    var checker = ContainmentChecker<FakeChild>()

    init(_ names: [String], configuration: StackConfiguration = multiConfiguration(), size: CGSize = CGSize(width: 320, height: 600), expansion: ExpansionMode = .multiple) {
        var configured = configuration
        configured.expansion = expansion
        engine = StackEngine(configuration: configured, size: size)
        source = NamedSource(names)
    }

    /// Sends an event, checks its containment steps against the UIKit contract, and returns the
    /// steps with the children named.
    @discardableResult
    mutating func send(_ event: StackEvent) throws -> [ContainerStep<String>] {
        let steps = engine.handle(event, source: source)
        try checker.check(steps)
        return steps.map { $0.map(\.name).roundedFrames }
    }

    /// Every live child's frame and clip as the host lays them out now, read from the engine's
    /// layout in index order and rounded as steps are. A display frame that only moves sections
    /// sends no steps: the host places the children from here.
    var laidOut: [ContainerStep<String>] { engine.laidOut }

    /// Loads the data and makes the container appear.
    mutating func loadAndAppear() throws {
        try send(.reload)
        try send(.containerWillAppear(animated: false))
        try send(.containerDidAppear)
    }
}

extension StackEngine where Child == FakeChild {
    /// ``MultiHarness/laidOut`` of this engine.
    var laidOut: [ContainerStep<String>] {
        let layout = accordionLayout
        return liveChildren.keys.sorted().compactMap { index in
            guard let child = liveChildren[index], let content = layout.content(at: index) else { return nil }
            return ContainerStep.setFrame(child.name, content.frame, clip: content.clip).roundedFrames
        }
    }
}

/// Headers 40 points tall, contents 100 points tall, one-second linear legs: numbers a reader can
/// check by hand.
func multiConfiguration() -> StackConfiguration {
    var configuration = StackConfiguration()
    configuration.headerHeight = 40
    configuration.accordionContentMode = .fit(height: 100)
    configuration.transitionDuration = 1
    configuration.timingCurve = .linear
    configuration.settlingCurve = .linear
    return configuration
}

/// ``multiConfiguration()`` under ``ExpansionMode/multiple``.
func multipleConfiguration() -> StackConfiguration {
    var configuration = multiConfiguration()
    configuration.expansion = .multiple
    return configuration
}

extension StackEngine {
    /// An engine whose accordion lets several sections be open: `configuration` under
    /// ``ExpansionMode/multiple``.
    init(multipleWith configuration: StackConfiguration, size: CGSize = .zero, expandedIndices: Set<Int> = []) {
        var several = configuration
        several.expansion = .multiple
        self.init(configuration: several, size: size, expandedIndices: expandedIndices)
    }
}

/// A rectangle 320 points wide at `y`, `height` tall.
func band(_ y: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: 0, y: y, width: 320, height: height)
}

/// The steps a section's child takes to join, in the planner's order.
func joins(_ name: String, frame: CGRect, clip: CGRect) -> [ContainerStep<String>] {
    [.addChild(name), .insertView(name), .setFrame(name, frame, clip: clip), .didMoveToParent(name)]
}

/// The steps a fully disappeared child takes to leave.
func leaves(_ name: String) -> [ContainerStep<String>] {
    [.willMoveToNilParent(name), .removeView(name), .removeFromParent(name)]
}

extension ContainerStep {
    /// The step with its frame and clip rounded to 1/1024 point, so that logs of frames a timing
    /// curve computed compare equal to the whole numbers a reader checks by hand.
    var roundedFrames: ContainerStep {
        guard case .setFrame(let child, let frame, let clip) = self else { return self }
        return .setFrame(child, frame.roundedToFineGrid, clip: clip.roundedToFineGrid)
    }
}

extension CGRect {
    /// Every edge rounded to 1/1024 point.
    var roundedToFineGrid: CGRect {
        func round(_ value: CGFloat) -> CGFloat { (value * 1024).rounded() / 1024 }
        return CGRect(x: round(minX), y: round(minY), width: round(width), height: round(height))
    }
}
