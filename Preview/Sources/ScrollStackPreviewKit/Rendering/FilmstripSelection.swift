/// Chooses the frames a filmstrip shows: the moments that tell each event's story.
///
/// For every event: its first frame if it ends a running transition on arrival, the frame where a
/// swipe's finger lets go, the frame halfway through each stretch of a transition it runs (after
/// the release, for a swipe), and its last frame; plus the setup frame. A frame that draws the same
/// picture as the one chosen before it is dropped.
public enum FilmstripSelection {
    /// The most frames one filmstrip shows; longer scenarios are thinned evenly.
    public static let maximumFrames = 18

    /// The indices of the frames to show, in order.
    public static func frames(of run: RunRecord) -> [Int] {
        guard !run.frames.isEmpty else { return [] }
        var chosen: [Int] = [0]
        for event in run.events where event.firstFrame <= event.lastFrame {
            var candidates: [Int] = []
            // An event that ends a transition as it arrives (a swipe landing the one still running)
            // shows that moment.
            if run.frames[event.firstFrame].steps.contains(where: { $0.kind == "transitionDidEnd" }) {
                candidates.append(event.firstFrame)
            }
            if let release = event.releaseFrame { candidates.append(release) }
            var position = event.firstFrame
            while position <= event.lastFrame {
                // One stretch of frames under the same transition.
                let key = transitionKey(run.frames[position])
                var end = position
                while end + 1 <= event.lastFrame, transitionKey(run.frames[end + 1]) == key { end += 1 }
                let middle = (position + end) / 2
                // The release frame already shows the drag; what follows it is the settling.
                if key != nil, middle > (event.releaseFrame ?? -1) { candidates.append(middle) }
                position = end + 1
            }
            candidates.append(event.lastFrame)
            chosen.append(contentsOf: candidates)
        }
        var unique: [Int] = []
        for index in chosen.sorted() where !unique.contains(index) {
            if let previous = unique.last, looksAlike(run.frames[previous], run.frames[index]) {
                // Same picture; the later frame is worth showing only for a request it queued.
                if run.frames[index].isQueued != run.frames[previous].isQueued { unique[unique.count - 1] = index }
                continue
            }
            unique.append(index)
        }
        return thin(unique)
    }

    private static func transitionKey(_ frame: FrameRecord) -> String? {
        // Several sections moving at once have no one transition: a stretch is while any moves.
        if frame.expanded != nil { return frame.phase == "animating" ? "moving" : nil }
        guard let transition = frame.transition else { return nil }
        return "\(transition.from.map(String.init) ?? "-")>\(transition.to.map(String.init) ?? "-")"
    }

    /// Whether two frames draw the same picture, whatever their phase: a swipe's touch-down
    /// draws what the frame before it drew.
    private static func looksAlike(_ a: FrameRecord, _ b: FrameRecord) -> Bool {
        a.size == b.size && a.headers == b.headers && a.contents == b.contents && a.pages == b.pages
    }

    private static func thin(_ frames: [Int]) -> [Int] {
        guard frames.count > maximumFrames, let first = frames.first, let last = frames.last else { return frames }
        var kept: [Int] = []
        for slot in 0..<maximumFrames {
            let position = Int((Double(slot) * Double(frames.count - 1) / Double(maximumFrames - 1)).rounded())
            kept.append(frames[position])
        }
        kept[0] = first
        kept[kept.count - 1] = last
        var unique: [Int] = []
        for index in kept where !unique.contains(index) { unique.append(index) }
        return unique
    }
}
