import Foundation

/// The buffer an engine gathers an event's steps in: the steps leave in the buffer they were
/// gathered in, without being copied, and a buffer of the same capacity is kept for the next event,
/// so steps are never grown one by one once an event as large has been handled.
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

    /// Returns the steps gathered in `buffer`, in that buffer itself, and keeps an empty buffer of
    /// its capacity for the next event (`buffer` itself when it holds no steps).
    @inlinable
    mutating func takeSteps(from buffer: inout [Step]) -> [Step] {
        guard !buffer.isEmpty else {
            swap(&buffer, &storage)
            return []
        }
        var next: [Step] = []
        next.reserveCapacity(buffer.capacity)
        storage = next
        var steps: [Step] = []
        swap(&steps, &buffer)
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
