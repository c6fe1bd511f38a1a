/// Drawings a picture uses more than once (a section's content, a page), written once in
/// `<defs>` and placed with `<use>`, so that an animation of many frames stays small.
struct UIDefinitions {
    private var ids: [String] = []
    private var bodies: [String: String] = [:]

    /// Defines `id` as the group `make` draws, unless it is defined already; returns `id`.
    mutating func define(_ id: String, _ make: () -> String) -> String {
        if bodies[id] == nil {
            ids.append(id)
            bodies[id] = "<g id=\"\(id)\">\(make())</g>"
        }
        return id
    }

    /// The `<defs>` element holding every definition, in the order they were made; empty without any.
    var svg: String {
        guard !ids.isEmpty else { return "" }
        return "<defs>\n" + ids.compactMap { bodies[$0] }.joined(separator: "\n") + "\n</defs>\n"
    }
}
