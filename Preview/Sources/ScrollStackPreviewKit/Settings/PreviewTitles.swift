/// The names the preview gives sections and tabs: the settings screen and news tabs of the
/// default scenario, then numbered names.
public enum PreviewTitles {
    /// Section titles of the accordion, in order; later sections are numbered.
    public static let sections = ["General", "Display", "Sounds", "Privacy", "About", "Battery", "Network", "Storage", "Keyboard", "Language"]
    /// Tab titles of the pager, in order; later tabs are numbered.
    public static let tabs = ["Top", "World", "Business", "Tech", "Science", "Health", "Sports", "Culture", "Travel", "Food"]

    /// The title of the section or tab at `index`.
    public static func title(at index: Int, mode: PreviewMode) -> String {
        let names = mode == .accordion ? sections : tabs
        if names.indices.contains(index) { return names[index] }
        return mode == .accordion ? "Section \(index + 1)" : "Tab \(index + 1)"
    }
}
