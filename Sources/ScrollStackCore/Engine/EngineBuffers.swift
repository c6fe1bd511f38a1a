import Foundation

/// The buffer an engine gathers an event's steps in, kept from event to event so the steps are
/// allocated once, at their final size, rather than grown step by step.
///
/// ```
/// var buffer = stepBuffer.lend()
/// handle(event, source: source, into: &buffer)
/// return stepBuffer.takeSteps(from: &buffer)
/// ```
@usableFromInline
struct StepBuffer<Step> {
    @usableFromInline var storage: [Step] = []

    @inlinable
    init() {}

    /// Hands out the kept buffer, empty, leaving none here until ``takeSteps(from:)``.
    @inlinable
    mutating func lend() -> [Step] {
        var buffer: [Step] = []
        swap(&buffer, &storage)
        return buffer
    }

    /// Copies the steps gathered in `buffer` into an array of their exact size, and keeps
    /// `buffer`, emptied, for the next event.
    @inlinable
    mutating func takeSteps(from buffer: inout [Step]) -> [Step] {
        var steps: [Step] = []
        if !buffer.isEmpty {
            steps.reserveCapacity(buffer.count)
            steps.append(contentsOf: buffer)
        }
        buffer.removeAll(keepingCapacity: true)
        swap(&buffer, &storage)
        return steps
    }
}

extension StepBuffer: Sendable where Step: Sendable {}

/// Makes `newLive` and `newLiveIndex` an engine's live children and their indices, and keeps the
/// old dictionaries, emptied, in `nextLive` and `nextLiveIndex` for the next scene: bringing
/// children to a scene allocates nothing once the buffers have grown.
@inlinable
func replaceLiveChildren<Child: Hashable>(
    _ live: inout [Int: Child], _ liveIndex: inout [Child: Int],
    with newLive: inout [Int: Child], _ newLiveIndex: inout [Child: Int],
    keepingFor nextLive: inout [Int: Child], _ nextLiveIndex: inout [Child: Int]
) {
    swap(&live, &newLive)
    swap(&liveIndex, &newLiveIndex)
    newLive.removeAll(keepingCapacity: true)
    newLiveIndex.removeAll(keepingCapacity: true)
    nextLive = newLive
    nextLiveIndex = newLiveIndex
}
