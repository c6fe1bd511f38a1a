import Foundation

/// A colour as the UI look paints it: red, green and blue from 0 to 255, and an opacity.
struct UIColorValue: Equatable, Sendable {
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double

    init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from `0xRRGGBB`.
    init(hex: Int, alpha: Double = 1) {
        self.init(red: Double((hex >> 16) & 0xFF), green: Double((hex >> 8) & 0xFF), blue: Double(hex & 0xFF), alpha: alpha)
    }

    /// `#RRGGBB`.
    var hex: String {
        func channel(_ value: Double) -> String {
            String(format: "%02X", Int(min(255, max(0, value)).rounded()))
        }
        return "#" + channel(red) + channel(green) + channel(blue)
    }

    /// The colour `fraction` of the way to `other`, each channel and the opacity interpolated in
    /// a straight line, as the tab strip blends its title colours by emphasis.
    func blended(with other: UIColorValue, fraction: Double) -> UIColorValue {
        let t = min(1, max(0, fraction))
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        return UIColorValue(red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue), alpha: mix(alpha, other.alpha))
    }

    /// The colour as SVG `fill` attributes: ` fill="#RRGGBB"`, and ` fill-opacity` when not opaque.
    var fill: String {
        alpha < 1 ? " fill=\"\(hex)\" fill-opacity=\"\(NumberText.decimals(alpha, places: 3))\"" : " fill=\"\(hex)\""
    }
}
