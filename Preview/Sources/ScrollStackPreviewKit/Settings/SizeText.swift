import Foundation

/// Reads and writes sizes as `WIDTHxHEIGHT`, in points, as `--size` and a scenario's `resize` take them.
public enum SizeText {
    /// The largest width or height accepted, in points: far beyond any screen, small enough to draw.
    public static let maximumDimension: CGFloat = 10_000

    /// Parses `390x844` (or `390×844`, or with decimals) into a size.
    ///
    /// - Returns: The size, or a one-line reason the text is not a usable size.
    public static func parse(_ text: String) -> Result<CGSize, SizeTextError> {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "×", omittingEmptySubsequences: false) }
        guard parts.count == 2 else {
            return .failure(SizeTextError(message: "'\(text)' is not a size; write it as WIDTHxHEIGHT, for example 390x844"))
        }
        var dimensions: [CGFloat] = []
        for (part, name) in zip(parts, ["width", "height"]) {
            let trimmed = part.trimmingCharacters(in: .whitespaces)
            guard let value = Double(trimmed), value.isFinite else {
                return .failure(SizeTextError(message: "'\(text)' is not a size: the \(name) '\(trimmed)' is not a number; write it as WIDTHxHEIGHT, for example 390x844"))
            }
            guard value > 0 else {
                return .failure(SizeTextError(message: "'\(text)' is not a usable size: the \(name) must be more than 0 points"))
            }
            guard CGFloat(value) <= maximumDimension else {
                return .failure(SizeTextError(message: "'\(text)' is too large: the \(name) must be at most \(NumberText.points(maximumDimension)) points"))
            }
            dimensions.append(CGFloat(value))
        }
        return .success(CGSize(width: dimensions[0], height: dimensions[1]))
    }

    /// A size as `390x844`.
    public static func format(_ size: CGSize) -> String {
        "\(NumberText.points(size.width))x\(NumberText.points(size.height))"
    }
}

/// Why a text is not a usable size.
public struct SizeTextError: Error, Equatable, Sendable {
    /// The reason, on one line, quoting the text.
    public var message: String
}
