import Foundation

extension MultipleExpansionEngine {
    /// The indices of the live children whose views must be hidden from VoiceOver, in index order:
    /// those of sections rolling up (or fading out). The content of every section open or heading
    /// open is reachable; headers never hide.
    ///
    /// Apply it after carrying out each event's steps; a live child not listed is reachable.
    ///
    /// - Complexity: O(*l* log *l*) for *l* live children.
    package var indicesHiddenFromVoiceOver: [Int] {
        live.keys.filter { !_expandedIndices.contains($0) }.sorted()
    }
}
