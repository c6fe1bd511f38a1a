import Foundation

/// Numbers as the logs, labels and files print them: short, and the same on every platform.
public enum NumberText {
    /// A length or speed with at most two decimals and no trailing zeros: `56`, `282.5`, `-97.25`.
    public static func points(_ value: Double) -> String {
        decimals(value, places: 2)
    }

    /// A length with at most two decimals and no trailing zeros.
    public static func points(_ value: CGFloat) -> String {
        decimals(Double(value), places: 2)
    }

    /// A count and its noun, singular for one: `1 frame`, `92 frames`.
    public static func count(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// A time in seconds with three decimals: `0.140 s`.
    public static func seconds(_ value: Double) -> String {
        String(format: "%.3f s", value)
    }

    /// A fraction as a whole percentage: `0.4` is `40 %`; `0.005` is `0.5 %` so that a transition
    /// just under way does not read as 0 %.
    public static func percent(_ fraction: Double) -> String {
        let value = fraction * 100
        let rounded = value.rounded()
        if rounded == 0, value != 0 { return "\(decimals(value, places: 1)) %" }
        return "\(decimals(rounded, places: 0)) %"
    }

    /// `value` rounded to at most `places` decimals, trailing zeros and a bare sign of zero removed.
    public static func decimals(_ value: Double, places: Int) -> String {
        guard value.isFinite else { return String(value) }
        var text = String(format: "%.\(places)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }
}
